// `node scripts/images/scenes.ts [name …]`: the pictures of the site's own pages
// (tests/fixtures/images/scenes.ts), made once from the demo photographs and committed to
// tests/fixtures/images/scenes: flat-lay scenes on a warm table, drawn as one SVG each (the
// objects of scene-objects.ts, the photographs embedded) and rendered and encoded with sharp.
// 2100 × 1400 JPEG. The subject of each keeps to the middle, so a hero cropped to a square
// still shows it.
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { GALLERY, SCENE_SIZE, SCENES, type Scene, type SceneName } from '#tests/fixtures/images/scenes.ts';
import {
  closedBook,
  coffee,
  drawn,
  filmReel,
  filmStrip,
  memberCard,
  openBook,
  phoneGallery,
  place,
  print,
  sharedDefs,
  slide,
  tabletAlbums,
  tabletGallery,
  vhs,
} from './scene-objects.ts';

const OUT = new URL('../../tests/fixtures/images/scenes/', import.meta.url).pathname;
const [W, H] = SCENE_SIZE;

/** The table: warm linen, lit from the top left, darker towards the corners. */
const TABLE =
  '<defs><radialGradient id="table-light" cx="0.3" cy="0.2" r="1.05"><stop offset="0" stop-color="#f4ede3"/>' +
  '<stop offset="0.55" stop-color="#e9dfd1"/><stop offset="1" stop-color="#d3c4b0"/></radialGradient>' +
  '<filter id="table-grain" x="0" y="0" width="100%" height="100%">' +
  '<feTurbulence type="fractalNoise" baseFrequency="0.9 0.6" numOctaves="2" seed="7"/>' +
  '<feColorMatrix type="matrix" values="0 0 0 0 0.35  0 0 0 0 0.27  0 0 0 0 0.18  0 0 0 0.09 0"/></filter>' +
  '</defs>' +
  `<rect width="${W}" height="${H}" fill="url(#table-light)"/>` +
  `<rect width="${W}" height="${H}" filter="url(#table-grain)"/>`;

/** Late light over the whole scene: a warm glow from the top left, a little shade at the foot. */
const LIGHT =
  '<defs><radialGradient id="glow" cx="0.15" cy="0.05" r="0.9">' +
  '<stop offset="0" stop-color="#ffd9a0" stop-opacity="0.16"/>' +
  '<stop offset="1" stop-color="#ffd9a0" stop-opacity="0"/></radialGradient>' +
  '<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">' +
  '<stop offset="0.6" stop-color="#3a2614" stop-opacity="0"/>' +
  '<stop offset="1" stop-color="#3a2614" stop-opacity="0.1"/></linearGradient></defs>' +
  `<rect width="${W}" height="${H}" fill="url(#glow)"/><rect width="${W}" height="${H}" fill="url(#shade)"/>`;

