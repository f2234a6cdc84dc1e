// SPEC §3 digitization services: what the company converts, the store SKU that prices each, how
// its quantity is counted, and the formats it takes. Prices are never written here: they come
// live from the store by SKU.

/** The pictures a format is shown with: inline SVGs drawn by client/components/digitization/FormatIcon.tsx. */
export type FormatIcon =
  | 'tape'
  | 'reel'
  | 'cassette'
  | 'photo'
  | 'slide'
  | 'negative'
  | 'cartridge'
  | 'disc'
  | 'drive'
  | 'box'
  | 'tools'
  | 'clock';

export interface Format {
  title: string;
  slug: string;
  image: FormatIcon;
}

export type ServiceId =
  | 'video'
  | 'audio'
  | 'film'
  | 'photos'
  | 'slides'
  | 'negatives'
  | 'advantixNegatives'
  | 'organization'
  | 'transfer'
  | 'editing'
  | 'repair'
  | 'specialProject'
  | 'bulkAndCustomOrders'
  | 'scans';

export type QuantitySuffix = 'each' | 'per 50 ft' | 'per hour' | 'per item';

export interface DigitizationService {
  id: ServiceId;
  title: string;
  slug: string;
  storeSKU: string;
  quantitySuffix: QuantitySuffix;
  description: string;
  longDescription: string;
  formats: readonly Format[];
  alternateFormats: readonly Format[];
  /** What one counted item is (SPEC §3 item sizes), when it is not obvious. */
  item: { title: string; desc: string } | null;
  /** Specialty work: quoted or billed by time, shown apart from the everyday media. */
  isSpecialtyFeature: boolean;
  /**
   * Priced for each job, not by a unit: a quote is asked for (its SKU is the store's generic line,
   * which staff price per order); no price is read or shown.
   */
  quoted?: true;
}

/** SPEC §3 store SKUs. The video SKU is the store's token for tape conversion. */
export const SKUS = {
  video: 'GB220-Video tape conversion',
  audio: 'GB219-Audio tape conversion',
  film: 'ITEM-118-Film-50ft',
  photos: 'GB230-Photo Conversion',
  slides: 'GB211-Slide Conversion',
  negatives: 'GB212-Negative Conversion',
  apsFilm: 'GB200-APSFILM',
  counting: 'GB298-Counting',
  transfer: 'GB222',
  editing: 'GB200-EDITING',
  repair: 'GB200-REPAIR',
  specialProject: 'GB200-DMTTime',
  generic: 'ITEM-000-GENERIC',
} as const;

const f = (title: string, slug: string, image: FormatIcon): Format => ({ title, slug, image });

