// The one route table (ARCHITECTURE rule 1): every path of SPEC §2, declared once, with its
// layout. The worker registers routes from it and every link is built from it (paths.ts).
// Patterns use `:param` and `:param?` (optional, last segment only).

export type LayoutName = 'default' | 'blog' | 'pixels2pages' | 'navigationless' | 'chromeless' | 'error';

export interface RouteDef {
  readonly path: string;
  readonly layout: LayoutName;
}

const page = <P extends string, L extends LayoutName = 'default'>(path: P, layout?: L) => ({
  path,
  layout: (layout ?? 'default') as L extends LayoutName ? L : 'default',
});

// SPEC §2.3: the create-and-print product lists and whether their detail slug is optional.
const PRINT_CATEGORIES = [
  'calendars',
  'cards-and-stationery',
  'drinkware',
  'home-decor',
  'photo-books',
  'photo-gifts',
  'photo-prints',
  'wall-decor',
] as const;
const PRINT_LISTS_OPTIONAL_SLUG = [
  'cards-and-stationery/cards',
  'cards-and-stationery/notebooks',
  'cards-and-stationery/planners',
  'drinkware/frosted-glasses',
  'drinkware/photo-mugs',
  'drinkware/water-bottles',
] as const;
const PRINT_LISTS_REQUIRED_SLUG = [
  'drinkware/tumblers',
  'home-decor/blankets',
  'home-decor/pillows',
  'home-decor/towels',
  'photo-gifts/coaster-sets',
  'photo-gifts/magnets',
  'photo-gifts/ornaments',
  'photo-gifts/puzzles',
  'photo-gifts/tabletop-panels',
  'wall-decor/canvas-prints',
  'wall-decor/metal-wall-panels',
] as const;

type Dashed<S extends string> = S extends `${infer A}/${infer B}` ? `${A}-${Dashed<B>}` : S;

function printRoutes() {
  const out: Record<string, RouteDef> = { 'create-and-print': page('/create-and-print') };
  for (const c of PRINT_CATEGORIES) out[`create-and-print-${c}`] = page(`/create-and-print/${c}`);
  for (const l of [...PRINT_LISTS_OPTIONAL_SLUG, ...PRINT_LISTS_REQUIRED_SLUG]) {
    out[`create-and-print-${l.replace('/', '-')}`] = page(`/create-and-print/${l}`);
  }
  for (const l of PRINT_LISTS_OPTIONAL_SLUG) out[`create-and-print-${l.replace('/', '-')}-slug`] = page(`/create-and-print/${l}/:slug?`);
  for (const l of PRINT_LISTS_REQUIRED_SLUG) out[`create-and-print-${l.replace('/', '-')}-slug`] = page(`/create-and-print/${l}/:slug`);
  // Photo books' detail slug is optional; calendars have a required detail slug (SPEC §2.3).
  out['create-and-print-photo-books-slug'] = page('/create-and-print/photo-books/:slug?');
  out['create-and-print-calendars-slug'] = page('/create-and-print/calendars/:slug');
  return out as {
    'create-and-print': { path: '/create-and-print'; layout: 'default' };
  } & { [C in (typeof PRINT_CATEGORIES)[number] as `create-and-print-${C}`]: { path: `/create-and-print/${C}`; layout: 'default' } } & {
    [L in (typeof PRINT_LISTS_OPTIONAL_SLUG | typeof PRINT_LISTS_REQUIRED_SLUG)[number] as `create-and-print-${Dashed<L>}`]: {
      path: `/create-and-print/${L}`;
      layout: 'default';
    };
  } & {
    [L in (typeof PRINT_LISTS_OPTIONAL_SLUG)[number] | 'photo-books' as `create-and-print-${Dashed<L>}-slug`]: {
      path: `/create-and-print/${L}/:slug?`;
      layout: 'default';
    };
  } & {
    [L in (typeof PRINT_LISTS_REQUIRED_SLUG)[number] | 'calendars' as `create-and-print-${Dashed<L>}-slug`]: {
      path: `/create-and-print/${L}/:slug`;
      layout: 'default';
    };
  };
}

export const routes = {
  // SPEC §2.1
  index: page('/'),
  'ambassador-card': page('/ambassador-card'),
  artisan: page('/artisan'),
  'become-an-ambassador': page('/become-an-ambassador'),
  'bulk-orders': page('/bulk-orders'),
  'create-and-sell-digital-art': page('/create-and-sell-digital-art'),
  'digital-conversion': page('/digital-conversion'),
  events: page('/events'),
  'facial-recognition': page('/facial-recognition'),
  'family-research': page('/family-research'),
  'forever-club': page('/forever-club'),
  guarantee: page('/guarantee'),
  historian: page('/historian'),
  info: page('/info'),
  license: page('/license'),
  'log-in': page('/log-in', 'navigationless'),
  'mobile-apps': page('/mobile-apps'),
  'news-articles': page('/news-articles'),
  'our-story': page('/our-story'),
  'photo-restoration-and-colorization': page('/photo-restoration-and-colorization'),
  pixels2pages: page('/pixels2pages', 'pixels2pages'),
  'preserve-and-share': page('/preserve-and-share'),
  'press-releases': page('/press-releases'),
  privacy: page('/privacy'),
  referrals: page('/referrals'),
  returns: page('/returns'),
  shipping: page('/shipping'),
  'sign-up': page('/sign-up', 'navigationless'),
  tos: page('/tos'),
  training: page('/training'),
  valet: page('/valet'),
  video: page('/video'),
  yours: page('/yours', 'blog'),

  // SPEC §2.2
  'digital-conversion-estimator': page('/digital-conversion/estimator'),
  'digital-conversion-order': page('/digital-conversion/order'),
  'digital-conversion-order-slug': page('/digital-conversion/order/:slug'),
  'digital-conversion-track-my-box': page('/digital-conversion/track-my-box'),
  'gifting-artisan': page('/gifting/artisan', 'chromeless'),
  'gifting-facial-recognition': page('/gifting/facial-recognition', 'chromeless'),
  'gifting-forever-storage': page('/gifting/forever-storage', 'chromeless'),
  'gifting-pixels2pages': page('/gifting/pixels2pages', 'chromeless'),
  'gifting-video-streaming': page('/gifting/video-streaming', 'chromeless'),
  'our-story-team': page('/our-story/team'),
  'pixels2pages-posts': page('/pixels2pages/posts', 'pixels2pages'),
  'pixels2pages-posts-slug': page('/pixels2pages/posts/:slug', 'pixels2pages'),
  'pixels2pages-categories-slug': page('/pixels2pages/categories/:categorySlug', 'pixels2pages'),
  'pixels2pages-tags-slug': page('/pixels2pages/tags/:tagSlug', 'pixels2pages'),
  'pixels2pages-authors-slug': page('/pixels2pages/authors/:authorSlug', 'pixels2pages'),
  'yours-search': page('/yours/search', 'blog'),
  'yours-author-slug': page('/yours/author/:slug?', 'blog'),
  'yours-category-slug': page('/yours/category/:slug?', 'blog'),
  'yours-slug': page('/yours/:slug', 'blog'),
  'events-slug': page('/events/:slug'),
  'press-releases-slug': page('/press-releases/:slug?'),

  // SPEC §2.3
  ...printRoutes(),
} as const;

export type RouteName = keyof typeof routes;
export type RoutePath<N extends RouteName> = (typeof routes)[N]['path'];

/** True for the pixels2Pages section, whose routes the maintenance switch diverts (SPEC §2.5). */
export const isPixels2PagesRoute = (name: RouteName) => name.includes('pixels2pages');
