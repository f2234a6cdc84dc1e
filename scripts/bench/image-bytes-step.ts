// Step 7 of `npm run bench`: the image bytes a phone loads on five page types, against what their
// visible image slots need (image-bytes.ts), within about 1.5× (issue 28).
import { chromium } from '@playwright/test';
import { CHROMIUM } from '../chromium.ts';
import type { Budgets } from './budgets.ts';
import { imageBytes, PHONE } from './image-bytes.ts';

export const IMAGE_PAGES: [string, string][] = [
  ['home', '/'],
  ['a post', '/yours/how-to-digitize-vhs-tapes-before-they-fade'],
  ['a product list', '/create-and-print/drinkware/photo-mugs'],
  ['a product page', '/create-and-print/drinkware/photo-mugs/11oz-photo-mug'],
  ['an event', '/events/preserve-and-share-summit-2027'],
];
const BOUND = 1.5;
const KIB = 1024;

export async function imageBytesStep(base: string, pages: [string, string][], budgets: Budgets) {
  console.log(
    `\n7. Image bytes at ${PHONE.width} px (${PHONE.dpr}× density), scrolled to the end, against the visible ` +
      `slots' need`,
  );
  const browser = await chromium.launch(CHROMIUM);
  try {
    for (const [name, path] of pages) {
      const r = await imageBytes(browser, `${base}${path}`);
      const ratio = r.needed > 0 ? r.loaded / r.needed : r.loaded > 0 ? Number.POSITIVE_INFINITY : 1;
      console.log(
        `  ${name.padEnd(16)} ${String(r.images.length).padStart(3)} images, ${(r.loaded / KIB).toFixed(1)} ` +
          `KiB loaded, ${(r.needed / KIB).toFixed(1)} KiB needed: ${ratio.toFixed(2)}×`,
      );
      for (const i of r.images.filter((i) => i.used < 1 / BOUND)) {
        console.log(
          `    ${(i.bytes / KIB).toFixed(1)} KiB at ${i.pixels.join(' × ')}, ${(i.used * 100).toFixed(0)} % ` +
            `shown: ${i.url}`,
        );
      }
      budgets.check(
        `image bytes ${name} at ${PHONE.width} px`,
        `${ratio.toFixed(2)}× (${(r.loaded / KIB).toFixed(0)} KiB)`,
        `≤ ${BOUND}×`,
        ratio <= BOUND,
      );
    }
  } finally {
    await browser.close();
  }
}
