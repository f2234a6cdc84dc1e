// `npm run deploy -- --env staging|production [options]`: builds, applies the D1 migrations to the
// environment's database, deploys the sync worker, then the site worker, and prints what it did
// (docs/operations.md).
//   --dry-run            build and bundle both workers as wrangler would upload them, print their
//                        sizes and what a deploy would run; nothing leaves this machine.
//   --share N            the site's new version takes N % of the traffic beside the current one (a
//                        gradual deployment); promote or roll back with the commands it prints.
//   --secrets-file FILE  a dotenv file of secrets uploaded with the new versions (the first
//                        deploy, a rotation): each worker gets only its own names.
//   --create-database    the first deploy: create the environment's D1 database first.
//   --previous-assets DIR|none
//                        where the live build's assets come from (decision 096): by default the
//                        live site itself (each live version's /build-manifest.json and the files
//                        it names); DIR, a kept dist/client of an earlier deploy; none, nothing.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs, parseEnv } from 'node:util';
import { unstable_readConfig } from 'wrangler';
import { BUILD_MANIFEST_PATH, parseBuildManifest } from '#core/build-manifest.ts';
import { bundleSize, kib } from './deploy/bundle.ts';
import { type CarryOutcome, carryBuild, keptBuild, liveVersion } from './deploy/carry-assets.ts';
import { ENVIRONMENTS, type Environment, WORKERS } from './deploy/workers.ts';
import { wranglerOk } from './deploy/wrangler.ts';
import { offlineEnv } from './offline-env.ts';
import { run } from './processes.ts';

const ROOT = new URL('../', import.meta.url).pathname;

