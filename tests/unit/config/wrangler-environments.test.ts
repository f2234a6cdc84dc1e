// The deployed copies' configuration, read as wrangler reads it (unstable_readConfig resolves an
// environment: what it inherits and what it does not). For both workers and both environments:
// no loopback or `.example` address, no secret among the vars, every value the worker needs, and a
// worker that would start with it. Locally, no secret sits in [vars] either (issue 24, item 5).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { unstable_readConfig } from 'wrangler';
import { SyncVars } from '#sync/env.ts';
import { assertStartable, SYNC_SECRETS } from '#sync/startup.ts';
import { type Bindings, RATE_LIMIT_BINDINGS } from '#worker/config/bindings.ts';
import { getConfig } from '#worker/config/config.ts';
import { SITE_SECRETS } from '#worker/config/production.ts';
import { RETRY_AFTER_S } from '#worker/http/rate-limit.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const ENVIRONMENTS = ['staging', 'production'] as const;
type Environment = (typeof ENVIRONMENTS)[number];

/**
 * What a deployed copy cannot work without, written out rather than read from the code's own lists
 * (which a dropped entry would shorten with it): the site's upstreams, log-in pages, company
 * details, captcha and account application (SPEC §2.4, §7); the sync's CMS and its two secrets.
 */
const WORKERS = {
  site: {
    path: `${ROOT}wrangler.toml`,
    secrets: SITE_SECRETS as readonly string[],
    required: [
      'APP_ENV',
      'STORE_API_URL',
      'CORE_API_URL',
      'CMS_URL',
      'LOGIN_URL',
      'REGISTER_URL',
      'COMPANY_NAME',
      'COMPANY_ADDRESS',
      'COMPANY_EMAIL',
      'COMPANY_PHONE',
      'COMPANY_WEBSITE',
      'TURNSTILE_SITE_KEY',
      'TURNSTILE_SECRET_KEY',
      'ACCOUNT_APP_ORIGIN',
    ],
  },
  sync: {
    path: `${ROOT}sync/wrangler.toml`,
    secrets: SYNC_SECRETS as readonly string[],
    required: ['CMS_URL', 'SYNC_WEBHOOK_SECRET', 'CMS_API_TOKEN'],
  },
} as const;
type Worker = keyof typeof WORKERS;

const read = (worker: Worker, env?: Environment) =>
  unstable_readConfig({ config: WORKERS[worker].path, ...(env ? { env } : {}) }, { hideWarnings: true });
type Config = ReturnType<typeof read>;
const hostsOf = (config: Config) =>
  (config.routes ?? []).map((r: string | { pattern: string }) => (typeof r === 'string' ? r : r.pattern));
const databaseOf = (config: Config) => config.d1_databases.find((d: { binding: string }) => d.binding === 'DB');
const example = parseEnv(readFileSync(`${ROOT}.dev.vars.example`, 'utf8')) as Record<string, string>;
const exampleValues = Object.values(example).filter((value) => value.length > 0);

/** An address that only means something on a developer's machine or in documentation. */
const LOCAL_OR_EXAMPLE = /localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0|\.example\b|\.test\b|\.invalid\b|\.local\b/i;

/** The env a deployed copy would start with: its vars, and a stand-in for each secret it declares. */
function deployedEnv(worker: Worker, env: Environment): Record<string, unknown> {
  const config = read(worker, env);
  const secrets = Object.fromEntries(
    (config.secrets?.required ?? []).map((name: string) => [name, `set-by-wrangler-secret-put-${name}`]),
  );
  return { ...config.vars, ...secrets };
}

