// `npm run test:contract`: the sync against a real Strapi v3.6.11 filled the way editors fill it.
// Installs the Strapi test project on first run (tests/contract/strapi), boots it twice on free
// loopback ports (as configured, and with api.rest.maxLimit below the blog's size, from the same
// seed), catches the webhooks it sends, and runs tests/contract/*.test.ts in workerd with a
// throwaway D1. Nothing leaves 127.0.0.1.
import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { exampleSecrets } from '#scripts/dev-vars.ts';
import { freePort } from '#scripts/free-port.ts';
import { offlineEnv } from '#scripts/offline-env.ts';
import type { StrapiInstance } from './strapi-runtime.ts';
import { ensureInstalled, PROJECT, startStrapi, startWebhookCatcher } from './strapi-runtime.ts';

/** Below the seeded blog's 108 posts, so a listing must read several capped pages. */
export const CAPPED_MAX_LIMIT = 50;
/** Strapi's webhook sends the secret documented in .dev.vars.example, which the sync worker checks. */
const WEBHOOK_SECRET = exampleSecrets().SYNC_WEBHOOK_SECRET!;

const env = offlineEnv();
// vitest and workerd need Node 22: this one, also when the script is started without npm's PATH.
env.PATH = [dirname(process.execPath), new URL('../../node_modules/.bin', import.meta.url).pathname, env.PATH].filter(Boolean).join(delimiter);
ensureInstalled();
// Uploads of earlier runs (each seed uploads its images anew).
for (const file of readdirSync(join(PROJECT, 'public', 'uploads'))) {
  if (file !== '.gitkeep') rmSync(join(PROJECT, 'public', 'uploads', file));
}
const dir = mkdtempSync(join(tmpdir(), 'strapi-contract-'));
const catcher = await startWebhookCatcher();
const instances: StrapiInstance[] = [];
let code = 1;
try {
  const seeded = await startStrapi({
    port: await freePort(),
    databaseFile: join(dir, 'seeded.db'),
    webhookUrl: `${catcher.url}/hook`,
    webhookSecret: WEBHOOK_SECRET,
  });
  instances.push(seeded);
  // The capped instance starts from a copy of the same seed, before any test edits it.
  copyFileSync(join(dir, 'seeded.db'), join(dir, 'capped.db'));
  instances.push(await startStrapi({ port: await freePort(), databaseFile: join(dir, 'capped.db'), maxLimit: CAPPED_MAX_LIMIT }));
  code = await new Promise<number>((resolve) => {
    const child = spawn(
      new URL('../../node_modules/.bin/vitest', import.meta.url).pathname,
      ['run', '--config', new URL('./vitest.config.mts', import.meta.url).pathname, ...process.argv.slice(2)],
      {
        stdio: 'inherit',
        env: {
          ...env,
          CONTRACT_CMS_URL: instances[0]!.url,
          CONTRACT_CAPPED_CMS_URL: instances[1]!.url,
          CONTRACT_CAPPED_MAX_LIMIT: String(CAPPED_MAX_LIMIT),
          CONTRACT_CATCHER_URL: catcher.url,
          CONTRACT_WEBHOOK_SECRET: WEBHOOK_SECRET,
        },
      },
    );
    child.on('exit', (c) => resolve(c ?? 1));
  });
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
} finally {
  await Promise.all(instances.map((i) => i.stop()));
  await catcher.close();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(code);
