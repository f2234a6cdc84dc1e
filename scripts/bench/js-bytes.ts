import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';

export interface JsBytes {
  files: number;
  raw: number;
  gzip: number;
}

/** The scripts a page loads in Chromium (until 2.5 s after `load`: islands wait for idle time up to 2 s), gzipped. */
export async function jsBytes(
  browser: Browser,
  url: string,
  cookies: { name: string; value: string }[] = [],
): Promise<JsBytes> {
  const context = await browser.newContext();
  try {
    if (cookies.length) await context.addCookies(cookies.map((c) => ({ ...c, url })));
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.add(r.url());
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(2500);
    let raw = 0;
    let gzip = 0;
    for (const src of scripts) {
      const body = Buffer.from(await (await fetch(src)).arrayBuffer());
      raw += body.byteLength;
      gzip += gzipSync(body, { level: 9 }).byteLength;
    }
    return { files: scripts.size, raw, gzip };
  } finally {
    await context.close();
  }
}
