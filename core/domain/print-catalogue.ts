// The print catalogue of SPEC §2.3, written once: its categories in menu order, each category's
// product lists, whether a product page's slug is optional, and the listing facets. The route
// table (core/routes/table.ts), the Create & Print menu (nav-menu.ts) and the product browser's
// facets all derive from this.

export interface PrintList {
  readonly slug: string;
  readonly label: string;
  /** Whether the product page after the list's path needs its slug (SPEC §2.3). */
  readonly detail: 'optional' | 'required';
  readonly facets?: readonly PrintFacet[];
}

/** A listing facet: the query parameter and the values it takes (SPEC §2.3 "Listing facets"). */
export interface PrintFacet {
  readonly param: 'facet_name' | 'facet_names';
  readonly values: readonly string[];
}

export interface PrintCategory {
  readonly slug: string;
  readonly label: string;
  readonly lists: readonly PrintList[];
  /** A category that is itself a product list (photo books, calendars) has product pages too. */
  readonly detail?: 'optional' | 'required';
  readonly facets?: readonly PrintFacet[];
  /** How the Create & Print menu lists a category without lists of its own: by its facets. */
  readonly menuByFacet?: { readonly param: PrintFacet['param']; readonly labels: Readonly<Record<string, string>> };
}

export const PRINT_CATALOGUE = [
  {
    slug: 'photo-books',
    label: 'Photo Books',

    detail: 'optional',
    lists: [],
    facets: [{ param: 'facet_name', values: ['Standard Photo Book', 'Deluxe Seamless Layflat'] }],
    menuByFacet: {
      param: 'facet_name',
      labels: { 'Standard Photo Book': 'Standard Photo Books', 'Deluxe Seamless Layflat': 'Deluxe Seamless Layflat' },
    },
  },
  {
    slug: 'cards-and-stationery',
    label: 'Cards & Stationery',
    lists: [
      { slug: 'cards', label: 'Cards', detail: 'optional' },
      { slug: 'notebooks', label: 'Notebooks', detail: 'optional' },
      { slug: 'planners', label: 'Planners', detail: 'optional' },
    ],
  },
  {
    slug: 'photo-gifts',
    label: 'Photo Gifts',
    lists: [
      { slug: 'coaster-sets', label: 'Coaster Sets', detail: 'required' },
      { slug: 'magnets', label: 'Magnets', detail: 'required' },
      { slug: 'ornaments', label: 'Ornaments', detail: 'required' },
      { slug: 'puzzles', label: 'Puzzles', detail: 'required' },
      { slug: 'tabletop-panels', label: 'Tabletop Panels', detail: 'required' },
    ],
  },
  { slug: 'photo-prints', label: 'Photo Prints', lists: [] },
  {
    slug: 'drinkware',
    label: 'Drinkware',
    lists: [
      { slug: 'frosted-glasses', label: 'Frosted Glasses', detail: 'optional' },
      { slug: 'photo-mugs', label: 'Photo Mugs', detail: 'optional' },
      { slug: 'tumblers', label: 'Tumblers', detail: 'required' },
      { slug: 'water-bottles', label: 'Water Bottles', detail: 'optional' },
    ],
  },
  {
    slug: 'wall-decor',
    label: 'Wall Decor',
    lists: [
      { slug: 'canvas-prints', label: 'Canvas Prints', detail: 'required' },
      { slug: 'metal-wall-panels', label: 'Metal Wall Panels', detail: 'required' },
    ],
  },
  { slug: 'calendars', label: 'Calendars', detail: 'required', lists: [] },
  {
    slug: 'home-decor',
    label: 'Home Decor',
    lists: [
      {
        slug: 'blankets',
        label: 'Blankets',

        detail: 'required',
        facets: [
          { param: 'facet_name', values: ['Woven', 'Outdoor'] },
          { param: 'facet_names', values: ['Mink Sherpa', 'Plush Fleece'] },
        ],
      },
      { slug: 'pillows', label: 'Pillows', detail: 'required' },
      { slug: 'towels', label: 'Towels', detail: 'required' },
    ],
  },
] as const satisfies readonly PrintCategory[];
