// The one route table (ARCHITECTURE rule 1): every path of SPEC §2, declared once, with its
// layout. The worker registers routes from it and every link is built from it (paths.ts).
// Patterns use `:param` and `:param?` (optional, last segment only).
import { PRINT_CATALOGUE, type PrintCategory } from '#core/domain/print-catalogue.ts';

export type LayoutName = 'default' | 'blog' | 'pixels2pages' | 'navigationless' | 'chromeless' | 'error';

export interface RouteDef {
  readonly path: string;
  readonly layout: LayoutName;
}

const page = <P extends string, L extends LayoutName = 'default'>(path: P, layout?: L) => ({
  path,
  layout: (layout ?? 'default') as L extends LayoutName ? L : 'default',
});

type Catalogue = (typeof PRINT_CATALOGUE)[number];
type ListOf<C> = C extends { slug: infer S extends string; lists: readonly (infer L)[] }
  ? L extends { slug: infer LS extends string; detail: infer D }
    ? { category: S; list: LS; detail: D }
    : never
  : never;
type CatalogueList = ListOf<Catalogue>;
type DetailPath<P extends string, D> = D extends 'optional' ? `${P}/:slug?` : `${P}/:slug`;
type Default<P extends string> = { path: P; layout: 'default' };
type ListPath<L extends CatalogueList> = `/create-and-print/${L['category']}/${L['list']}`;

type PrintRoutes = { 'create-and-print': Default<'/create-and-print'> } & {
  [C in Catalogue as `create-and-print-${C['slug']}`]: Default<`/create-and-print/${C['slug']}`>;
} & {
  [L in CatalogueList as `create-and-print-${L['category']}-${L['list']}`]: Default<ListPath<L>>;
} & {
  [L in CatalogueList as `create-and-print-${L['category']}-${L['list']}-slug`]: Default<
    DetailPath<`/create-and-print/${L['category']}/${L['list']}`, L['detail']>
  >;
} & {
  [C in Extract<Catalogue, { detail: string }> as `create-and-print-${C['slug']}-slug`]: Default<
    DetailPath<`/create-and-print/${C['slug']}`, C['detail']>
  >;
};

/**
 * SPEC §2.3, from the print catalogue: the section, its categories, their product lists, then
 * the product pages (after every static path, so `:slug` never shadows a list).
 */
function printRoutes(): PrintRoutes {
  const out: Record<string, RouteDef> = { 'create-and-print': page('/create-and-print') };
  const details: Record<string, RouteDef> = {};
  const detail = (path: string, kind: 'optional' | 'required') =>
    page(`${path}/:slug${kind === 'optional' ? '?' : ''}`);
  for (const category of PRINT_CATALOGUE as readonly PrintCategory[]) {
    const base = `/create-and-print/${category.slug}`;
    out[`create-and-print-${category.slug}`] = page(base);
    for (const list of category.lists) {
      out[`create-and-print-${category.slug}-${list.slug}`] = page(`${base}/${list.slug}`);
      details[`create-and-print-${category.slug}-${list.slug}-slug`] = detail(`${base}/${list.slug}`, list.detail);
    }
    if (category.detail) details[`create-and-print-${category.slug}-slug`] = detail(base, category.detail);
  }
  return { ...out, ...details } as PrintRoutes;
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

  // SPEC §2.4: the sign-in page and the external log-in's callback; the account forms beside them
  'sign-in': page('/sign_in', 'navigationless'),
  login: page('/login', 'navigationless'),
  'passwords-new': page('/passwords/new', 'navigationless'),
  guest: page('/guest', 'navigationless'),
  // SPEC §2.4 lists /gift-guide outside the app; the footer links to it, so it is served here (docs/decisions/026).
  'gift-guide': page('/gift-guide'),

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

  // The signed-in user's saved products (SPEC §3; a protected page, docs/decisions/031).
  'saved-products': page('/saved-products'),

  // SPEC §2.3
  ...printRoutes(),
} as const;

export type RouteName = keyof typeof routes;
export type RoutePath<N extends RouteName> = (typeof routes)[N]['path'];

/** True for the pixels2Pages section, whose routes the maintenance switch diverts (SPEC §2.5). */
export const isP2pRoute = (name: RouteName) => name.includes('pixels2pages');
