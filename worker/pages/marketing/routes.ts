// The marketing and information pages in the page table: each one's content
// (client/pages/marketing/content/, read from the build's asset) made into a page unit by
// marketingPage. `sells`: the page has plans to buy (tests/worker/marketing/page-texts.test.ts
// holds it to the content).
import type { MarketingRoute } from '#client/pages/marketing/content/all.ts';
import type { PageTable } from '#worker/pages/unit/define-page.ts';
import { marketingPage } from './marketing-page.tsx';

const sells = { sells: true };

export const marketingRoutes = {
  'our-story': marketingPage('our-story'),
  info: marketingPage('info'),
  guarantee: marketingPage('guarantee'),
  privacy: marketingPage('privacy'),
  tos: marketingPage('tos'),
  license: marketingPage('license'),
  shipping: marketingPage('shipping'),
  returns: marketingPage('returns'),
  'gift-guide': marketingPage('gift-guide'),
  artisan: marketingPage('artisan', sells),
  'family-research': marketingPage('family-research', sells),
  'forever-club': marketingPage('forever-club', sells),
  historian: marketingPage('historian', sells),
  valet: marketingPage('valet', sells),
  pixels2pages: marketingPage('pixels2pages', { ...sells, p2pBar: true }),
  'facial-recognition': marketingPage('facial-recognition', sells),
  video: marketingPage('video', sells),
  'photo-restoration-and-colorization': marketingPage('photo-restoration-and-colorization', sells),
  'mobile-apps': marketingPage('mobile-apps'),
  training: marketingPage('training', sells),
  'bulk-orders': marketingPage('bulk-orders'),
  'create-and-sell-digital-art': marketingPage('create-and-sell-digital-art'),
  referrals: marketingPage('referrals'),
  'become-an-ambassador': marketingPage('become-an-ambassador'),
  'ambassador-card': marketingPage('ambassador-card'),
} satisfies Partial<PageTable> & Record<MarketingRoute, unknown>;
