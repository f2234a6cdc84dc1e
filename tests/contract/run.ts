// `npm run test:contract`: the sync against a real Strapi v3.6.11 and a real Strapi 5, each filled
// the way editors fill it, one after the other. For each: installs its test project on first run
// (tests/contract/strapi, tests/contract/strapi5), boots it twice on free loopback ports (as
// configured, and with api.rest.maxLimit below the blog's size, from the same seed), catches the
// webhooks it sends, and runs tests/contract/*.test.ts in workerd with a throwaway D1 and
// CMS_API_VERSION set to its REST API. Ends with one line per Strapi, `strapi 3.6.11: N of N
// passed`. Nothing leaves 127.0.0.1.
//
// `npm run test:contract -- --strapi=5` runs one of them (also CONTRACT_STRAPI=5); any other
// argument goes to vitest (a file, -t 'name').
import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { exampleSecrets } from '#scripts/dev-vars.ts';
import { freePort } from '#scripts/free-port.ts';
import { offlineEnv } from '#scripts/offline-env.ts';
import type { StrapiInstance, StrapiProject } from './strapi-runtime.ts';
import { ensureInstalled, PROJECTS, startStrapi, startWebhookCatcher, strapiVersion } from './strapi-runtime.ts';

/** Below the seeded blog's 108 posts, so a listing must read several capped pages. */
export const CAPPED_MAX_LIMIT = 50;
/** Strapi's webhook sends the secret documented in .dev.vars.example, which the sync worker checks. */
const WEBHOOK_SECRET = exampleSecrets().SYNC_WEBHOOK_SECRET!;

const env = offlineEnv();
// vitest and workerd need Node 22: this one, also when the script is started without npm's PATH.
env.PATH = [dirname(process.execPath), new URL('../../node_modules/.bin', import.meta.url).pathname, env.PATH]
  .filter(Boolean)
  .join(delimiter);

const args: string[] = process.argv.slice(2);
const chosen: string =
  args.find((a) => a.startsWith('--strapi='))?.slice('--strapi='.length) ?? env.CONTRACT_STRAPI ?? '3,5';
const vitestArgs = args.filter((a) => !a.startsWith('--strapi='));
const versions: number[] = chosen.split(',').map((v) => Number(v.trim()));
if (versions.length === 0 || !versions.every((v): v is 3 | 5 => v === 3 || v === 5)) {
  console.error(`--strapi must name 3, 5 or both (3,5), not ${chosen}`);
  process.exit(2);
}

interface Outcome {
  label: string;
  passed: number;
  total: number;
  ok: boolean;
}

/** One Strapi: installed, booted twice, the contract tests run against it. */
async function runAgainst(project: StrapiProject): Promise<Outcome> {
  let label = `strapi ${project.apiVersion}`;
  const started = Date.now();
  const dir = mkdtempSync(join(tmpdir(), `strapi${project.apiVersion}-contract-`));
  const instances: StrapiInstance[] = [];
  let catcher: Awaited<ReturnType<typeof startWebhookCatcher>> | undefined;
  try {
    ensureInstalled(project);
    label = `strapi ${strapiVersion(project)}`;
    console.log(`\n=== ${label} ===`);
    // Uploads of earlier runs (each seed uploads its images anew).
    const uploads = join(project.dir, 'public', 'uploads');
    for (const file of readdirSync(uploads)) if (file !== '.gitkeep') rmSync(join(uploads, file), { recursive: true });
    catcher = await startWebhookCatcher();
    const seeded = await startStrapi(project, {
      port: await freePort(),
      databaseFile: join(dir, 'seeded.db'),
      webhookUrl: `${catcher.url}/hook`,
      webhookSecret: WEBHOOK_SECRET,
    });
    instances.push(seeded);
    // The capped instance starts from a copy of the same seed, before any test edits it.
    copyFileSync(join(dir, 'seeded.db'), join(dir, 'capped.db'));
    instances.push(
      await startStrapi(project, {
        port: await freePort(),
        databaseFile: join(dir, 'capped.db'),
        maxLimit: CAPPED_MAX_LIMIT,
      }),
    );
    const report = join(dir, 'results.json');
    const code = await new Promise<number>((resolve) => {
      const child = spawn(
        new URL('../../node_modules/.bin/vitest', import.meta.url).pathname,
        [
          'run',
          '--config',
          new URL('./vitest.config.mts', import.meta.url).pathname,
          '--reporter=verbose',
          '--reporter=json',
          `--outputFile.json=${report}`,
          ...vitestArgs,
        ],
        {
          stdio: 'inherit',
          env: {
            ...env,
            CONTRACT_CMS_URL: instances[0]!.url,
            CONTRACT_CMS_API_VERSION: String(project.apiVersion),
            CONTRACT_CAPPED_CMS_URL: instances[1]!.url,
            CONTRACT_CAPPED_MAX_LIMIT: String(CAPPED_MAX_LIMIT),
            CONTRACT_CATCHER_URL: catcher!.url,
            CONTRACT_WEBHOOK_SECRET: WEBHOOK_SECRET,
          },
        },
      );
      child.on('exit', (c) => resolve(c ?? 1));
    });
    const { numPassedTests = 0, numTotalTests = 0 } = readResults(report);
    console.log(`${label}: install, boot and tests took ${((Date.now() - started) / 1000).toFixed(0)} s`);
    return { label, passed: numPassedTests, total: numTotalTests, ok: code === 0 && numTotalTests > 0 };
  } catch (err) {
    console.error(`${label}: ${err instanceof Error ? err.message : err}`);
    return { label, passed: 0, total: 0, ok: false };
  } finally {
    await Promise.all(instances.map((i) => i.stop()));
    await catcher?.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

function readResults(file: string): { numPassedTests?: number; numTotalTests?: number } {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
}

const outcomes: Outcome[] = [];
for (const version of versions as (3 | 5)[]) outcomes.push(await runAgainst(PROJECTS[version]));
console.log('');
for (const o of outcomes) console.log(`${o.label}: ${o.passed} of ${o.total} passed`);
const passed = outcomes.reduce((n, o) => n + o.passed, 0);
// A Strapi that ran no test (it did not install or start) counts as one failure.
const failed = outcomes.reduce((n, o) => n + (o.ok ? o.total - o.passed : Math.max(1, o.total - o.passed)), 0);
console.log(`contract: ${passed} passed, ${failed} failed`);
process.exit(outcomes.every((o) => o.ok) ? 0 : 1);
