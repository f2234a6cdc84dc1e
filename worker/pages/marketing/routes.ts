// The marketing and information pages in the page table: each one a content module
// (client/pages/marketing/content/) made into a page unit by marketingPage.
import { ambassadorCard, becomeAnAmbassador, referrals } from '#client/pages/marketing/content/ambassadors.ts';
import { artisan } from '#client/pages/marketing/content/artisan.ts';
import { guarantee, info, ourStory } from '#client/pages/marketing/content/company.ts';
import { familyResearch } from '#client/pages/marketing/content/family-research.ts';
import { foreverClub } from '#client/pages/marketing/content/forever-club.ts';
import { license, privacy, returns, shipping, tos } from '#client/pages/marketing/content/legal.ts';
import {
  bulkOrders,
  createAndSellDigitalArt,
  giftGuide,
  p2p,
  photoRestoration,
  training,
} from '#client/pages/marketing/content/services.ts';
import { facialRecognition, historian, mobileApps, valet, video } from '#client/pages/marketing/content/software.ts';
import type { PageTable } from '#worker/pages/unit/define-page.ts';
import { marketingPage } from './marketing-page.tsx';

export const marketingRoutes = {
  'our-story': marketingPage(ourStory),
  info: marketingPage(info),
  guarantee: marketingPage(guarantee),
  privacy: marketingPage(privacy),
  tos: marketingPage(tos),
  license: marketingPage(license),
  shipping: marketingPage(shipping),
  returns: marketingPage(returns),
  'gift-guide': marketingPage(giftGuide),
  artisan: marketingPage(artisan),
  'family-research': marketingPage(familyResearch),
  'forever-club': marketingPage(foreverClub),
  historian: marketingPage(historian),
  valet: marketingPage(valet),
  pixels2pages: marketingPage(p2p, { p2pBar: true }),
  'facial-recognition': marketingPage(facialRecognition),
  video: marketingPage(video),
  'photo-restoration-and-colorization': marketingPage(photoRestoration),
  'mobile-apps': marketingPage(mobileApps),
  training: marketingPage(training),
  'bulk-orders': marketingPage(bulkOrders),
  'create-and-sell-digital-art': marketingPage(createAndSellDigitalArt),
  referrals: marketingPage(referrals),
  'become-an-ambassador': marketingPage(becomeAnAmbassador),
  'ambassador-card': marketingPage(ambassadorCard),
} satisfies Partial<PageTable>;