const DRAW: Record<SceneName, () => Promise<string>> = {
  // Digitizing: the reel, the tape and slides on the left, the gallery they became on the right,
  // a length of film running from the reel under the tablet.
  'tapes-to-gallery': async () => {
    const tablet = await tabletGallery(GALLERY, 940, 4);
    const tape = vhs(560);
    const strip = await filmStrip(
      ['listening-room', 'misty-pier', 'dogs-at-the-door', 'boats-at-dusk', 'sunset-ridge'],
      120,
    );
    return (
      place(strip.body, 560, 420, strip.w, strip.h, 14, 'flat') +
      place(filmReel(400), 250, 170, 400, 400, 0, 'low') +
      place(tape.body, 200, 640, 560, tape.h, 8, 'low') +
      place(await slide('ladybird', 180), 270, 1010, 180, 180, -14, 'flat') +
      place(await slide('kite', 180), 480, 1060, 180, 180, 7, 'flat') +
      place(await print('fig-on-a-plate', 300, 300, 'aged'), 740, 990, 300, 300, -6, 'flat') +
      place(tablet.body, 980, 400, 940, tablet.h, -3, 'high')
    );
  },
  // Storage: albums on a tablet, backed up; the same photos on a phone, locked to the family; the
  // prints they came from.
  'albums-in-the-cloud': async () => {
    const tablet = await tabletAlbums(
      ['sunset-ridge', 'dogs-at-the-door', 'autumn-mountain', 'boats-at-dusk', 'marigold', 'summer-lake'],
      1000,
    );
    const phone = await phoneGallery(
      [
        'mountain-path',
        'fallen-leaf',
        'dune-grass',
        'ladybird',
        'kite',
        'yellow-flower',
        'dogs-at-the-door',
        'boats-at-dusk',
        'marigold',
      ],
      320,
    );
    return (
      place(await print('listening-room', 300, 300, 'aged'), 120, 60, 300, 300, -8, 'flat') +
      place(await print('boats-at-dusk', 340, 240, 'aged'), 170, 1010, 340, 240, 9, 'flat') +
      place(await print('dogs-at-the-door', 340, 240, 'aged'), 400, 1060, 340, 240, -6, 'flat') +
      place(tablet.body, 280, 330, 1000, tablet.h, -2, 'high') +
      place(phone.body, 1420, 430, 320, phone.h, 6, 'high') +
      place(coffee(280), 1720, 110, 280, 280, 0, 'low') +
      place(await print('sunset-ridge', 260, 260, 'aged'), 1690, 1030, 260, 260, -10, 'flat')
    );
  },
  // The club: photo books and prints on the table, the member's card on top.
  'club-books-and-card': async () => {
    const book = await openBook(['autumn-mountain', 'dogs-at-the-door'], 'boats-at-dusk', 1160);
    const card = await memberCard('sunset-ridge', 440);
    return (
      place(await closedBook('marigold', 440, 540), 170, 180, 440, 540, -7, 'low') +
      place(await closedBook('summer-lake', 400, 400), 260, 640, 400, 400, 5, 'low') +
      place(book.body, 700, 300, 1160, book.h, -3, 'low') +
      place(await print('dune-grass', 270, 270, 'aged'), 1460, 900, 270, 270, 8, 'flat') +
      place(await print('kite', 380, 265), 820, 920, 380, 265, 6, 'flat') +
      place(card.body, 1100, 1000, 440, card.h, -12, 'low')
    );
  },
  // The story: old prints in a heap, the book they became, a cup of coffee.
  'prints-and-photo-book': async () => {
    const book = await openBook(['sunset-ridge', 'marigold'], 'dogs-at-the-door', 1100, '#7a4a3a');
    return (
      place(await slide('summer-lake', 180), 250, 190, 180, 180, -10, 'flat') +
      place(await slide('kite', 180), 460, 230, 180, 180, 6, 'flat') +
      place(book.body, 760, 230, 1100, book.h, 4, 'low') +
      place(await print('boats-at-dusk', 400, 285, 'aged'), 230, 600, 400, 285, -12, 'flat') +
      place(await print('listening-room', 285, 285, 'aged'), 520, 660, 285, 285, 9, 'flat') +
      place(await print('autumn-mountain', 400, 285), 300, 850, 400, 285, 4, 'flat') +
      place(await print('mountain-path', 400, 285), 650, 920, 400, 285, -6, 'flat') +
      place(await print('fallen-leaf', 285, 400), 1170, 800, 285, 400, 8, 'flat') +
      place(coffee(300), 1540, 860, 300, 300, 0, 'low')
    );
  },
  // The front door: the gallery in the middle, what it came from and what it makes around it.
  'gallery-among-prints': async () => {
    const tablet = await tabletGallery(GALLERY.slice(0, 9), 900, 3);
    const tape = vhs(460);
    return (
      place(filmReel(340), 130, 900, 340, 340, 0, 'low') +
      place(tape.body, 170, 300, 460, tape.h, -11, 'low') +
      place(await closedBook('summer-lake', 380, 380), 1540, 200, 380, 380, 8, 'low') +
      place(await print('boats-at-dusk', 340, 240, 'aged'), 380, 820, 340, 240, 10, 'flat') +
      place(await print('marigold', 340, 240), 1500, 880, 340, 240, -7, 'flat') +
      place(tablet.body, 600, 380, 900, tablet.h, 2, 'high') +
      place(await print('sunset-ridge', 250, 350), 1400, 600, 250, 350, 12, 'flat')
    );
  },
};

async function render(scene: Scene): Promise<void> {
  drawn.clear();
  const objects = await DRAW[scene.name as SceneName]();
  const listed = [...scene.photos].sort().join(', ');
  if ([...drawn].sort().join(', ') !== listed)
    throw new Error(`${scene.name} draws ${[...drawn].sort().join(', ')}; scenes.ts lists ${listed}`);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs>${sharedDefs()}` +
    `</defs>${TABLE}${objects}${LIGHT}</svg>`;
  const info = await sharp(Buffer.from(svg))
    .flatten({ background: '#e9dfd1' })
    .jpeg({ quality: 80, mozjpeg: true })
    .toFile(`${OUT}${scene.name}.jpg`);
  console.log(`${scene.name}.jpg ${info.width}×${info.height} ${(info.size / 1024).toFixed(0)} KiB`);
}

mkdirSync(OUT, { recursive: true });
const only = process.argv.slice(2);
for (const scene of SCENES) if (!only.length || only.includes(scene.name)) await render(scene);
