// The objects of the page scenes (scripts/images/scenes.ts), drawn as SVG seen from above, as
// in a flat-lay photograph: a VHS cassette, a film reel and a strip of film, slides, prints, a
// tablet and a phone showing a gallery, photo books open and closed, a membership card, a cup of coffee.
// Each is drawn in its own box from (0, 0); `place` sets it on the table, turned, with a shadow
// cast by the same light (above, a little to the left) as every other object.
import sharp from 'sharp';

const PHOTOS = new URL('../../tests/fixtures/images/photos/', import.meta.url).pathname;

/** How a photograph is printed: as it is, or faded and warmed like a print or slide from decades ago. */
export type Tone = 'fresh' | 'aged';

/** The photographs drawn since the last `drawn.clear()`: the scene's sources, for its licence. */
export const drawn = new Set<string>();

/** A demo photograph cut to w × h around what draws the eye, as a data URI for an SVG <image>. */
export async function photo(name: string, w: number, h: number, tone: Tone = 'fresh'): Promise<string> {
  drawn.add(name);
  let cut = sharp(`${PHOTOS}${name}.jpg`).resize(Math.round(w), Math.round(h), {
    fit: 'cover',
    position: sharp.strategy.attention,
  });
  if (tone === 'aged')
    cut = cut
      .modulate({ saturation: 0.6, brightness: 1.04 })
      .linear(0.82, 34)
      .recomb([
        [1.06, 0.04, 0],
        [0.02, 1, 0],
        [0, 0.04, 0.84],
      ]);
  const jpeg = await cut.jpeg({ quality: 90 }).toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

const image = (href: string, x: number, y: number, w: number, h: number) =>
  `<image href="${href}" x="${x}" y="${y}" width="${w}" height="${h}" preserveAspectRatio="none"/>`;

/** How high an object stands off the table: its shadow's spread and offset. */
export type Lift = 'flat' | 'low' | 'high';

const LIFTS: Record<Lift, { blur: number; dx: number; dy: number; opacity: number }> = {
  flat: { blur: 5, dx: 3, dy: 6, opacity: 0.22 },
  low: { blur: 12, dx: 7, dy: 14, opacity: 0.26 },
  high: { blur: 26, dx: 16, dy: 30, opacity: 0.3 },
};

/** The shadow filters and shared gradients every scene's SVG declares once. */
export function sharedDefs(): string {
  const shadows = Object.entries(LIFTS).map(
    ([id, l]) =>
      `<filter id="lift-${id}" x="-25%" y="-25%" width="150%" height="150%" color-interpolation-filters="sRGB">` +
      `<feGaussianBlur in="SourceAlpha" stdDeviation="${l.blur}" result="b"/>` +
      `<feOffset in="b" dx="${l.dx}" dy="${l.dy}" result="o"/>` +
      `<feFlood flood-color="#3d2a18" flood-opacity="${l.opacity}"/><feComposite in2="o" operator="in" result="s"/>` +
      `<feGaussianBlur in="SourceAlpha" stdDeviation="1.5" result="cb"/><feOffset in="cb" dx="1" dy="2" result="co"/>` +
      `<feFlood flood-color="#2a1c10" flood-opacity="0.25"/><feComposite in2="co" operator="in" result="c"/>` +
      '<feMerge><feMergeNode in="s"/><feMergeNode in="c"/><feMergeNode in="SourceGraphic"/></feMerge></filter>',
  );
  return (
    shadows.join('') +
    // A screen's glass: a faint sheen from the top left.
    '<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1">' +
    '<stop offset="0" stop-color="#fff" stop-opacity="0.16"/>' +
    '<stop offset="0.42" stop-color="#fff" stop-opacity="0.04"/>' +
    '<stop offset="0.43" stop-color="#fff" stop-opacity="0"/>' +
    '<stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>' +
    // Photographic paper: a faint sheen across a print.
    '<linearGradient id="paper" x1="0" y1="0" x2="1" y2="1">' +
    '<stop offset="0" stop-color="#fff" stop-opacity="0.12"/>' +
    '<stop offset="0.5" stop-color="#fff" stop-opacity="0"/>' +
    '<stop offset="1" stop-color="#000" stop-opacity="0.05"/></linearGradient>'
  );
}

/** An object drawn in a w × h box, set at (x, y) on the table and turned by `angle` degrees about its centre. */
export function place(body: string, x: number, y: number, w: number, h: number, angle = 0, lift: Lift = 'low'): string {
  // The filter sits outside the turn, so every shadow falls the same way.
  return (
    `<g filter="url(#lift-${lift})"><g transform="translate(${x} ${y}) rotate(${angle} ${w / 2} ` +
    `${h / 2})">${body}</g></g>`
  );
}

/** A print with a white border (wider at the foot for an old square print). */
export async function print(
  name: string,
  w: number,
  h: number,
  tone: Tone = 'fresh',
  border = Math.round(Math.min(w, h) * 0.06),
): Promise<string> {
  const foot = tone === 'aged' && Math.abs(w - h) < w * 0.2 ? border * 2.4 : border;
  const paper = tone === 'aged' ? '#f4ecdc' : '#fdfcf8';
  return (
    `<rect width="${w}" height="${h}" rx="3" fill="${paper}"/>` +
    image(
      await photo(name, w - 2 * border, h - border - foot, tone),
      border,
      border,
      w - 2 * border,
      h - border - foot,
    ) +
    `<rect width="${w}" height="${h}" rx="3" fill="url(#paper)"/>`
  );
}

/** A 35 mm slide: a card mount, 50 mm square, round-cornered, around a 36 × 24 mm picture. */
export async function slide(name: string, side: number): Promise<string> {
  const pw = side * 0.72;
  const ph = side * 0.48;
  const px = (side - pw) / 2;
  const py = (side - ph) / 2;
  return (
    `<rect width="${side}" height="${side}" rx="${side * 0.07}" fill="#f1ebe0"/>` +
    `<rect x="${side * 0.04}" y="${side * 0.04}" width="${side * 0.92}" height="${side * 0.92}" ` +
    `rx="${side * 0.05}" fill="none" stroke="#d9cfbf" stroke-width="${side * 0.012}"/>` +
    image(await photo(name, pw, ph, 'aged'), px, py, pw, ph) +
    `<rect x="${px}" y="${py}" width="${pw}" height="${ph}" fill="none" stroke="#c9bda9" stroke-width="2"/>`
  );
}

/**
 * A VHS cassette from above (188 × 104 mm): the black shell, a blank paper label, the window onto both reels of tape.
 */
export function vhs(w: number): { body: string; h: number } {
  const h = Math.round(w * 0.553);
  const s = w / 560;
  const reel = (cx: number, wound: number) =>
    `<circle cx="${cx}" cy="${h * 0.56}" r="${wound * s}" fill="#2b1e16"/>` +
    `<circle cx="${cx}" cy="${h * 0.56}" r="${wound * s}" fill="url(#vhs-tape)"/>` +
    `<circle cx="${cx}" cy="${h * 0.56}" r="${30 * s}" fill="#e9e6e0"/>` +
    `<circle cx="${cx}" cy="${h * 0.56}" r="${13 * s}" fill="#1c1c1e"/>` +
    Array.from(
      { length: 6 },
      (_, i) =>
        `<rect x="${cx - 2.5 * s}" y="${h * 0.56 - 24 * s}" width="${5 * s}" height="${9 * s}" fill="#bdb8b0" ` +
        `transform="rotate(${i * 60} ${cx} ${h * 0.56})"/>`,
    ).join('');
  const screws = [
    [18, 18],
    [w - 18, 18],
    [18, h - 18],
    [w - 18, h - 18],
  ]
    .map(
      ([x, y]) =>
        `<circle cx="${x}" cy="${y}" r="${6 * s}" fill="#111"/>` +
        `<circle cx="${x}" cy="${y}" r="${6 * s}" fill="none" stroke="#3a3a3d" stroke-width="1.5"/>`,
    )
    .join('');
  const body =
    '<defs><radialGradient id="vhs-tape" cx="0.5" cy="0.5" r="0.5"><stop offset="0.3" stop-color="#4a3526"/>' +
    '<stop offset="0.75" stop-color="#2e2119"/><stop offset="0.97" stop-color="#5b4333"/>' +
    '<stop offset="1" stop-color="#2b1e16"/></radialGradient>' +
    '<linearGradient id="vhs-shell" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="#2e2e31"/>' +
    '<stop offset="1" stop-color="#18181a"/></linearGradient></defs>' +
    `<rect width="${w}" height="${h}" rx="${10 * s}" fill="url(#vhs-shell)"/>` +
    `<rect x="3" y="3" width="${w - 6}" height="${h - 6}" rx="${9 * s}" fill="none" stroke="#48484c" ` +
    `stroke-width="2"/>` +
    // The grip ridges along the front edge.
    Array.from(
      { length: 22 },
      (_, i) =>
        `<rect x="${w * 0.16 + i * w * 0.031}" y="${h - 16 * s}" width="${w * 0.014}" height="${9 * s}" rx="2" ` +
        `fill="#0f0f10"/>`,
    ).join('') +
    // The label: blank paper with a ruled line for a name, as families left them.
    `<rect x="${w * 0.1}" y="${h * 0.08}" width="${w * 0.8}" height="${h * 0.26}" rx="4" fill="#f3eee3"/>` +
    `<rect x="${w * 0.1}" y="${h * 0.08}" width="${w * 0.8}" height="${h * 0.05}" rx="2" fill="#c9574a"/>` +
    `<line x1="${w * 0.16}" y1="${h * 0.27}" x2="${w * 0.84}" y2="${h * 0.27}" stroke="#b9b0a0" stroke-width="2"/>` +
    // The window onto the reels.
    `<clipPath id="vhs-window"><rect x="${w * 0.19}" y="${h * 0.4}" width="${w * 0.62}" height="${h * 0.33}" ` +
    `rx="${8 * s}"/></clipPath>` +
    `<rect x="${w * 0.19}" y="${h * 0.4}" width="${w * 0.62}" height="${h * 0.33}" rx="${8 * s}" fill="#141416"/>` +
    `<g clip-path="url(#vhs-window)">${reel(w * 0.33, 66)}${reel(w * 0.67, 44)}</g>` +
    `<rect x="${w * 0.19}" y="${h * 0.4}" width="${w * 0.62}" height="${h * 0.33}" rx="${8 * s}" fill="url(#glass)"/>` +
    `<rect x="${w * 0.19}" y="${h * 0.4}" width="${w * 0.62}" height="${h * 0.33}" rx="${8 * s}" fill="none" ` +
    `stroke="#3c3c40" stroke-width="3"/>` +
    screws +
    `<rect width="${w}" height="${h}" rx="${10 * s}" fill="url(#glass)" opacity="0.5"/>`;
  return { body, h };
}

/** A reel of cine film from above: a metal reel with round cut-outs showing the wound film, and its hub. */
export function filmReel(d: number): string {
  const r = d / 2;
  const holes = Array.from({ length: 5 }, (_, i) => {
    const a = (i * 72 * Math.PI) / 180;
    const hr = r * 0.56;
    return `<circle cx="${r + Math.cos(a) * hr}" cy="${r + Math.sin(a) * hr}" r="${r * 0.24}"/>`;
  }).join('');
  return (
    '<defs><radialGradient id="reel-metal" cx="0.38" cy="0.32" r="0.8"><stop offset="0" stop-color="#eef0f1"/>' +
    '<stop offset="0.55" stop-color="#b9bec2"/><stop offset="1" stop-color="#8d9398"/></radialGradient>' +
    '<radialGradient id="reel-film" cx="0.5" cy="0.5" r="0.5"><stop offset="0.28" stop-color="#3b2a1c"/>' +
    '<stop offset="0.6" stop-color="#2a1d13"/><stop offset="0.84" stop-color="#4a3322"/>' +
    '<stop offset="0.88" stop-color="#1c130c"/></radialGradient>' +
    `<mask id="reel-cut"><rect width="${d}" height="${d}" fill="#fff"/><g fill="#000">${holes}</g></mask></defs>` +
    // The wound film, seen through the cut-outs.
    `<circle cx="${r}" cy="${r}" r="${r * 0.88}" fill="url(#reel-film)"/>` +
    Array.from(
      { length: 7 },
      (_, i) =>
        `<circle cx="${r}" cy="${r}" r="${r * (0.34 + i * 0.075)}" fill="none" stroke="#000" ` +
        `stroke-opacity="0.18" stroke-width="1.5"/>`,
    ).join('') +
    `<circle cx="${r}" cy="${r}" r="${r}" fill="url(#reel-metal)" mask="url(#reel-cut)"/>` +
    `<circle cx="${r}" cy="${r}" r="${r - 3}" fill="none" stroke="#fff" stroke-opacity="0.45" stroke-width="3"/>` +
    `<circle cx="${r}" cy="${r}" r="${r * 0.2}" fill="#c7cbce" stroke="#9aa0a5" stroke-width="3"/>` +
    `<rect x="${r - r * 0.06}" y="${r - r * 0.06}" width="${r * 0.12}" height="${r * 0.12}" fill="#3a3d40"/>`
  );
}

/** A straight length of cine film: the dark base, a sprocket hole beside each frame, and its frames. */
export async function filmStrip(names: string[], frame: number): Promise<{ body: string; w: number; h: number }> {
  const gap = frame * 0.12;
  const fh = frame * 0.74;
  const h = fh + frame * 0.5;
  const w = names.length * (frame + gap) + gap;
  const frames = await Promise.all(names.map((n) => photo(n, frame, fh, 'aged')));
  let body = `<rect width="${w}" height="${h}" rx="3" fill="#2a1f17" fill-opacity="0.94"/>`;
  frames.forEach((href, i) => {
    const x = gap + i * (frame + gap);
    body += image(href, x, frame * 0.25, frame, fh);
    body +=
      `<rect x="${x + frame * 0.42}" y="${frame * 0.07}" width="${frame * 0.16}" height="${frame * 0.11}" rx="2" ` +
      `fill="#e9e1d3"/>`;
    body +=
      `<rect x="${x + frame * 0.42}" y="${h - frame * 0.18}" width="${frame * 0.16}" height="${frame * 0.11}" ` +
      `rx="2" fill="#e9e1d3"/>`;
  });
  body += `<rect width="${w}" height="${h}" fill="url(#glass)"/>`;
  return { body, w, h };
}

/** A screen's bar of controls, as shapes: no words. */
const toolbar = (x: number, y: number, w: number, h: number) =>
  `<circle cx="${x + h / 2}" cy="${y + h / 2}" r="${h * 0.3}" fill="#e0dbd3"/>` +
  `<rect x="${x + h * 1.3}" y="${y + h * 0.32}" width="${w * 0.22}" height="${h * 0.36}" rx="${h * 0.18}" ` +
  `fill="#d6d0c7"/>` +
  `<rect x="${x + w - h * 3.2}" y="${y + h * 0.2}" width="${h * 2.4}" height="${h * 0.6}" rx="${h * 0.3}" ` +
  `fill="#e35d6a"/>`;

/** A grid of photographs on a screen, cols across and filling h. */
async function grid(
  names: string[],
  x: number,
  y: number,
  w: number,
  h: number,
  cols: number,
  gap: number,
): Promise<string> {
  const rows = Math.ceil(names.length / cols);
  const cw = (w - gap * (cols - 1)) / cols;
  const ch = (h - gap * (rows - 1)) / rows;
  const cells = await Promise.all(names.map((n) => photo(n, cw, ch)));
  return cells
    .map((href, i) => image(href, x + (i % cols) * (cw + gap), y + Math.floor(i / cols) * (ch + gap), cw, ch))
    .join('');
}

/** A device seen from above: its frame, a screen of the given content, the glass. */
function device(w: number, h: number, bezel: number, radius: number, screen: string, colour = '#1d1e21'): string {
  return (
    `<rect width="${w}" height="${h}" rx="${radius}" fill="${colour}"/>` +
    `<rect x="1.5" y="1.5" width="${w - 3}" height="${h - 3}" rx="${radius - 1}" fill="none" stroke="#9a9ca1" ` +
    `stroke-width="3"/>` +
    `<svg x="${bezel}" y="${bezel}" width="${w - 2 * bezel}" height="${h - 2 * bezel}">` +
    `<rect width="100%" height="100%" rx="${radius * 0.45}" fill="#faf8f5"/>${screen}</svg>` +
    `<rect width="${w}" height="${h}" rx="${radius}" fill="url(#glass)"/>`
  );
}

/**
 * A device's measures: its height (`aspect` of its width), its bezel, and its screen's size, margin
 * and bar of controls.
 */
function measures(w: number, aspect: number, bezelRatio: number, padRatio: number, barRatio: number) {
  const h = Math.round(w * aspect);
  const bezel = Math.round(w * bezelRatio);
  const sw = w - 2 * bezel;
  const sh = h - 2 * bezel;
  return { h, bezel, sw, sh, pad: sw * padRatio, bar: sh * barRatio };
}

/** A tablet in landscape showing a gallery: a bar of controls and a grid of the photographs. */
export async function tabletGallery(names: string[], w: number, cols = 4): Promise<{ body: string; h: number }> {
  const { h, bezel, sw, sh, pad, bar } = measures(w, 0.72, 0.04, 0.03, 0.09);
  const screen =
    toolbar(pad, pad * 0.6, sw - 2 * pad, bar) +
    (await grid(names, pad, bar + pad, sw - 2 * pad, sh - bar - 1.6 * pad, cols, sw * 0.012));
  return {
    body:
      `${device(w, h, bezel, w * 0.045, screen)}<circle cx="${w - bezel / 2}" cy="${h / 2}" r="${bezel * 0.14}" ` +
      `fill="#3a3c40"/>`,
    h,
  };
}

/** An album on screen: its cover photograph with two more pages showing behind, as an album stack. */
const albumTile = (href: string, x: number, y: number, w: number, h: number) =>
  `<rect x="${x + w * 0.1}" y="${y - h * 0.08}" width="${w * 0.8}" height="${h}" rx="6" fill="#ddd6cb"/>` +
  `<rect x="${x + w * 0.05}" y="${y - h * 0.04}" width="${w * 0.9}" height="${h}" rx="6" fill="#c9c1b4"/>` +
  `<svg x="${x}" y="${y}" width="${w}" height="${h}"><rect width="100%" height="100%" rx="6" ` +
  `fill="#000"/>${image(href, 0, 0, w, h)}</svg>` +
  `<rect x="${x}" y="${y + h + h * 0.08}" width="${w * 0.55}" height="${h * 0.07}" rx="${h * 0.035}" fill="#bdb5aa"/>` +
  `<rect x="${x}" y="${y + h + h * 0.2}" width="${w * 0.3}" height="${h * 0.055}" rx="${h * 0.03}" fill="#dcd5cb"/>`;

/** A cloud with a tick: the sign, shared by every storage app, that a library is safely backed up. */
export const cloudBadge = (cx: number, cy: number, s: number, fill = '#0d9488') =>
  `<g transform="translate(${cx - s / 2} ${cy - s * 0.35})">` +
  `<path d="M${s * 0.25},${s * 0.7} a${s * 0.2},${s * 0.2} 0 0 1 ${s * 0.02},-${s * 0.4} ` +
  `a${s * 0.27},${s * 0.27} 0 0 1 ${s * 0.5},-${s * 0.06} a${s * 0.2},${s * 0.2} 0 0 1 ${s * 0.02},${s * 0.46} ` +
  `Z" fill="${fill}"/>` +
  `<path d="M${s * 0.36},${s * 0.44} l${s * 0.1},${s * 0.1} l${s * 0.19},-${s * 0.2}" fill="none" ` +
  `stroke="#fff" stroke-width="${s * 0.07}" stroke-linecap="round" stroke-linejoin="round"/></g>`;

/** A padlock: the library is private. */
export const lockBadge = (cx: number, cy: number, s: number, fill = '#0f172a') =>
  `<g transform="translate(${cx - s / 2} ${cy - s / 2})"><path d="M${s * 0.3},${s * 0.46} v-${s * 0.12} ` +
  `a${s * 0.2},${s * 0.2} 0 0 1 ${s * 0.4},0 v${s * 0.12}" fill="none" stroke="${fill}" ` +
  `stroke-width="${s * 0.08}"/>` +
  `<rect x="${s * 0.2}" y="${s * 0.44}" width="${s * 0.6}" height="${s * 0.44}" rx="${s * 0.08}" ` +
  `fill="${fill}"/><circle cx="${s / 2}" cy="${s * 0.63}" r="${s * 0.06}" fill="#fff"/></g>`;

/** A tablet showing a library of albums, backed up to the cloud. */
export async function tabletAlbums(names: string[], w: number): Promise<{ body: string; h: number }> {
  const { h, bezel, sw, pad, bar } = measures(w, 0.72, 0.04, 0.05, 0.1);
  const cols = 3;
  const gapX = sw * 0.05;
  const tw = (sw - 2 * pad - gapX * (cols - 1)) / cols;
  const th = tw * 0.72;
  const covers = await Promise.all(names.slice(0, 6).map((n) => photo(n, tw, th)));
  const tiles = covers
    .map((href, i) =>
      albumTile(href, pad + (i % cols) * (tw + gapX), bar + pad * 1.4 + Math.floor(i / cols) * (th * 1.55), tw, th),
    )
    .join('');
  const screen =
    toolbar(pad, pad * 0.4, sw - 2 * pad, bar) +
    cloudBadge(sw - pad - bar * 3.8, pad * 0.4 + bar / 2, bar * 0.9) +
    tiles;
  return {
    body:
      `${device(w, h, bezel, w * 0.045, screen, '#d9dadc')}<circle cx="${w - bezel / 2}" cy="${h / 2}" ` +
      `r="${bezel * 0.14}" fill="#8d9094"/>`,
    h,
  };
}

/** A phone in portrait showing the photographs as a grid, with a padlock: private, and on every device. */
export async function phoneGallery(names: string[], w: number): Promise<{ body: string; h: number }> {
  const { h, bezel, sw, sh, pad, bar } = measures(w, 2.05, 0.045, 0.05, 0.08);
  const screen =
    `<rect x="${sw / 2 - sw * 0.15}" y="${sh * 0.012}" width="${sw * 0.3}" height="${sh * 0.022}" ` +
    `rx="${sh * 0.011}" fill="#1d1e21"/>` +
    lockBadge(pad + bar * 0.4, bar * 0.85, bar * 0.7) +
    `<rect x="${pad + bar}" y="${bar * 0.72}" width="${sw * 0.35}" height="${bar * 0.26}" rx="${bar * 0.13}" ` +
    `fill="#d6d0c7"/>` +
    (await grid(names, pad * 0.4, bar * 1.4, sw - pad * 0.8, sh - bar * 1.4 - pad * 2.2, 3, sw * 0.015));
  return { body: device(w, h, bezel, w * 0.14, screen), h };
}

/** A photo book lying open: the cover's edge, the page block's edges, two pages of photographs, the fold's shadow. */
export async function openBook(
  left: [string, string],
  right: string,
  w: number,
  cover = '#35506b',
): Promise<{ body: string; h: number }> {
  const h = Math.round(w * 0.38);
  const pw = w / 2 - 14;
  const ph = h - 16;
  const m = pw * 0.07;
  const [a, b] = left;
  const aw = (pw - 3 * m) * 0.6;
  const bw = pw - 3 * m - aw;
  const bh = bw * 1.25;
  const id = right;
  const body =
    `<defs><linearGradient id="fold-${id}" x1="0" y1="0" x2="1" y2="0">` +
    `<stop offset="0.42" stop-color="#000" stop-opacity="0"/>` +
    `<stop offset="0.49" stop-color="#000" stop-opacity="0.2"/>` +
    `<stop offset="0.5" stop-color="#000" stop-opacity="0.34"/>` +
    `<stop offset="0.51" stop-color="#000" stop-opacity="0.16"/>` +
    `<stop offset="0.57" stop-color="#fff" stop-opacity="0.06"/>` +
    `<stop offset="0.62" stop-color="#000" stop-opacity="0"/></linearGradient>` +
    `<linearGradient id="curl-${id}" x1="0" y1="0" x2="1" y2="0">` +
    `<stop offset="0" stop-color="#000" stop-opacity="0.1"/>` +
    `<stop offset="0.05" stop-color="#000" stop-opacity="0"/>` +
    `<stop offset="0.95" stop-color="#000" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="#000" stop-opacity="0.12"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" rx="8" fill="${cover}"/>` +
    // The page block's edges, a few sheets showing at either side.
    Array.from(
      { length: 4 },
      (_, i) =>
        `<rect x="${5 + i * 2}" y="${4 + i}" width="${w - 10 - i * 4}" height="${h - 8 - i * 2}" rx="2" ` +
        `fill="${i % 2 ? '#efe9df' : '#ddd5c8'}"/>`,
    ).join('') +
    `<rect x="14" y="8" width="${w - 28}" height="${ph}" rx="2" fill="#fbf9f4"/>` +
    image(await photo(a, aw, ph - 2 * m), 14 + m, 8 + m, aw, ph - 2 * m) +
    image(await photo(b, bw, bh), 14 + 2 * m + aw, 8 + m, bw, bh) +
    `<rect x="${14 + 2 * m + aw}" y="${8 + m + bh + m * 0.6}" width="${bw * 0.8}" height="${m * 0.22}" rx="2" ` +
    `fill="#d8d0c4"/>` +
    `<rect x="${14 + 2 * m + aw}" y="${8 + m + bh + m * 1.1}" width="${bw * 0.55}" height="${m * 0.22}" rx="2" ` +
    `fill="#e2dbd0"/>` +
    image(await photo(right, pw, ph), w / 2, 8, pw, ph) +
    `<rect x="14" y="8" width="${w - 28}" height="${ph}" fill="url(#curl-${id})"/>` +
    `<rect x="14" y="8" width="${w - 28}" height="${ph}" fill="url(#fold-${id})"/>`;
  return { body, h };
}

/**
 * A closed photo book: the photograph wrapped around its hard cover, the spine's edge, the pages showing at the side.
 */
export async function closedBook(name: string, w: number, h: number): Promise<string> {
  return (
    `<rect x="${w * 0.02}" y="${h * 0.015}" width="${w * 0.98}" height="${h * 0.97}" rx="4" fill="#efe9df"/>` +
    Array.from(
      { length: 5 },
      (_, i) =>
        `<line x1="${w - 2 - i * 2}" y1="${h * 0.03}" x2="${w - 2 - i * 2}" y2="${h * 0.97}" stroke="#d6cdbf" ` +
        `stroke-width="0.8"/>`,
    ).join('') +
    `<svg width="${w * 0.985}" height="${h}"><rect width="100%" height="100%" rx="5" ` +
    `fill="#222"/>${image(await photo(name, w * 0.985, h), 0, 0, w * 0.985, h)}</svg>` +
    `<defs><linearGradient id="spine-${name}" x1="0" y1="0" x2="1" y2="0">` +
    `<stop offset="0" stop-color="#000" stop-opacity="0.35"/>` +
    `<stop offset="0.03" stop-color="#fff" stop-opacity="0.18"/>` +
    `<stop offset="0.05" stop-color="#000" stop-opacity="0.2"/>` +
    `<stop offset="0.08" stop-color="#000" stop-opacity="0"/>` +
    `<stop offset="0.9" stop-color="#fff" stop-opacity="0.05"/></linearGradient></defs>` +
    `<rect width="${w * 0.985}" height="${h}" rx="5" fill="url(#spine-${name})"/>`
  );
}

/** The club's membership card (85.6 × 54 mm): deep teal, a gold foil emblem and chip, a photograph inset; no words. */
export async function memberCard(name: string, w: number): Promise<{ body: string; h: number }> {
  const h = Math.round(w * 0.63);
  const inset = h * 0.5;
  const body =
    '<defs><linearGradient id="card-face" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#14696a"/>' +
    '<stop offset="0.55" stop-color="#0e4f52"/><stop offset="1" stop-color="#0a3b3f"/></linearGradient>' +
    '<linearGradient id="card-gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f3dfa2"/>' +
    '<stop offset="0.45" stop-color="#c9a14f"/><stop offset="0.7" stop-color="#e8cf88"/>' +
    '<stop offset="1" stop-color="#a97f35"/></linearGradient></defs>' +
    `<rect width="${w}" height="${h}" rx="${w * 0.05}" fill="url(#card-face)"/>` +
    // Fine guilloche waves across the card, as on a card worth keeping.
    Array.from(
      { length: 9 },
      (_, i) =>
        `<path d="M0,${h * (0.52 + i * 0.05)} C${w * 0.3},${h * (0.36 + i * 0.05)} ` +
        `${w * 0.6},${h * (0.74 + i * 0.05)} ${w},${h * (0.5 + i * 0.05)}" fill="none" stroke="#fff" ` +
        `stroke-opacity="0.08" stroke-width="2"/>`,
    ).join('') +
    // The emblem: two rings linked, in gold.
    `<circle cx="${w * 0.14}" cy="${h * 0.22}" r="${h * 0.09}" fill="none" stroke="url(#card-gold)" ` +
    `stroke-width="${h * 0.028}"/>` +
    `<circle cx="${w * 0.2}" cy="${h * 0.22}" r="${h * 0.09}" fill="none" stroke="url(#card-gold)" ` +
    `stroke-width="${h * 0.028}"/>` +
    // The chip.
    `<rect x="${w * 0.1}" y="${h * 0.46}" width="${w * 0.13}" height="${h * 0.17}" rx="${h * 0.025}" ` +
    `fill="url(#card-gold)"/>` +
    `<path d="M${w * 0.1},${h * 0.545} h${w * 0.13} M${w * 0.165},${h * 0.46} v${h * 0.17}" stroke="#9a7632" ` +
    `stroke-width="1.5"/>` +
    // The member's name and number, as the embossed bars a blank card shows.
    `<rect x="${w * 0.1}" y="${h * 0.76}" width="${w * 0.42}" height="${h * 0.045}" rx="${h * 0.02}" ` +
    `fill="#fff" fill-opacity="0.55"/>` +
    `<rect x="${w * 0.1}" y="${h * 0.85}" width="${w * 0.26}" height="${h * 0.035}" rx="${h * 0.017}" ` +
    `fill="#fff" fill-opacity="0.35"/>` +
    `<svg x="${w - inset - w * 0.08}" y="${h * 0.14}" width="${inset}" height="${inset}">` +
    `<rect width="100%" height="100%" rx="${inset * 0.12}" ` +
    `fill="#000"/>${image(await photo(name, inset, inset), 0, 0, inset, inset)}</svg>` +
    `<rect x="${w - inset - w * 0.08}" y="${h * 0.14}" width="${inset}" height="${inset}" rx="${inset * 0.12}" ` +
    `fill="none" stroke="url(#card-gold)" stroke-width="4"/>` +
    `<rect width="${w}" height="${h}" rx="${w * 0.05}" fill="url(#glass)"/>`;
  return { body, h };
}

/** A cup of coffee on its saucer, from above. */
export function coffee(d: number): string {
  const r = d / 2;
  return (
    '<defs><radialGradient id="cup-coffee" cx="0.45" cy="0.45" r="0.6"><stop offset="0" stop-color="#9a6a44"/>' +
    '<stop offset="0.6" stop-color="#6a4127"/><stop offset="1" stop-color="#3f2414"/></radialGradient>' +
    '<radialGradient id="cup-china" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="#ffffff"/>' +
    '<stop offset="0.7" stop-color="#f1ede6"/><stop offset="1" stop-color="#d9d2c7"/></radialGradient></defs>' +
    `<circle cx="${r}" cy="${r}" r="${r}" fill="url(#cup-china)"/>` +
    `<circle cx="${r}" cy="${r}" r="${r * 0.78}" fill="none" stroke="#d8d1c6" stroke-width="2"/>` +
    `<rect x="${r + r * 0.5}" y="${r - r * 0.09}" width="${r * 0.34}" height="${r * 0.18}" rx="${r * 0.09}" ` +
    `fill="#f4f1ec" stroke="#d3cbbf" stroke-width="2"/>` +
    `<circle cx="${r}" cy="${r}" r="${r * 0.56}" fill="#fbfaf7" stroke="#e0d9ce" stroke-width="3"/>` +
    `<circle cx="${r}" cy="${r}" r="${r * 0.47}" fill="url(#cup-coffee)"/>` +
    `<ellipse cx="${r * 0.9}" cy="${r * 0.88}" rx="${r * 0.16}" ry="${r * 0.1}" fill="#c89c72" opacity="0.45"/>`
  );
}
