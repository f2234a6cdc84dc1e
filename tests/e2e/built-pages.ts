// A URL (or a few) for every page the page table has built, as a visitor reaches them; the
// layout and no-JavaScript tests walk these. A worker test checks this list against the table,
// so a new page cannot be left out of the quality bar.

/** A word longer than any screen is wide: it must wrap, not push the page sideways. */
export const LONG_WORD = 'Supercalifragilisticexpialidocious'.repeat(3);

export const BUILT_PAGES = {
  index: ['/'],
  'log-in': ['/log-in?redirectTo=%2Fyours'],
  yours: ['/yours', '/yours?page=2'],
  'yours-slug': ['/yours/how-long-do-vhs-tapes-last', '/yours/Grandmas-Kodachrome.Summer~1960'],
  'yours-author-slug': ['/yours/author', '/yours/author/margaret-okafor'],
  'yours-category-slug': ['/yours/category', '/yours/category/digitizing'],
  'yours-search': [`/yours/search?term=${LONG_WORD}`, '/yours/search?term=vhs'],
  'pixels2pages-posts': [
    '/pixels2pages/posts',
    '/pixels2pages/posts?page=2',
    `/pixels2pages/posts?term=${LONG_WORD}`,
    '/pixels2pages/posts?drafts=all',
  ],
  'pixels2pages-posts-slug': ['/pixels2pages/posts/november-2026-agenda'],
  'pixels2pages-categories-slug': ['/pixels2pages/categories/scrapbooking'],
  'pixels2pages-tags-slug': ['/pixels2pages/tags/layering'],
  'pixels2pages-authors-slug': ['/pixels2pages/authors/whitney-calder'],
  events: ['/events'],
  'our-story-team': ['/our-story/team'],
  'press-releases': ['/press-releases', '/press-releases?limit=4'],
  'press-releases-slug': ['/press-releases/forever-memories-opens-second-digitization-lab', '/press-releases/press_2031~glass-plate-grant'],
  'news-articles': ['/news-articles', '/news-articles?page=2'],
  'events-slug': ['/events/preserve-and-share-summit-2027', '/events/family-history-day-2026'],
} as const;

/** Pages every route can end on: the error page. */
export const ERROR_PAGES = ['/no-such-page'] as const;
