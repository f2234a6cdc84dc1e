// `node scripts/images/photos.ts`: cuts the demo photographs (tests/fixtures/images/sources.ts)
// from the Debian wallpaper packages into tests/fixtures/images/photos, as the 1–4 megapixel
// JPEGs a phone or a camera gives: 2100 × 1400 landscape, 1400 × 2100 portrait, 1600 × 1600
// square (or the largest such cut a smaller source holds: each photo's `size`), cropped around
// what draws the eye. Run once; the results are committed. Needs
//   apt-get install -y --no-install-recommends lomiri-wallpapers-16.04 lomiri-wallpapers-20.04
//   plasma-workspace-wallpapers mate-backgrounds
import { existsSync, mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { PHOTO_SOURCES } from '#tests/fixtures/images/sources.ts';

const OUT = new URL('../../tests/fixtures/images/photos/', import.meta.url).pathname;

const missing = PHOTO_SOURCES.filter((p) => !existsSync(p.file));
if (missing.length) {
  console.error(`Missing sources; install: apt-get install -y ${[...new Set(missing.map((p) => p.pkg))].join(' ')}`);
  process.exit(1);
}
mkdirSync(OUT, { recursive: true });
for (const photo of PHOTO_SOURCES) {
  const [width, height] = photo.size;
  const info = await sharp(photo.file)
    .resize(width, height, { fit: 'cover', position: sharp.strategy.attention })
    .jpeg({ quality: 80, mozjpeg: true })
    .toFile(`${OUT}${photo.name}.jpg`);
  console.log(`${photo.name}.jpg ${info.width}×${info.height} ${(info.size / 1024).toFixed(0)} KiB`);
}
