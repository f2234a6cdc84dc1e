// `node scripts/images/photos.ts`: cuts the demo photographs (scripts/images/photo-sources.ts)
// from the Debian wallpaper packages into tests/fixtures/images/photos, as the 1–4 megapixel
// JPEGs a phone or a camera gives: 2100 × 1400 landscape, 1400 × 2100 portrait, 1600 × 1600
// square, cropped around what draws the eye. Run once; the results are committed. Needs
//   apt-get install -y --no-install-recommends lomiri-wallpapers-16.04 lomiri-wallpapers-20.04 plasma-workspace-wallpapers mate-backgrounds
import { existsSync, mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { PHOTO_SOURCES, type Shape } from './photo-sources.ts';

const OUT = new URL('../../tests/fixtures/images/photos/', import.meta.url).pathname;
const SIZE: Record<Shape, [number, number]> = { landscape: [2100, 1400], portrait: [1400, 2100], square: [1600, 1600] };

const missing = PHOTO_SOURCES.filter((p) => !existsSync(p.file));
if (missing.length) {
  console.error(`Missing sources; install: apt-get install -y ${[...new Set(missing.map((p) => p.pkg))].join(' ')}`);
  process.exit(1);
}
mkdirSync(OUT, { recursive: true });
for (const photo of PHOTO_SOURCES) {
  const [w, h] = SIZE[photo.shape];
  // A source smaller than the target gives the largest cut of the target's shape it holds.
  const source = await sharp(photo.file).metadata();
  const scale = Math.min(1, (source.width ?? w) / w, (source.height ?? h) / h);
  const info = await sharp(photo.file)
    .resize(Math.round(w * scale), Math.round(h * scale), { fit: 'cover', position: sharp.strategy.attention })
    .jpeg({ quality: 80, mozjpeg: true })
    .toFile(`${OUT}${photo.name}.jpg`);
  console.log(`${photo.name}.jpg ${info.width}×${info.height} ${(info.size / 1024).toFixed(0)} KiB`);
}
