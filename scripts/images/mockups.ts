// `node scripts/images/mockups.ts`: the demo store's product pictures, made once from the demo
// photographs (tests/fixtures/images/photos) and committed to tests/fixtures/images/products:
// each printed product (a subtype of tests/fixtures/images/mockups.ts) shows a photograph on its
// shape (a mug, a book cover, a canvas, a calendar …) on a studio backdrop, drawn as SVG and
// composed with sharp. 1200 × 1200 JPEG.
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { MOCKUP_SIZE, MOCKUP_SUBTYPES } from '#tests/fixtures/images/mockups.ts';
import { PRODUCT_SPECS, type Spec } from '#tests/fixtures/store/product-specs.ts';

const PHOTOS = new URL('../../tests/fixtures/images/photos/', import.meta.url).pathname;
const OUT = new URL('../../tests/fixtures/images/products/', import.meta.url).pathname;
const S = MOCKUP_SIZE;

/** Photographs that read well small, taken in turn so neighbouring products differ. */
const PICKS = [
  'boats-at-dusk',
  'dogs-at-the-door',
  'autumn-mountain',
  'marigold',
  'sunset-ridge',
  'ladybird',
  'forest-stream',
  'kite',
  'dandelion-meadow',
  'fallen-leaf',
  'mountain-path',
  'yellow-flower',
  'summer-lake',
  'nuthatch',
  'dune-grass',
  'colourful-cups',
];

interface Layer {
  input: Buffer;
  left: number;
  top: number;
}

const svg = (body: string, w = S, h = S) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${body}</svg>`);

/** A photograph cut to a w × h area (around what draws the eye), optionally clipped to an SVG shape. */
async function photo(name: string, w: number, h: number, clip?: string): Promise<Buffer> {
  const cut = sharp(`${PHOTOS}${name}.jpg`).resize(Math.round(w), Math.round(h), {
    fit: 'cover',
    position: sharp.strategy.attention,
  });
  if (!clip) return cut.png().toBuffer();
  return sharp(await cut.png().toBuffer())
    .composite([{ input: svg(clip, Math.round(w), Math.round(h)), blend: 'dest-in' }])
    .png()
    .toBuffer();
}

const BACKDROP = svg(
  '<defs><linearGradient id="b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6f1ea"/>' +
    '<stop offset="0.72" stop-color="#ece4d8"/><stop offset="1" stop-color="#e2d8ca"/></linearGradient></defs>' +
    `<rect width="${S}" height="${S}" fill="url(#b)"/>`,
);

/** A soft shadow under a rectangle or ellipse, drawn before the product. */
const shadow = (x: number, y: number, w: number, h: number, rx = 12, blur = 18, opacity = 0.28) =>
  `<defs><filter id="s" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${blur}"/>` +
  `</filter></defs>` +
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="#3a2c1c" opacity="${opacity}" ` +
  `filter="url(#s)"/>`;

/** The area a w:h product takes in a box of `max` px, centred. */
function centred(w: number, h: number, max: number): { x: number; y: number; w: number; h: number } {
  const scale = max / Math.max(w, h);
  const fw = Math.round(w * scale);
  const fh = Math.round(h * scale);
  return { x: Math.round((S - fw) / 2), y: Math.round((S - fh) / 2), w: fw, h: fh };
}

/** A flat printed piece (a book cover, a canvas, a panel): the photo in a rectangle, with its own finish on top. */
async function flat(
  name: string,
  ratio: [number, number],
  finish: (r: ReturnType<typeof centred>) => string,
  max = 820,
  rx = 6,
): Promise<Layer[]> {
  const r = centred(ratio[0], ratio[1], max);
  return [
    { input: svg(shadow(r.x + 14, r.y + 26, r.w, r.h, rx)), left: 0, top: 0 },
    { input: await photo(name, r.w, r.h, `<rect width="${r.w}" height="${r.h}" rx="${rx}"/>`), left: r.x, top: r.y },
    { input: svg(finish(r)), left: 0, top: 0 },
  ];
}

const gradient = (id: string, stops: [number, string, number][], horizontal = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${horizontal ? 1 : 0}" y2="${horizontal ? 0 : 1}">${stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
    .join('')}</linearGradient>`;

/** The shading of a cylinder seen from the front: dark edges, a highlight left of centre. */
const CYLINDER = gradient('c', [
  [0, '#000', 0.38],
  [0.18, '#000', 0.08],
  [0.32, '#fff', 0.32],
  [0.45, '#fff', 0.05],
  [0.8, '#000', 0.12],
  [1, '#000', 0.42],
]);

