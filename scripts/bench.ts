// `npm run bench`: starts the app as `npm start` runs it (own ports) and prints:
//  1. requests/s and p50/p99 latency of a blog post page next to a static asset of the same worker;
//  2. time to first byte vs last byte of a page whose store call takes 2 s;
//  3. the JavaScript bytes (gzip) a blog post page loads in Chromium.
// Load goes to 127.0.0.1 only, bounded in count and time.
import { request } from 'node:http';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM } from './chromium.ts';
import { startStack } from './stack.ts';

const PORTS = { site: 48787, cms: 48788, store: 48789 };
const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 8) * 1000;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const POST = '/yours/how-to-digitize-vhs-tapes-before-they-fade';

interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(url: string): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const end = Date.now() + DURATION_MS;
  const worker = async () => {
    while (Date.now() < end) {
      const t0 = performance.now();
      try {
        const res = await fetch(url);
        await res.arrayBuffer();
        if (!res.ok) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - t0);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  return { requests: latencies.length, rps: latencies.length / seconds, p50: at(0.5), p99: at(0.99), errors };
}

/** Raw HTTP (no decompression, no buffering) so the first body byte is timed as it arrives. */
function firstAndLastByte(url: string, cookie: string): Promise<{ status: number; ttfb: number; last: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    let ttfb = 0;
    let bytes = 0;
    const req = request(url, { headers: { cookie, 'accept-encoding': 'identity' } }, (res) => {
      res.on('data', (chunk: Buffer) => {
        if (!ttfb) ttfb = performance.now() - t0;
        bytes += chunk.byteLength;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ttfb, last: performance.now() - t0, bytes }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function jsBytes(url: string) {
  const browser = await chromium.launch(CHROMIUM);
  try {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.add(r.url());
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    let raw = 0;
    let gzip = 0;
    for (const src of scripts) {
      const body = Buffer.from(await (await fetch(src)).arrayBuffer());
      raw += body.byteLength;
      gzip += gzipSync(body, { level: 9 }).byteLength;
    }
    return { files: scripts.size, raw, gzip };
  } finally {
    await browser.close();
  }
}

const ms = (n: number) => `${n.toFixed(1)} ms`;
const stack = await startStack({
  sitePort: PORTS.site,
  cmsPort: PORTS.cms,
  storePort: PORTS.store,
  quiet: true,
  stateDir: new URL('../.wrangler/bench-state', import.meta.url).pathname,
  fresh: true,
});
try {
  const base = stack.siteUrl.replace('localhost', '127.0.0.1');
  await fetch(`${base}${POST}`).then((r) => r.arrayBuffer());

  console.log(`\nLoad: ${CONCURRENCY} concurrent connections, ${DURATION_MS / 1000} s each, wrangler dev on loopback`);
  const page = await load(`${base}${POST}`);
  const asset = await load(`${base}/assets/site.css`);
  console.log('                        requests/s     p50        p99     errors');
  console.log(
    `  blog post page        ${page.rps.toFixed(0).padStart(10)} ${ms(page.p50).padStart(10)} ${ms(page.p99).padStart(10)} ${String(page.errors).padStart(6)}`,
  );
  console.log(
    `  static asset          ${asset.rps.toFixed(0).padStart(10)} ${ms(asset.p50).padStart(10)} ${ms(asset.p99).padStart(10)} ${String(asset.errors).padStart(6)}`,
  );
  console.log(
    `  page / asset          ${(page.rps / asset.rps).toFixed(2).padStart(10)}x ${(page.p50 / asset.p50).toFixed(2).padStart(9)}x ${(page.p99 / asset.p99).toFixed(2).padStart(9)}x`,
  );

  const login = await fetch(`${base}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify({ email: 'casey@example.com', password: 'memories-2026' }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  await fetch(`${stack.storeUrl}/__control/fault`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mode: 'slow', delayMs: 2000, path: '/api/v1/store_info' }),
  });
  const slow = await firstAndLastByte(`${base}${POST}`, cookie);
  await fetch(`${stack.storeUrl}/__control/reset`, { method: 'POST' });
  console.log(`\nSigned-in blog post page, store_info answering after 2 000 ms (status ${slow.status}, ${slow.bytes} bytes):`);
  console.log(`  first byte ${ms(slow.ttfb)}   last byte ${ms(slow.last)}`);

  const js = await jsBytes(`${stack.siteUrl}${POST}`);
  console.log(
    `\nJavaScript a blog post page loads (signed out, Chromium): ${js.files} files, ${(js.raw / 1024).toFixed(1)} KiB raw, ${(js.gzip / 1024).toFixed(1)} KiB gzip\n`,
  );
} finally {
  await stack.close();
}