export const SERVICES: readonly DigitizationService[] = [
  {
    id: 'video',
    title: 'Video tapes',
    slug: 'video',
    storeSKU: SKUS.video,
    quantitySuffix: 'each',
    description: 'Home movies on tape, converted to digital files you can watch anywhere.',
    longDescription:
      'Each tape is played on restored decks, captured in full and cut into scenes. You get the files in your ' +
      'account and can add thumb drives or a DVD set.',
    formats: [
      f('VHS', 'vhs', 'tape'),
      f('VHS-C', 'vhs-c', 'tape'),
      f('MiniDV', 'minidv', 'tape'),
      f('Hi8 / Video8', 'hi8', 'tape'),
    ],
    alternateFormats: [
      f('Betamax', 'betamax', 'tape'),
      f('Digital8', 'digital8', 'tape'),
      f('Mini DVD', 'mini-dvd', 'disc'),
    ],
    item: { title: '1 tape', desc: 'One cassette, whatever its length.' },
    isSpecialtyFeature: false,
  },
  {
    id: 'audio',
    title: 'Audio',
    slug: 'audio',
    storeSKU: SKUS.audio,
    quantitySuffix: 'each',
    description: 'Cassettes, microcassettes and reel-to-reel, both sides.',
    longDescription:
      'Voices, songs and interviews captured from both sides of every tape and saved as digital audio files.',
    formats: [f('Audio cassette', 'audio-cassette', 'cassette'), f('Microcassette', 'microcassette', 'cassette')],
    alternateFormats: [f('Reel-to-reel', 'reel-to-reel', 'reel')],
    item: { title: '1 tape', desc: 'One cassette or reel, both sides.' },
    isSpecialtyFeature: false,
  },
  {
    id: 'film',
    title: 'Film reels',
    slug: 'film',
    storeSKU: SKUS.film,
    quantitySuffix: 'per 50 ft',
    description: '8mm, Super 8mm and 16mm film, scanned frame by frame.',
    longDescription:
      'Film is cleaned and scanned frame by frame. It is priced per 50 ft, rounded up: a 7" reel holds about ' +
      '400 ft, a 5" reel 200 ft and a 3" reel 50 ft.',
    formats: [f('8mm', '8mm', 'reel'), f('Super 8mm', 'super-8mm', 'reel'), f('16mm', '16mm', 'reel')],
    alternateFormats: [],
    item: { title: '50 ft of film', desc: '1 film reel is 50 ft of 8mm, Super 8mm or 16mm.' },
    isSpecialtyFeature: false,
  },
  {
    id: 'photos',
    title: 'Photos',
    slug: 'photos',
    storeSKU: SKUS.photos,
    quantitySuffix: 'each',
    description: 'Prints scanned in sets of 25.',
    longDescription:
      'Prints up to 8x10 inches are standard scans; larger ones are scanned on a flatbed. Every scan is ' +
      'cropped and colour-corrected.',
    formats: [f('Prints up to 8x10', 'prints', 'photo'), f('Polaroids', 'polaroids', 'photo')],
    alternateFormats: [f('Larger than 8x10 (flatbed)', 'flatbed', 'photo')],
    item: { title: '1 set of photos', desc: '1 set of photos is up to 25 prints.' },
    isSpecialtyFeature: false,
  },
  {
    id: 'slides',
    title: 'Slides',
    slug: 'slides',
    storeSKU: SKUS.slides,
    quantitySuffix: 'each',
    description: '35mm slides, cleaned and colour-corrected, in sets of 25.',
    longDescription: 'Slides are dusted, scanned at high resolution and colour-corrected.',
    formats: [f('35mm slides', '35mm-slides', 'slide')],
    alternateFormats: [f('Slides in carousels', 'carousel-slides', 'slide')],
    item: { title: '1 set of slides', desc: '1 set of slides is up to 25 35mm slides.' },
    isSpecialtyFeature: false,
  },
  {
    id: 'negatives',
    title: 'Negatives',
    slug: 'negatives',
    storeSKU: SKUS.negatives,
    quantitySuffix: 'each',
    description: 'Negative strips turned into positive images, in sets of 25.',
    longDescription: 'Strips of 35mm and medium-format negatives are scanned and inverted into full-colour images.',
    formats: [f('35mm negatives', '35mm-negatives', 'negative')],
    alternateFormats: [f('Medium format', 'medium-format', 'negative')],
    item: { title: '1 set of negatives', desc: '1 set of negatives is up to 25 images.' },
    isSpecialtyFeature: false,
  },
  {
    id: 'advantixNegatives',
    title: 'APS (Advantix) negatives',
    slug: 'aps-negatives',
    storeSKU: SKUS.apsFilm,
    quantitySuffix: 'each',
    description: 'Advantix cartridges, scanned without opening them by hand.',
    longDescription: 'APS film stays in its cartridge; a dedicated scanner reads every frame.',
    formats: [f('APS cartridge', 'aps-cartridge', 'cartridge')],
    alternateFormats: [],
    item: { title: '1 cartridge', desc: 'One APS film cartridge.' },
    isSpecialtyFeature: false,
  },
  {
    id: 'organization',
    title: 'Organization',
    slug: 'organization',
    storeSKU: SKUS.counting,
    quantitySuffix: 'each',
    description: 'The counting fee: we count and organize loose items for you.',
    longDescription: 'Send photos loose, and we count and sort them into sets before scanning.',
    formats: [f('Loose items', 'loose-items', 'box')],
    alternateFormats: [],
    item: null,
    isSpecialtyFeature: true,
  },
  {
    id: 'transfer',
    title: 'Transfer',
    slug: 'transfer',
    storeSKU: SKUS.transfer,
    quantitySuffix: 'each',
    description: 'Files from drives and discs moved into your storage account.',
    longDescription: 'Digital files you already have, on discs, cards or drives, copied into your storage account.',
    formats: [f('Data DVDs and CDs', 'data-discs', 'disc'), f('Drives and cards', 'drives', 'drive')],
    alternateFormats: [],
    item: { title: '1 disc or drive', desc: 'One disc, card or drive.' },
    isSpecialtyFeature: true,
  },
  {
    id: 'editing',
    title: 'Editing',
    slug: 'editing',
    storeSKU: SKUS.editing,
    quantitySuffix: 'per hour',
    description: 'Trimming, titles and music by an editor.',
    longDescription: 'An editor turns hours of footage into a film worth watching, billed by the hour.',
    formats: [f('Editor time', 'editor-time', 'clock')],
    alternateFormats: [],
    item: { title: '1 hour', desc: "One hour of an editor's time." },
    isSpecialtyFeature: true,
  },
  {
    id: 'repair',
    title: 'Repair',
    slug: 'repair',
    storeSKU: SKUS.repair,
    quantitySuffix: 'per item',
    description: 'Broken cassette shells and snapped tape, mended before conversion.',
    longDescription: 'Damaged tapes are re-housed and spliced so they can be played and converted.',
    formats: [f('Damaged tapes', 'damaged-tapes', 'tools')],
    alternateFormats: [],
    item: { title: '1 item', desc: 'One tape or reel to repair.' },
    isSpecialtyFeature: true,
  },
  {
    id: 'specialProject',
    title: 'Special projects',
    slug: 'special-project',
    storeSKU: SKUS.specialProject,
    quantitySuffix: 'per hour',
    description: 'Custom work, billed by the hour.',
    longDescription: 'Unusual media or requests handled by a technician and billed by the hour.',
    formats: [f('Technician time', 'technician-time', 'clock')],
    alternateFormats: [],
    item: { title: '1 hour', desc: "One hour of a technician's time." },
    isSpecialtyFeature: true,
  },
  {
    id: 'bulkAndCustomOrders',
    title: 'Bulk and custom orders',
    slug: 'bulk-and-custom-orders',
    storeSKU: SKUS.generic,
    quantitySuffix: 'each',
    description: 'Whole collections and archives, quoted for you.',
    longDescription: 'For collections too large for a box, we quote the whole job and collect it from you.',
    formats: [f('Collections', 'collections', 'box')],
    alternateFormats: [],
    item: null,
    isSpecialtyFeature: true,
    quoted: true,
  },
  {
    id: 'scans',
    title: 'Custom scans',
    slug: 'scans',
    storeSKU: SKUS.photos,
    quantitySuffix: 'each',
    description: 'Documents, artwork and oversized photos on the flatbed.',
    longDescription:
      'Anything flat that is not a standard print: letters, certificates, artwork and photos larger than 8x10, ' +
      'priced like photos.',
    formats: [f('Documents', 'documents', 'photo'), f('Larger than 8x10', 'oversized', 'photo')],
    alternateFormats: [],
    item: { title: '1 scan', desc: 'One page or print, priced like a photo.' },
    isSpecialtyFeature: false,
  },
];

export function serviceById(id: ServiceId): DigitizationService {
  return SERVICES.find((s) => s.id === id) as DigitizationService;
}
