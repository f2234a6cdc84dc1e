import { spawn } from 'node:child_process';
import { waitForHttp } from './processes.ts';

/**
 * The fixture CMS and store in a Node process of their own (tests/fixtures/serve.ts run as a
 * script), for the bench: in-process, every store call a signed-in page makes would run on the
 * load generator's event loop and slow the load it measures, which no real store does.
 */
export async function startFixturesProcess(opts: { cmsPort: number; storePort: number; profile?: 'demo' | 'other' }) {
  const child = spawn(process.execPath, [new URL('../tests/fixtures/serve.ts', import.meta.url).pathname], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      CMS_PORT: String(opts.cmsPort),
      STORE_PORT: String(opts.storePort),
      FIXTURE_PROFILE: opts.profile ?? 'demo',
    },
  });
  const cmsUrl = `http://127.0.0.1:${opts.cmsPort}`;
  const storeUrl = `http://127.0.0.1:${opts.storePort}`;
  const close = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  try {
    await Promise.all([waitForHttp(`${cmsUrl}/blog-posts/count`), waitForHttp(`${storeUrl}/__control/reset`)]);
  } catch (error) {
    await close();
    throw error;
  }
  return { cmsUrl, storeUrl, close };
}
