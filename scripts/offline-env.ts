import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Keeps wrangler and miniflare off the network when run locally: no metrics, no cf.json
 * download, and no npm update check (wrangler has no switch for it, but it skips the check
 * while its cache file is fresh, so we write that file with the installed version).
 */
export function offlineEnv(): NodeJS.ProcessEnv {
  process.env.WRANGLER_SEND_METRICS = 'false';
  process.env.CLOUDFLARE_CF_FETCH_ENABLED = 'false';
  process.env.NO_UPDATE_NOTIFIER = '1';
  try {
    const pkg = JSON.parse(readFileSync(new URL('../node_modules/wrangler/package.json', import.meta.url), 'utf8'));
    const dir = join(tmpdir(), 'update-check');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'wrangler-latest.json'), JSON.stringify({ latest: pkg.version, lastUpdate: Date.now() }));
  } catch {
    // Without the cache file wrangler only prints an update notice; nothing depends on it.
  }
  return process.env;
}
