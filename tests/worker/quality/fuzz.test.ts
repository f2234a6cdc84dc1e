// The fuzzing bar (ARCHITECTURE "Testing shape", rules 5 and 7): 10 000 generated requests
// against the real worker in workerd, with a real D1 holding every synced fixture collection and
// the fixture store up. Every route of the route table with hostile params, random paths, hostile
// query strings and cookies, and every /api endpoint (and page form) with every method and bad
// bodies. Every response (fuzz-request.ts): no 5xx and no error reported for bad input, no
// unescaped reflection, no off-site redirect or canonical URL, cross-site writes refused with a
// 4xx; after each property, D1 exactly as it was. checks.test.ts shows each check catches its fault.
//
// A failure prints fast-check's shrunk counterexample (the request as generated) with its seed
// and path. The seed is fixed so it reproduces; through `npm run test:worker -- tests/worker/quality`:
//   VITE_FUZZ_SEED=<n>                     another seed
//   VITE_FUZZ_SEED=<n> VITE_FUZZ_PATH=<p>  with `-t <property>`: only the reported failing case
//   VITE_FUZZ_SCALE=<x>                    x times the runs (10 for a deep run, 0.1 for a quick look)
//   VITE_FUZZ_STATS=1                      what each property reached: method, path, status
import { env } from 'cloudflare:workers';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runSync } from '#sync/index.ts';
import { CUSTOMER, control, logInCookie, resetFixtures } from '#tests/worker/helpers.ts';
import {
  ADMIN,
  API_PATHS,
  API_ROUTES,
  apiRequest,
  cookieRequest,
  FORM_ROUTES,
  pathRequest,
  queryRequest,
  routeRequest,
  SHAPE_OF,
} from './arbitraries.ts';
import { d1Snapshot } from './d1-snapshot.ts';
import { type Expectations, type FuzzRequest, type Sessions, sendAndCheck } from './fuzz-request.ts';

const SEED = Number(import.meta.env.VITE_FUZZ_SEED ?? 20261123);
const PATH: string | undefined = import.meta.env.VITE_FUZZ_PATH;
const SCALE = Number(import.meta.env.VITE_FUZZ_SCALE ?? 1);
const STATS = Boolean(import.meta.env.VITE_FUZZ_STATS);

/** Runs per property; they add up to the 10 000 requests of the bar. */
const RUNS = { routes: 2500, paths: 1500, queries: 1500, cookies: 1000, api: 3500 } as const;

let sessions: Sessions;
const expectations: Expectations = {
  offSiteOrigins: new Set([new URL(env.LOGIN_URL).origin, new URL(env.REGISTER_URL).origin]),
  reportingPaths: new Set(['/api/client-errors']),
};
const tokenOf = (cookie: string) => decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1));

beforeAll(async () => {
  await resetFixtures();
  // Every collection, as production holds them: the pages read some, and every table is hashed.
  const synced = await runSync(env, { trigger: 'manual' });
  expect(synced.filter((r) => r.status !== 'ok')).toEqual([]);
  console.log(`fuzz seed ${SEED} (VITE_FUZZ_SEED=<n> for another)`);
}, 60_000);

// Fresh demo sessions for each property: a fuzzed log-out must not change what the next one sees.
beforeEach(async () => {
  await resetFixtures();
  sessions = { customer: tokenOf(await logInCookie(CUSTOMER)), admin: tokenOf(await logInCookie(ADMIN)) };
});

afterAll(async () => {
  await resetFixtures();
  for (const service of ['cms', 'store'] as const)
    expect(await control(service, '/fault', undefined, 'GET')).toEqual({ faults: [] });
});

/**
 * Runs a property of `numRuns` requests, then checks that D1 is exactly as before (schema, row
 * counts, a hash of every row of every table). Answers how many HTML answers showed a marker
 * escaped, so a property can show its reflection check had something to look at.
 */
async function fuzz(arbitrary: fc.Arbitrary<FuzzRequest>, numRuns: number): Promise<{ reflected: number }> {
  const before = await d1Snapshot(env.DB);
  const reached = new Map<string, number>();
  let reflected = 0;
  await fc.assert(
    fc.asyncProperty(arbitrary, async (spec) => {
      const checked = await sendAndCheck(spec, sessions, expectations);
      if (checked.reflected) reflected++;
      if (STATS) {
        const key =
          `${checked.request.method} ` +
          `${new URL(checked.request.url).pathname.split('/').slice(0, 3).join('/').slice(0, 40)} ` +
          `${checked.status}`;
        reached.set(key, (reached.get(key) ?? 0) + 1);
      }
    }),
    {
      seed: SEED,
      numRuns: Math.max(1, Math.round(numRuns * SCALE)),
      ...(PATH ? { path: PATH, endOnFailure: true } : {}),
    },
  );
  if (STATS)
    console.log(
      `${reflected} answers showed a marker escaped\n${[...reached]
        .sort((a, b) => b[1] - a[1])
        .map(([k, n]) => `${String(n).padStart(5)} ${k}`)
        .join('\n')}`,
    );
  expect(await d1Snapshot(env.DB)).toEqual(before);
  return { reflected };
}

const TIMEOUT = 600_000;

describe('fuzzing bar: no 5xx, no reflection, cross-site writes refused, D1 untouched', () => {
  it('has every /api endpoint and the content to fuzz', async () => {
    expect(API_PATHS).toEqual(
      expect.arrayContaining([
        '/api/session',
        '/api/current-user',
        '/api/store-info',
        '/api/client-errors',
        '/api/drafts',
      ]),
    );
    expect(FORM_ROUTES).toEqual(
      expect.arrayContaining([
        ['POST', '/log-in'],
        ['POST', '/events/:slug'],
      ]),
    );
    // A new endpoint taking a body is fuzzed with any body; tell SHAPE_OF its fields to get past its first check.
    for (const [method, path] of [...API_ROUTES, ...FORM_ROUTES])
      if (method === 'POST') expect(Object.keys(SHAPE_OF)).toContain(path);
    const snapshot = await d1Snapshot(env.DB);
    expect(snapshot.blog_posts?.rows).toBeGreaterThan(40);
    expect(snapshot.p2p_posts?.rows).toBeGreaterThan(0);
  });

  it(
    `every route of the table with hostile params (${RUNS.routes} requests)`,
    async () => {
      await fuzz(routeRequest, RUNS.routes);
    },
    TIMEOUT,
  );
  it(
    `random and traversing paths (${RUNS.paths} requests)`,
    async () => {
      await fuzz(pathRequest, RUNS.paths);
    },
    TIMEOUT,
  );
  it(
    `hostile query strings on the pages that read them (${RUNS.queries} requests)`,
    async () => {
      const { reflected } = await fuzz(queryRequest, RUNS.queries);
      // The search page shows its term: the reflection check saw markers, escaped, and let them be.
      if (SCALE >= 1) expect(reflected).toBeGreaterThan(100);
    },
    TIMEOUT,
  );
  it(
    `hostile cookies (${RUNS.cookies} requests)`,
    async () => {
      await fuzz(cookieRequest, RUNS.cookies);
    },
    TIMEOUT,
  );
  it(
    `every /api endpoint, every method, bad bodies, with and without a same-origin Origin (${RUNS.api} requests)`,
    async () => {
      await fuzz(apiRequest, RUNS.api);
    },
    TIMEOUT,
  );
});
