// The image bytes a page loads on a phone against what its image slots need. The page is opened
// at 390 × 844 CSS px (2 device px each) and scrolled to its end, so lazy images load; each image
// response is decoded (sharp) for its real pixel size, which a srcset's density correction hides
// from the page. A slot needs the pixels its box shows: the box in device px, scaled as its
// object-fit scales the image, never more than the file has; its bytes are taken as proportional
// to those pixels. An image loaded for no visible slot needs nothing.
import type { Browser } from '@playwright/test';
import sharp from 'sharp';

export const PHONE = { width: 390, height: 844, dpr: 2 } as const;

export interface ImageRow {
  url: string;
  bytes: number;
  /** The file's own size in pixels. */
  pixels: [number, number];
  /** The share of the file's pixels the page's slots show (0 when none shows it). */
  used: number;
}

export interface ImageBytes {
  loaded: number;
  needed: number;
  images: ImageRow[];
}

interface Slot {
  src: string;
  box: [number, number];
  fit: string;
}

/** The share of an image's pixels a box needs at the given density (1 at most). */
export function usedShare(pixels: [number, number], box: [number, number], fit: string, dpr: number): number {
  const [w, h] = pixels;
  const scaleW = (box[0] * dpr) / w;
  const scaleH = (box[1] * dpr) / h;
  // cover crops to fill the box, contain and scale-down fit inside it, fill stretches each axis.
  const scale = fit === 'contain' || fit === 'scale-down' ? Math.min(scaleW, scaleH) : Math.max(scaleW, scaleH);
  if (fit === 'fill') return Math.min(1, Math.min(1, scaleW) * Math.min(1, scaleH));
  return Math.min(1, scale) ** 2;
}

export async function imageBytes(browser: Browser, url: string): Promise<ImageBytes> {
  const context = await browser.newContext({
    viewport: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: PHONE.dpr,
  });
  try {
    const page = await context.newPage();
    const bodies = new Map<string, Promise<Buffer | null>>();
    page.on('response', (r) => {
      if (r.request().resourceType() === 'image' && r.ok())
        bodies.set(
          r.url(),
          r.body().catch(() => null),
        );
    });
    await page.goto(url, { waitUntil: 'load' });
    // Down the page a screen at a time, so every lazy image comes into view and loads.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += PHONE.height / 2) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(100);
    }
    await page.waitForLoadState('networkidle');
    const slots: Slot[] = await page.evaluate(() =>
      [...document.images]
        .filter(
          (img) => img.currentSrc && img.complete && img.checkVisibility() && img.getBoundingClientRect().width > 0,
        )
        .map((img) => {
          const r = img.getBoundingClientRect();
          return {
            src: img.currentSrc,
            box: [r.width, r.height] as [number, number],
            fit: getComputedStyle(img).objectFit,
          };
        }),
    );
    const images: ImageRow[] = [];
    for (const [src, body] of bodies) {
      const bytes = await body;
      if (!bytes) continue;
      const meta = await sharp(bytes).metadata();
      const pixels: [number, number] = [meta.width ?? 1, meta.height ?? 1];
      // A vector image is as sharp at any size: it needs all of its bytes wherever it shows.
      const vector = meta.format === 'svg';
      const used = Math.max(
        0,
        ...slots.filter((s) => s.src === src).map((s) => (vector ? 1 : usedShare(pixels, s.box, s.fit, PHONE.dpr))),
      );
      images.push({ url: src, bytes: bytes.byteLength, pixels, used });
    }
    const loaded = images.reduce((n, i) => n + i.bytes, 0);
    const needed = images.reduce((n, i) => n + i.bytes * i.used, 0);
    return { loaded, needed, images };
  } finally {
    await context.close();
  }
}