describe.each(Object.keys(WORKERS) as Worker[])('the %s worker', (worker) => {
  describe.each(ENVIRONMENTS)('[env.%s]', (env) => {
    const config = read(worker, env);
    const vars = config.vars as Record<string, unknown>;
    const secrets = config.secrets?.required ?? [];

    it('is a worker of its own, on a real host, minified, with Workers Logs and traces on', () => {
      expect(config.name).toBe(`${read(worker).name}-${env}`);
      expect(config.workers_dev).toBe(false);
      expect(config.minify).toBe(true);
      expect(config.observability?.enabled).toBe(true);
      expect(config.observability?.traces?.enabled).toBe(true);
      const hosts = hostsOf(config);
      expect(hosts.length).toBeGreaterThan(0);
      for (const host of hosts) expect(host).not.toMatch(LOCAL_OR_EXAMPLE);
    });

    it('names no loopback or .example address', () => {
      for (const [name, value] of Object.entries(vars))
        expect(`${name}=${String(value)}`).not.toMatch(LOCAL_OR_EXAMPLE);
    });

    it('keeps every secret out of [vars], and declares the ones it needs', () => {
      for (const name of WORKERS[worker].secrets) expect(Object.keys(vars)).not.toContain(name);
      for (const value of Object.values(vars)) expect(exampleValues).not.toContain(String(value));
      for (const name of secrets) expect(WORKERS[worker].secrets).toContain(name);
    });

    it('has every value the worker requires, each as a var or a declared secret', () => {
      for (const name of WORKERS[worker].required) {
        const asVar = typeof vars[name] === 'string' && vars[name] !== '';
        expect(asVar || secrets.includes(name), `${name} in [env.${env}]`).toBe(true);
        if (WORKERS[worker].secrets.includes(name)) expect(secrets, `${name} is a secret`).toContain(name);
      }
    });

    it('runs the production code path, and a worker would start with it', () => {
      expect(vars.APP_ENV).toBe('production');
      const deployed = deployedEnv(worker, env);
      if (worker === 'site') expect(() => getConfig(deployed as unknown as Bindings)).not.toThrow();
      else {
        expect(v.safeParse(SyncVars, deployed).success).toBe(true);
        expect(() => assertStartable(deployed as never)).not.toThrow();
      }
    });

    it('would not start without any one of the values it requires', () => {
      for (const name of WORKERS[worker].required) {
        const { [name]: _, ...without } = deployedEnv(worker, env);
        const starts =
          worker === 'site'
            ? () => getConfig({ ...without, [name]: '' } as unknown as Bindings)
            : () => {
                if (!v.safeParse(SyncVars, without).success) throw new Error('refused');
                assertStartable(without as never);
              };
        expect(starts, `${name} missing`).toThrow();
      }
    });

    it('binds its own D1 database, shared with the other worker of its environment', () => {
      const db = databaseOf(config);
      expect(db?.database_name).toBe(`forever-content-${env}`);
      const other = databaseOf(read(worker === 'site' ? 'sync' : 'site', env));
      expect(other?.database_name).toBe(db?.database_name);
      expect(db?.database_id).not.toBe(read(worker).d1_databases[0]?.database_id);
      expect(resolve(dirname(WORKERS[worker].path), db?.migrations_dir ?? '')).toBe(resolve(ROOT, 'migrations'));
    });
  });

  it('keeps staging and production apart: names, databases and hosts', () => {
    const [staging, production] = ENVIRONMENTS.map((env) => read(worker, env));
    expect(staging!.name).not.toBe(production!.name);
    expect(staging!.d1_databases[0]?.database_name).not.toBe(production!.d1_databases[0]?.database_name);
    expect(JSON.stringify(staging!.routes)).not.toBe(JSON.stringify(production!.routes));
  });

  it('has no secret in its local [vars] either: local values come from .dev.vars', () => {
    const local = read(worker);
    for (const name of WORKERS[worker].secrets) expect(Object.keys(local.vars)).not.toContain(name);
    for (const name of local.secrets?.required ?? []) expect(Object.keys(example)).toContain(name);
  });
});

describe('the site worker in production', () => {
  it("builds pages with React's production build (define is not inherited)", () => {
    for (const env of ENVIRONMENTS) expect(read('site', env).define['process.env.NODE_ENV']).toBe('"production"');
  });
  it('passes the account paths to another host than its own (no loop)', () => {
    for (const env of ENVIRONMENTS) {
      const config = read('site', env);
      expect(hostsOf(config)).not.toContain(new URL(String(config.vars.ACCOUNT_APP_ORIGIN)).host);
    }
  });
});

describe('the sync worker in production', () => {
  it('runs on a cron', () => {
    for (const env of ENVIRONMENTS) expect(read('sync', env).triggers.crons?.length).toBeGreaterThan(0);
  });
});

describe('.dev.vars.example', () => {
  it('lists every secret of both workers, and nothing else', () => {
    expect(Object.keys(example).sort()).toEqual([...new Set([...SITE_SECRETS, ...SYNC_SECRETS])].sort());
  });
  it('is the documented copy; .dev.vars itself is never committed', () => {
    expect(execFileSync('git', ['check-ignore', '.dev.vars'], { cwd: ROOT, encoding: 'utf8' }).trim()).toBe(
      '.dev.vars',
    );
    expect(() => execFileSync('git', ['check-ignore', '-q', '.dev.vars.example'], { cwd: ROOT })).toThrow();
  });
});

describe.each(ENVIRONMENTS)("the site worker's rate limits in [env.%s]", (env) => {
  it('binds every rate limit with a production limit, in namespaces of its own', () => {
    const limits = (read('site', env).ratelimits ?? []) as {
      name: string;
      namespace_id: string;
      simple: { limit: number; period: number };
    }[];
    expect(limits.map((l) => l.name).sort()).toEqual([...RATE_LIMIT_BINDINGS].sort());
    for (const { name, simple } of limits) {
      // The worker's Retry-After is one period (worker/http/rate-limit.ts).
      expect([name, simple.period]).toEqual([name, RETRY_AFTER_S]);
      expect(simple.limit, name).toBeLessThanOrEqual(20);
    }
    const others = [
      ...ENVIRONMENTS.filter((e) => e !== env).flatMap((e) => read('site', e).ratelimits ?? []),
      ...(read('site').ratelimits ?? []),
    ];
    for (const { namespace_id } of limits)
      expect(others.map((l: { namespace_id: string }) => l.namespace_id)).not.toContain(namespace_id);
  });
});
