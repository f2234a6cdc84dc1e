// A URL (or a few) for every page the page table has built, as a visitor reaches them; the
// layout and no-JavaScript tests walk these. A worker test checks this list against the table,
// so a new page cannot be left out of the quality bar.

/** A word longer than any screen is wide: it must wrap, not push the page sideways. */
export const LONG_WORD = 'Supercalifragilisticexpialidocious'.repeat(3);

export const BUILT_PAGES = {
  index: ['/'],
  'log-in': ['/log-in?redirectTo=%2Fyours'],
  'sign-in': ['/sign_in?redirectTo=%2Fyours'],
  login: ['/login?redirectTo=%2Fyours'],
  'sign-up': ['/sign-up?redirectTo=%2Fyours'],
  'passwords-new': ['/passwords/new'],
  guest: ['/guest'],
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
  'press-releases-slug': [
    '/press-releases/forever-memories-opens-second-digitization-lab',
    '/press-releases/press_2031~glass-plate-grant',
  ],
  'news-articles': ['/news-articles', '/news-articles?page=2'],
  'events-slug': ['/events/preserve-and-share-summit-2027', '/events/family-history-day-2026'],
  // Issue 13: the marketing and information pages.
  'our-story': ['/our-story'],
  info: ['/info'],
  guarantee: ['/guarantee'],
  privacy: ['/privacy'],
  tos: ['/tos'],
  license: ['/license'],
  shipping: ['/shipping'],
  returns: ['/returns'],
  'gift-guide': ['/gift-guide'],
  artisan: ['/artisan'],
  'family-research': ['/family-research'],
  'forever-club': ['/forever-club'],
  historian: ['/historian'],
  valet: ['/valet'],
  pixels2pages: ['/pixels2pages'],
  'facial-recognition': ['/facial-recognition'],
  video: ['/video'],
  'photo-restoration-and-colorization': ['/photo-restoration-and-colorization'],
  'mobile-apps': ['/mobile-apps'],
  training: ['/training'],
  'bulk-orders': ['/bulk-orders'],
  'create-and-sell-digital-art': ['/create-and-sell-digital-art'],
  referrals: ['/referrals'],
  'become-an-ambassador': ['/become-an-ambassador'],
  'ambassador-card': ['/ambassador-card'],
  'digital-conversion': ['/digital-conversion'],
  'preserve-and-share': ['/preserve-and-share', '/preserve-and-share?tier=2TB&plan=24-months'],
  'gifting-artisan': ['/gifting/artisan', '/gifting/artisan?gift=added&duration=1-year&delivery=email'],
  'gifting-facial-recognition': ['/gifting/facial-recognition'],
  'gifting-forever-storage': ['/gifting/forever-storage'],
  'gifting-pixels2pages': ['/gifting/pixels2pages'],
  'gifting-video-streaming': [
    '/gifting/video-streaming',
    '/gifting/video-streaming?gift=added&duration=3-months&delivery=both&send_on=2027-01-15',
  ],
  'digital-conversion-order': ['/digital-conversion/order'],
  'digital-conversion-order-slug': [
    '/digital-conversion/order/forever-box-10',
    '/digital-conversion/order/forever-box-50',
  ],
  'digital-conversion-track-my-box': ['/digital-conversion/track-my-box'],
  'digital-conversion-estimator': [
    '/digital-conversion/estimator',
    '/digital-conversion/estimator?step=film&steps=tapes,film,pictures,audio,scans&box=need&tapes=3&film=120',
    '/digital-conversion/estimator?step=summary&steps=tapes,film,pictures,audio,scans' +
      '&box=have&tapes=3&film=120&pictures=60&audio=2&scans=5',
    '/digital-conversion/estimator?step=summary&steps=tapes,film&box=need&tapes=3&film=120',
  ],
  // Issue 11: the print catalogue's hard cases; its other pages are found by their links.
  'create-and-print': [
    '/create-and-print',
    `/create-and-print?term=${LONG_WORD}`,
    '/create-and-print?category=drinkware&sort=price_desc&page=2',
  ],
  'create-and-print-home-decor-blankets': ['/create-and-print/home-decor/blankets?facet_name=Woven&shape=landscape'],
  'saved-products': ['/saved-products', '/saved-products?list=photo-mugs&page=2'],
} as const;

/** Pages every route can end on: the error page. */
export const ERROR_PAGES = ['/no-such-page'] as const;