async function drinkware(name: string, kind: string): Promise<Layer[]> {
  const tall = kind !== 'mug';
  const w = tall ? 420 : 560;
  const h = tall ? 820 : 560;
  const x = Math.round((S - w) / 2) - (kind === 'mug' ? 60 : 0);
  const y = Math.round((S - h) / 2) + 40;
  const taper = kind === 'tumbler' || kind === 'frosted_glass' ? 46 : 0;
  const body = `M${taper},0 H${w - taper} L${w},${h} H0 Z`;
  const printed = await photo(name, w, h, `<path d="${body}"/>`);
  const layers: Layer[] = [
    { input: svg(`${shadow(x + 10, y + h - 30, w + (kind === 'mug' ? 150 : 0), 60, 30, 14, 0.35)}`), left: 0, top: 0 },
    { input: printed, left: x, top: y },
  ];
  let parts = `<defs>${CYLINDER}</defs><path transform="translate(${x},${y})" d="${body}" fill="url(#c)"/>`;
  if (kind === 'mug') {
    parts +=
      `<path d="M${x + w - 6},${y + 110} C${x + w + 190},${y + 90} ${x + w + 190},${y + 420} ` +
      `${x + w - 6},${y + 400}" fill="none" stroke="#f4f1ec" stroke-width="54" stroke-linecap="round"/>` +
      `<path d="M${x + w - 6},${y + 110} C${x + w + 190},${y + 90} ${x + w + 190},${y + 420} ` +
      `${x + w - 6},${y + 400}" fill="none" stroke="#000" stroke-opacity="0.12" stroke-width="54" ` +
      `stroke-linecap="round"/>` +
      `<ellipse cx="${x + w / 2}" cy="${y}" rx="${w / 2}" ry="34" fill="#f4f1ec"/>` +
      `<ellipse cx="${x + w / 2}" cy="${y + 4}" rx="${w / 2 - 18}" ry="24" fill="#d9d3ca"/>`;
  } else if (kind === 'water_bottle') {
    parts +=
      `<rect x="${x + w / 2 - 90}" y="${y - 120}" width="180" height="130" rx="24" fill="#cfd6dc"/>` +
      `<rect x="${x + w / 2 - 70}" y="${y - 210}" width="140" height="100" rx="20" fill="#2f3b45"/>`;
  } else if (kind === 'tumbler') {
    parts +=
      `<rect x="${x - 8}" y="${y - 70}" width="${w + 16}" height="78" rx="16" fill="#2f3b45"/>` +
      `<rect x="${x + w / 2 + 60}" y="${y - 230}" width="26" height="170" rx="10" fill="#e6e2dc" ` +
      `transform="rotate(12 ${x + w / 2 + 73} ${y - 145})"/>`;
  } else {
    // A frosted glass: the print shows through an etched, milky surface.
    parts +=
      `<path transform="translate(${x},${y})" d="${body}" fill="#fff" fill-opacity="0.42"/>` +
      `<ellipse cx="${x + w / 2}" cy="${y}" rx="${w / 2}" ry="26" fill="#fff" fill-opacity="0.7" ` +
      `stroke="#cfd8dc" stroke-width="4"/>`;
  }
  layers.push({ input: svg(parts), left: 0, top: 0 });
  return layers;
}

/** A page of a wall calendar: the photo above, the month's grid below, the wire binding on top. */
async function calendar(name: string): Promise<Layer[]> {
  const w = 640;
  const h = 940;
  const x = (S - w) / 2;
  const y = (S - h) / 2 + 10;
  const grid: string[] = [];
  for (let row = 0; row < 5; row++)
    for (let col = 0; col < 7; col++)
      grid.push(
        `<rect x="${x + 40 + col * 80}" y="${y + 560 + row * 70}" width="72" height="62" rx="4" fill="#f1ece4"/>`,
      );
  const rings = Array.from(
    { length: 12 },
    (_, i) => `<rect x="${x + 40 + i * 50}" y="${y - 16}" width="12" height="34" rx="6" fill="#5b5f66"/>`,
  ).join('');
  return [
    {
      input: svg(
        `${shadow(x + 12, y + 22, w, h, 8)}<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" ` +
          `fill="#fffdf9"/>${grid.join('')}`,
      ),
      left: 0,
      top: 0,
    },
    { input: await photo(name, w - 60, 470), left: x + 30, top: y + 40 },
    {
      input: svg(`<rect x="${x + 40}" y="${y + 524}" width="220" height="18" rx="4" fill="#2f3b45"/>${rings}`),
      left: 0,
      top: 0,
    },
  ];
}

