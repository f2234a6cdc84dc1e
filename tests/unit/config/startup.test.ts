// A production copy with a required value missing does not start, and says which value: never a
// half-working site (issue 26). The same start with the value present serves, so the check is
// what stops it. Each case starts a real worker in workerd under wrangler dev (a few seconds).
import { afterEach, describe, expect, it } from 'vitest';
import { exampleSecrets } from '#scripts/dev-vars.ts';
import { type Started, startWorker, type WorkerRun } from './start-worker.ts';

const runs: WorkerRun[] = [];
afterEach(async () => {
  await Promise.all(runs.splice(0).map((r) => r.stop()));
});

async function start(config: string, vars: Record<string, string>, secrets: Record<string, string>): Promise<Started> {
  const run = await startWorker({ config, vars, secrets });
  runs.push(run);
  return run.started;
}

const without = (name: string) => Object.fromEntries(Object.entries(exampleSecrets()).filter(([k]) => k !== name));
const PRODUCTION = { APP_ENV: 'production', IMAGE_RESIZING: 'zone' };

// Starting workerd takes seconds on a loaded machine; this waits for it, it does not time it.
const SLOW = { timeout: 120_000 };

describe('the site worker started with APP_ENV=production', SLOW, () => {
  it('refuses to start without TURNSTILE_SECRET_KEY, naming it', async () => {
    const started = await start('wrangler.toml', PRODUCTION, without('TURNSTILE_SECRET_KEY'));
    expect(started.kind).toBe('exited');
    expect(started.output).toMatch(/ConfigError: .*TURNSTILE_SECRET_KEY/);
  });

  it('starts and serves with every value present; without SENTRY_DSN too (reporting is optional)', async () => {
    const started = await start('wrangler.toml', PRODUCTION, without('SENTRY_DSN'));
    expect(started.kind, started.output).toBe('ready');
    if (started.kind !== 'ready') return;
    const res = await fetch(`${started.url}/robots.txt`);
    expect(res.status).toBe(200);
  });
});

describe('the sync worker started with APP_ENV=production', SLOW, () => {
  it('refuses to start without SYNC_WEBHOOK_SECRET, naming it', async () => {
    const started = await start('sync/wrangler.toml', PRODUCTION, {
      ...without('SYNC_WEBHOOK_SECRET'),
      CMS_API_TOKEN: 'a-token',
    });
    expect(started.kind).toBe('exited');
    expect(started.output).toMatch(/SyncConfigError: .*SYNC_WEBHOOK_SECRET/);
  });

  it('starts with every value present', async () => {
    const started = await start('sync/wrangler.toml', PRODUCTION, { ...exampleSecrets(), CMS_API_TOKEN: 'a-token' });
    expect(started.kind, started.output).toBe('ready');
    if (started.kind !== 'ready') return;
    expect((await fetch(`${started.url}/health`)).status).toBe(200);
  });
});
