// What the shop says about each category and list of the print catalogue (SPEC §3 "Print
// category" description, "Print marketing product" subtitle), by the catalogue's slug, and about
// itself. Written by the build into the page texts asset (docs/decisions/101); read through copy.ts.
import type { ShopCopy } from './copy.ts';

export const SHOP_COPY: ShopCopy = {
  categories: {
    'photo-books': 'Lay-flat and standard photo books, softbound or hardbound, up to 199 pages.',
    'cards-and-stationery':
      'Holiday cards, thank-you notes, notebooks and planners with your photos on thick, matte stock.',
    'photo-gifts': 'Coasters, magnets, ornaments, puzzles and tabletop panels: small gifts with a family photo.',
    'photo-prints': 'Professional prints in classic sizes, from your phone, your account or your digitized photos.',
    drinkware: 'Mugs, tumblers, frosted glasses and water bottles, printed edge to edge and dishwasher safe.',
    'wall-decor': 'Canvas prints and metal panels, ready to hang.',
    calendars: 'Wall calendars with a family photo for every month and your birthdays printed in.',
    'home-decor': 'Blankets, pillows and towels printed with the photos you love.',
  },
  lists: {
    cards: 'Flat and folded cards for the holidays, birth announcements and thank-yous, envelopes included.',
    notebooks: 'Lined notebooks with your photo on a soft-touch cover.',
    planners: 'A year at a glance and a week on every spread, under a cover you design.',
    'coaster-sets': 'Sets of four cork-backed coasters, one photo on each.',
    magnets: 'Fridge magnets in squares and rounds, strong enough for the school calendar.',
    ornaments: 'Porcelain and wooden ornaments to mark the year on the tree.',
    puzzles: 'Jigsaw puzzles from 252 to 1,000 pieces, boxed with your photo on the lid.',
    'tabletop-panels': 'Glossy panels with a stand, for a desk or a shelf.',
    'frosted-glasses': 'Frosted pint and wine glasses, printed to last through the dishwasher.',
    'photo-mugs': 'Ceramic mugs in 11 and 15 oz, printed all the way round.',
    tumblers: 'Insulated stainless tumblers that keep coffee hot for hours.',
    'water-bottles': 'Stainless bottles with a photo wrap and a leak-proof lid.',
    'canvas-prints': 'Gallery-wrapped canvas on a pine frame, ready to hang.',
    'metal-wall-panels': 'Vivid prints fused into aluminium, with a float mount.',
    blankets: 'Woven, outdoor, mink sherpa and plush fleece blankets in throw and queen sizes.',
    pillows: 'Soft pillows with a printed front and a hidden zip.',
    towels: 'Beach and bath towels, printed on the soft side.',
  },
  index:
    'Photo books, cards, calendars, wall art and gifts, designed by you or by our designers and printed in the USA.',
  fallback: 'Designed by you, printed by us, delivered to your door.',
};