/** A few prints laid out: white borders, each turned a little. */
async function prints(names: string[], size: [number, number], angles: number[], border = 28): Promise<Layer[]> {
  const layers: Layer[] = [];
  for (const [i, name] of names.entries()) {
    const [w, h] = size;
    const framed = await sharp({
      create: { width: w + 2 * border, height: h + 2 * border, channels: 4, background: '#fffdf9' },
    })
      .composite([{ input: await photo(name, w, h), left: border, top: border }])
      .png()
      .toBuffer();
    const turned = await sharp(framed)
      .rotate(angles[i] ?? 0, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer({ resolveWithObject: true });
    const left = Math.round((S - turned.info.width) / 2 + (i - (names.length - 1) / 2) * 150);
    const top = Math.round((S - turned.info.height) / 2 + (i % 2) * 40 - 20);
    layers.push({
      input: svg(shadow(left + 20, top + 30, turned.info.width - 40, turned.info.height - 40, 4, 14, 0.22)),
      left: 0,
      top: 0,
    });
    layers.push({ input: turned.data, left, top });
  }
  return layers;
}

/** A round ornament on its ribbon. */
async function ornament(name: string): Promise<Layer[]> {
  const r = 330;
  const cx = S / 2;
  const cy = S / 2 + 80;
  return [
    {
      input: svg(
        `${shadow(cx - r + 10, cy - r + 24, 2 * r, 2 * r, r)}` +
          `<path d="M${cx},${cy - r - 30} C${cx - 90},${cy - r - 260} ${cx + 90},${cy - r - 260} ` +
          `${cx},${cy - r - 30}" fill="none" stroke="#b5343c" stroke-width="16"/>`,
      ),
      left: 0,
      top: 0,
    },
    { input: await photo(name, 2 * r, 2 * r, `<circle cx="${r}" cy="${r}" r="${r}"/>`), left: cx - r, top: cy - r },
    {
      input: svg(
        `<defs><radialGradient id="g" cx="0.35" cy="0.3" r="0.8">` +
          `<stop offset="0" stop-color="#fff" stop-opacity="0.35"/>` +
          `<stop offset="0.5" stop-color="#fff" stop-opacity="0"/>` +
          `<stop offset="1" stop-color="#000" stop-opacity="0.3"/></radialGradient></defs>` +
          `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#g)"/>` +
          `<circle cx="${cx}" cy="${cy}" r="${r - 6}" fill="none" stroke="#d8c48a" stroke-width="12"/>` +
          `<rect x="${cx - 44}" y="${cy - r - 44}" width="88" height="56" rx="10" fill="#d8c48a"/>`,
      ),
      left: 0,
      top: 0,
    },
  ];
}

/** A cushion: the photo on a shape with pinched corners, shaded towards its seams. */
async function pillow(name: string): Promise<Layer[]> {
  const w = 780;
  const x = (S - w) / 2;
  const y = (S - w) / 2;
  const shape =
    `M20,20 Q${w / 2},70 ${w - 20},20 Q${w - 70},${w / 2} ${w - 20},${w - 20} Q${w / 2},${w - 70} 20,${w - 20} ` +
    `Q70,${w / 2} 20,20 Z`;
  return [
    { input: svg(shadow(x + 30, y + 50, w - 40, w - 40, 80, 24)), left: 0, top: 0 },
    { input: await photo(name, w, w, `<path d="${shape}"/>`), left: x, top: y },
    {
      input: svg(
        `<defs><radialGradient id="p" cx="0.45" cy="0.4" r="0.75">` +
          `<stop offset="0.55" stop-color="#000" stop-opacity="0"/>` +
          `<stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient></defs>` +
          `<path transform="translate(${x},${y})" d="${shape}" fill="url(#p)"/>`,
      ),
      left: 0,
      top: 0,
    },
  ];
}

/** A puzzle: the photo cut into pieces by thin light lines. */
function puzzleLines(r: { x: number; y: number; w: number; h: number }): string {
  const cols = 6;
  const rows = 4;
  const lines: string[] = [];
  for (let c = 1; c < cols; c++) {
    const x = r.x + (r.w / cols) * c;
    const half = r.h / rows / 2 - 18;
    const knobs = Array.from({ length: rows }, (_, i) => {
      const bulge = i % 2 ? 30 : -30;
      return `v${half} c${bulge},0 ${bulge},36 0,36 v${half}`;
    });
    lines.push(`<path d="M${x},${r.y} ${knobs.join(' ')}" />`);
  }
  for (let row = 1; row < rows; row++) {
    const y = r.y + (r.h / rows) * row;
    const half = r.w / cols / 2 - 18;
    const knobs = Array.from({ length: cols }, (_, i) => {
      const bulge = i % 2 ? -30 : 30;
      return `h${half} c0,${bulge} 36,${bulge} 36,0 h${half}`;
    });
    lines.push(`<path d="M${r.x},${y} ${knobs.join(' ')}" />`);
  }
  return `<g fill="none" stroke="#fff" stroke-opacity="0.7" stroke-width="3">${lines.join('')}</g>`;
}

/** A shipping box with a few prints showing over its rim. */
async function box(name: string, count: string): Promise<Layer[]> {
  const layers = await prints([name, PICKS[(PICKS.indexOf(name) + 3) % PICKS.length]!], [300, 220], [-9, 7], 16);
  const x = 230;
  const y = 560;
  const w = 740;
  const h = 420;
  layers.forEach((l) => {
    l.top -= 210;
  });
  layers.push({
    input: svg(
      `${shadow(x + 20, y + h - 40, w, 80, 30, 18, 0.35)}<path d="M${x},${y} h${w} v${h} h-${w} Z" ` +
        `fill="#c9a072"/><path d="M${x},${y} l60,-70 h${w - 120} l60,70 Z" fill="#b58a5c"/>` +
        `<rect x="${x + 190}" y="${y + 120}" width="360" height="180" rx="12" fill="#fffdf9"/>` +
        `<text x="${S / 2}" y="${y + 200}" text-anchor="middle" font-family="Georgia, serif" font-size="44" ` +
        `fill="#2f3b45">Forever Box</text>` +
        `<text x="${S / 2}" y="${y + 258}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" ` +
        `font-size="30" fill="#6b5a48">${count}</text>`,
    ),
    left: 0,
    top: 0,
  });
  return layers;
}

function dims(spec: Spec, fallback: [number, number]): [number, number] {
  const [w, l] = spec.dims ?? [];
  return w !== undefined && l !== undefined ? [w, l] : fallback;
}

const GLOSS = (r: { x: number; y: number; w: number; h: number }) =>
  `<defs>${gradient('m', [
    [0, '#fff', 0.35],
    [0.35, '#fff', 0.04],
    [0.6, '#fff', 0],
    [1, '#fff', 0.18],
  ])}</defs><rect x="${r.x}" y="${r.y}" width="${r.w}" height="${r.h}" rx="18" fill="url(#m)"/>`;

/** The layers of a product's mockup. */
async function mockup(spec: Spec, name: string, next: string): Promise<Layer[]> {
  switch (spec.subtype) {
    case 'photo_book':
      return flat(
        name,
        dims(spec, [8, 8]),
        (r) =>
          `<defs>${gradient('k', [
            [0, '#000', 0.45],
            [0.05, '#000', 0.05],
            [0.08, '#fff', 0.2],
            [0.1, '#fff', 0],
          ])}</defs><rect x="${r.x}" y="${r.y}" width="${r.w}" height="${r.h}" rx="6" fill="url(#k)"/>` +
          `<rect x="${r.x + r.w - 6}" y="${r.y + 8}" width="10" height="${r.h - 16}" fill="#f3eee6"/>`,
      );
    case 'canvas':
      return flat(
        name,
        dims(spec, [8, 10]),
        (r) =>
          `<path d="M${r.x + r.w},${r.y} l26,22 v${r.h} l-26,-22 Z" fill="#000" fill-opacity="0.35"/>` +
          `<path d="M${r.x},${r.y + r.h} l26,22 h${r.w} l-26,-22 Z" fill="#000" fill-opacity="0.22"/>`,
        820,
        0,
      );
    case 'metal_panel':
      return flat(name, dims(spec, [11, 14]), GLOSS, 820, 18);
    case 'tabletop_panel':
      return flat(
        name,
        [7, 5],
        (r) =>
          `${GLOSS(r)}<rect x="${r.x + r.w / 2 - 60}" y="${r.y + r.h}" width="120" height="40" rx="8" fill="#3b3f45"/>`,
        760,
        18,
      );
    case 'puzzle':
      return flat(name, [3, 2], puzzleLines, 900, 4);
    case 'notebook':
    case 'planner':
      return flat(name, [6, 9], (r) =>
        spec.subtype === 'planner'
          ? `<rect x="${r.x + r.w - 70}" y="${r.y}" width="26" height="${r.h}" fill="#b5343c"/>` +
            `<rect x="${r.x + 40}" y="${r.y + r.h - 150}" width="${r.w - 80}" height="90" rx="10" fill="#fffdf9" ` +
            `fill-opacity="0.92"/><text x="${r.x + r.w / 2}" y="${r.y + r.h - 92}" text-anchor="middle" ` +
            `font-family="Georgia, serif" font-size="46" fill="#2f3b45">2027</text>`
          : Array.from(
              { length: 14 },
              (_, i) => `<circle cx="${r.x + 28}" cy="${r.y + 40 + i * ((r.h - 80) / 13)}" r="12" fill="#3b3f45"/>`,
            ).join(''),
      );
    case 'blanket':
    case 'towel': {
      const ratio: [number, number] = spec.subtype === 'towel' ? [3, 5] : [5, 4];
      return flat(
        name,
        ratio,
        (r) => {
          const folds = gradient(
            'f',
            [
              [0, '#000', 0.12],
              [0.2, '#fff', 0.1],
              [0.4, '#000', 0.1],
              [0.6, '#fff', 0.12],
              [0.8, '#000', 0.08],
              [1, '#000', 0.16],
            ],
            false,
          );
          const bar =
            spec.subtype === 'towel'
              ? `<rect x="${r.x - 50}" y="${r.y - 34}" width="${r.w + 100}" height="30" rx="15" fill="#8a6a4a"/>`
              : '';
          return (
            `<defs>${folds}</defs><rect x="${r.x}" y="${r.y}" width="${r.w}" height="${r.h}" rx="24" ` +
            `fill="url(#f)"/>${bar}`
          );
        },
        860,
        24,
      );
    }
    case 'pillow':
      return pillow(name);
    case 'ornament':
      return ornament(name);
    case 'calendar':
      return calendar(name);
    case 'mug':
    case 'tumbler':
    case 'water_bottle':
    case 'frosted_glass':
      return drinkware(name, spec.subtype);
    case 'card':
      return prints([next, name], [440, 616], [-7, 4], 34);
    case 'photo_print': {
      const [w, l] = dims(spec, [4, 6]);
      const size: [number, number] = w === l ? [460, 460] : [Math.round((460 * l) / w), 460];
      return prints([next, name, PICKS[(PICKS.indexOf(name) + 5) % PICKS.length]!], size, [-10, 6, -2], 26);
    }
    case 'coaster_set':
    case 'magnet': {
      const side = spec.subtype === 'coaster_set' ? 360 : 300;
      const names = [
        name,
        next,
        PICKS[(PICKS.indexOf(name) + 4) % PICKS.length]!,
        PICKS[(PICKS.indexOf(name) + 7) % PICKS.length]!,
      ];
      const layers: Layer[] = [];
      for (const [i, n] of names.entries()) {
        const left = Math.round(S / 2 - side - 20 + (i % 2) * (side + 40));
        const top = Math.round(S / 2 - side - 20 + Math.floor(i / 2) * (side + 40));
        layers.push({ input: svg(shadow(left + 10, top + 16, side, side, 24, 10, 0.3)), left: 0, top: 0 });
        layers.push({
          input: await photo(
            n,
            side,
            side,
            `<rect width="${side}" height="${side}" rx="${spec.subtype === 'coaster_set' ? 30 : 8}"/>`,
          ),
          left,
          top,
        });
      }
      return layers;
    }
    case 'box':
      return box(name, `${spec.name.replace(/\D+/g, ' ').trim()} items`);
    default:
      throw new Error(`no mockup drawn for ${spec.subtype}`);
  }
}

mkdirSync(OUT, { recursive: true });
let made = 0;
let bytes = 0;
for (const [i, spec] of PRODUCT_SPECS.entries()) {
  if (!MOCKUP_SUBTYPES.has(spec.subtype)) continue;
  const layers = await mockup(spec, PICKS[i % PICKS.length]!, PICKS[(i + 1) % PICKS.length]!);
  const info = await sharp(BACKDROP)
    .composite(layers.map((l) => ({ input: l.input, left: Math.round(l.left), top: Math.round(l.top) })))
    .flatten({ background: '#f6f1ea' })
    .jpeg({ quality: 80, mozjpeg: true })
    .toFile(`${OUT}${spec.slug}.jpg`);
  made++;
  bytes += info.size;
}
console.log(`${made} mockups, ${(bytes / 1024 / 1024).toFixed(1)} MiB in ${OUT}`);
