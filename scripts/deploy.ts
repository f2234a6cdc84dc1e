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
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs, parseEnv } from 'node:util';
import { unstable_readConfig } from 'wrangler';
import { bundleSize, kib } from './deploy/bundle.ts';
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
const message = `${commit}: ${execFileSync('git', ['log', '-1', '--format=%s'], { cwd: ROOT, encoding: 'utf8' }).trim().slice(0, 90)}`;
const database = unstable_readConfig({ config: `${ROOT}wrangler.toml`, env }, { hideWarnings: true }).d1_databases[0]!
  .database_name!;
console.log(`Deploying ${commit} to ${env}${dryRun ? ' (dry run: nothing is uploaded)' : ''}`);

const secretsDir = mkdtempSync(join(tmpdir(), 'deploy-secrets-'));
try {
  const secretsFor = splitSecrets(values['secrets-file']);

  step('Build the browser assets');
  await run('vite', ['build', '--logLevel', 'warn'], { env: offlineEnv() });
  did(`built dist/client (${readdirSync(`${ROOT}dist/client/assets`).length} files in assets/)`);

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
      `would run: wrangler d1 migrations apply DB --remote --env ${env} (${migrations.length} migrations in migrations/; those not yet applied)`,
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
        `${worker.name}: ${size.files.join(', ')}: ${kib(size.bytes)}, gzip ${kib(size.gzipBytes)} (budget ${worker.gzipBudgetKiB} KiB gzip; wrangler: ${size.wranglerSays})`,
      );
      const gradual = worker.name === 'site' && share < 100;
      did(
        `would run: wrangler ${gradual ? 'versions upload' : 'deploy'} ${[...base, ...secrets].join(' ')}${gradual ? ` then wrangler versions deploy <new>@${share}% <current>@${100 - share}%` : ''}`,
      );
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

/** Uploads the site as a new version and sends it `share` % of the traffic beside the current one. */
async function gradualDeploy(base: string[], secrets: string[]) {
  const status = JSON.parse(await wranglerOk(['deployments', 'status', ...base, '--json'], { quiet: true })) as {
    versions: { version_id: string; percentage: number }[];
  };
  const current = [...status.versions].sort((a, b) => b.percentage - a.percentage)[0]?.version_id;
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