const { values } = parseArgs({
  options: {
    env: { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
    share: { type: 'string', default: '100' },
    'secrets-file': { type: 'string' },
    'create-database': { type: 'boolean', default: false },
    'previous-assets': { type: 'string' },
  },
});
const env = values.env as Environment;
if (!ENVIRONMENTS.includes(env)) fail(`--env must be one of ${ENVIRONMENTS.join(', ')}`);
const share = Number(values.share);
if (!Number.isInteger(share) || share < 1 || share > 100) fail('--share must be a whole percentage, 1 to 100');
const dryRun = values['dry-run'];

const done: string[] = [];
let steps = 0;
const step = (title: string) => console.log(`\n== ${++steps}. ${title}`);
const did = (line: string) => {
  done.push(line);
  console.log(`   ${line}`);
};

const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
const message =
  `${commit}: ` +
  `${execFileSync('git', ['log', '-1', '--format=%s'], { cwd: ROOT, encoding: 'utf8' }).trim().slice(0, 90)}`;
const siteConfig = unstable_readConfig({ config: `${ROOT}wrangler.toml`, env }, { hideWarnings: true });
const database = siteConfig.d1_databases[0]!.database_name!;
/** The site's address in this environment (its custom domain), where the live build is read from. */
const siteRoute = siteConfig.routes?.[0];
const siteOrigin = `https://${typeof siteRoute === 'string' ? siteRoute : siteRoute?.pattern}`;
const siteBase = ['-c', 'wrangler.toml', '--env', env];
console.log(`Deploying ${commit} to ${env}${dryRun ? ' (dry run: nothing is uploaded)' : ''}`);

const secretsDir = mkdtempSync(join(tmpdir(), 'deploy-secrets-'));
try {
  const secretsFor = splitSecrets(values['secrets-file']);

  step('Build the browser assets');
  await run('vite', ['build', '--logLevel', 'warn'], { env: offlineEnv() });
  const built = parseBuildManifest(JSON.parse(readFileSync(`${ROOT}dist/client${BUILD_MANIFEST_PATH}`, 'utf8')));
  did(`built dist/client: build ${built.build}, ${built.files.length} files in assets/`);

  // Before anything changes remotely: a live build that cannot be read stops the deploy here.
  step('Carry the live build beside the new one (decision 096)');
  await carryLiveBuild();

  if (values['create-database']) {
    step(`Create the D1 database ${database}`);
    if (dryRun) did(`would run: wrangler d1 create ${database} --location enam`);
    else {
      await wranglerOk(['d1', 'create', database, '--location', 'enam']);
      did(`created ${database}`);
    }
  }

  step(`Apply the D1 migrations to ${database}`);
  const migrations = readdirSync(`${ROOT}migrations`).filter((f) => f.endsWith('.sql'));
  if (dryRun)
    did(
      `would run: wrangler d1 migrations apply DB --remote --env ${env} (${migrations.length} migrations in ` +
        `migrations/; those not yet applied)`,
    );
  else {
    // CI=true: wrangler applies without asking (it still takes its backup first).
    await wranglerOk(['d1', 'migrations', 'apply', 'DB', '--remote', '--env', env], { env: { CI: 'true' } });
    did(`migrations applied to ${database} (${migrations.length} in migrations/)`);
  }

  for (const worker of WORKERS) {
    step(`Deploy the ${worker.name} worker (${worker.config})`);
    const secrets = secretsFor(worker.name) ? ['--secrets-file', secretsFor(worker.name)!] : [];
    const base = ['-c', worker.config, '--env', env];
    if (dryRun) {
      const size = await bundleSize(worker, env);
      did(
        `${worker.name}: ${size.files.join(', ')}: ${kib(size.bytes)}, gzip ${kib(size.gzipBytes)} (budget ` +
          `${worker.gzipBudgetKiB} KiB gzip; wrangler: ${size.wranglerSays})`,
      );
      const gradual = worker.name === 'site' && share < 100;
      const split = gradual ? ` then wrangler versions deploy <new>@${share}% <current>@${100 - share}%` : '';
      did(`would run: wrangler ${gradual ? 'versions upload' : 'deploy'} ${[...base, ...secrets].join(' ')}${split}`);
    } else if (worker.name === 'site' && share < 100) {
      await gradualDeploy(base, secrets);
    } else {
      const output = await wranglerOk(['deploy', ...base, ...secrets, '--message', message]);
      did(`${worker.name}: deployed version ${versionIdIn(output)} to 100 %`);
    }
  }
} catch (error) {
  console.error(`\nnpm run deploy: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  rmSync(secretsDir, { recursive: true, force: true });
}

console.log(`\n== ${process.exitCode ? 'Stopped' : 'Done'} (${env}${dryRun ? ', dry run' : ''}):`);
for (const line of done) console.log(`   - ${line}`);
if (!dryRun && !process.exitCode) {
  console.log(`\nWatch: npx wrangler tail -c wrangler.toml --env ${env} --status error; https://<site>/api/health`);
  console.log(
    `Roll back: npx wrangler rollback -c wrangler.toml --env ${env} -m "<why>" (docs/operations.md, "Rollback")`,
  );
}

/** The site's versions in its current deployment, the one with the most traffic first. */
async function liveVersions(): Promise<{ version_id: string; percentage: number }[]> {
  const status = JSON.parse(await wranglerOk(['deployments', 'status', ...siteBase, '--json'], { quiet: true })) as {
    versions: { version_id: string; percentage: number }[];
  };
  return [...status.versions].sort((a, b) => b.percentage - a.percentage);
}

/**
 * Writes the build of each live site version into dist/client beside the new one, so that both
 * versions of a split, and the new one after it, serve every page either build rendered
 * (scripts/deploy/carry-assets.ts). A version deployed before build manifests has none to give:
 * then the deploy must be whole.
 */
async function carryLiveBuild() {
  const dist = `${ROOT}dist/client`;
  const from = values['previous-assets'];
  const tell = (source: string, outcome: CarryOutcome) => {
    if (outcome.kind === 'carried')
      did(
        `carried build ${outcome.build} from ${source}: ${outcome.files} files (${outcome.written} not in this build)`,
      );
    else if (outcome.kind === 'no-manifest')
      did(`${source} has no ${BUILD_MANIFEST_PATH} (deployed before decision 096)`);
    else
      did(`${source}: build ${outcome.build} is ${outcome.kind === 'same-build' ? 'this build' : 'carried already'}`);
  };
  if (from === 'none' || values['create-database']) {
    did(`nothing carried (${from === 'none' ? '--previous-assets none' : 'a first deploy'})`);
    return;
  }
  if (from) {
    tell(from, await carryBuild(dist, keptBuild(from)));
    return;
  }
  if (dryRun) {
    did(
      `would carry: each live version's ${siteOrigin}${BUILD_MANIFEST_PATH} and the files it names, asked of ` +
        `that version with Cloudflare-Workers-Version-Overrides (versions from wrangler deployments status)`,
    );
    return;
  }
  for (const live of await liveVersions()) {
    const source = liveVersion({ origin: siteOrigin, worker: siteConfig.name!, version: live.version_id });
    const outcome = await carryBuild(dist, source);
    tell(source.name, outcome);
    if (outcome.kind === 'no-manifest' && share < 100)
      throw new Error(
        `version ${live.version_id} predates build manifests: deploy whole once (no --share), then split ` +
          `(docs/operations.md)`,
      );
  }
}

/**
 * Whether this machine's requests all reach one version now: with version affinity (a Transform
 * Rule setting Cloudflare-Workers-Version-Key from the client's address, docs/operations.md) they
 * do; without it, two builds answer. A hint, not a proof: the split takes seconds to reach every
 * location, and 30 requests at 10 % miss the second build 4 times in 100.
 */
async function affinityHint() {
  const builds = new Set<string>();
  for (let i = 0; i < 30; i++) {
    const res = await fetch(`${siteOrigin}${BUILD_MANIFEST_PATH}`, { headers: { 'cache-control': 'no-cache' } });
    if (res.ok) builds.add(((await res.json()) as { build: string }).build);
  }
  did(
    builds.size > 1
      ? `WARNING: 30 requests from here reached ${builds.size} builds: version affinity is off, so visitors' ` +
          `pages can miss their assets (docs/operations.md, "Version affinity")`
      : `30 requests from here all reached build ${[...builds].join('') || '(none answered)'}: version affinity ` +
          `looks on`,
  );
}

/** Uploads the site as a new version and sends it `share` % of the traffic beside the current one. */
async function gradualDeploy(base: string[], secrets: string[]) {
  const current = (await liveVersions())[0]?.version_id;
  if (!current) throw new Error('no current deployment to split the traffic with: deploy with --share 100 first');
  const uploaded = versionIdIn(
    await wranglerOk(['versions', 'upload', ...base, ...secrets, '--tag', commit, '--message', message]),
  );
  await wranglerOk([
    'versions',
    'deploy',
    `${uploaded}@${share}%`,
    `${current}@${100 - share}%`,
    ...base,
    '-y',
    '--message',
    message,
  ]);
  did(`site: version ${uploaded} takes ${share} % of the traffic, ${current} the other ${100 - share} %`);
  await affinityHint();
  did(`promote: npx wrangler versions deploy ${uploaded}@100% -c wrangler.toml --env ${env} -y`);
  did(`or back: npx wrangler versions deploy ${current}@100% -c wrangler.toml --env ${env} -y`);
}

function versionIdIn(output: string): string {
  const id = /Version ID:\s*([0-9a-f-]{36})/i.exec(output)?.[1];
  if (!id) throw new Error('wrangler did not print the new version id');
  return id;
}

/** Each worker's own secrets from the file, as a JSON file wrangler uploads; never the other's. */
function splitSecrets(file: string | undefined): (worker: string) => string | undefined {
  if (!file) return () => undefined;
  const all = parseEnv(readFileSync(file, 'utf8')) as Record<string, string>;
  const known = new Set(WORKERS.flatMap((w) => w.secrets));
  const unknown = Object.keys(all).filter((name) => !known.has(name));
  if (unknown.length) fail(`${file} has names neither worker takes: ${unknown.join(', ')}`);
  const paths = new Map<string, string>();
  for (const worker of WORKERS) {
    const own = Object.fromEntries(Object.entries(all).filter(([name]) => worker.secrets.includes(name)));
    if (Object.keys(own).length === 0) continue;
    const path = join(secretsDir, `${worker.name}.json`);
    writeFileSync(path, JSON.stringify(own), { mode: 0o600 });
    chmodSync(path, 0o600);
    paths.set(worker.name, path);
    console.log(`Secrets for the ${worker.name} worker from ${file}: ${Object.keys(own).join(', ')}`);
  }
  return (worker) => paths.get(worker);
}

function fail(text: string): never {
  console.error(`npm run deploy: ${text}`);
  process.exit(1);
  throw new Error(text); // not reached; tells the type checker so
}
