// Every marketing and information page's content, by route. The build writes it into the page
// texts asset (client/pages/page-texts.ts); the site worker reads that asset, so none of these texts
// is in its bundle (docs/decisions/101).
import type { RouteName } from '#core/routes/table.ts';
import { ambassadorCard, becomeAnAmbassador, referrals } from './ambassadors.ts';
import { artisan } from './artisan.ts';
import { guarantee, info, ourStory } from './company.ts';
import { familyResearch } from './family-research.ts';
import { foreverClub } from './forever-club.ts';
import { license, privacy, returns, shipping, tos } from './legal.ts';
import { bulkOrders, createAndSellDigitalArt, giftGuide, p2p, photoRestoration, training } from './services.ts';
import { facialRecognition, historian, mobileApps, valet, video } from './software.ts';
import type { MarketingContent } from './types.ts';

export const MARKETING_CONTENT = {
  'our-story': ourStory,
  info,
  guarantee,
  privacy,
  tos,
  license,
  shipping,
  returns,
  'gift-guide': giftGuide,
  artisan,
  'family-research': familyResearch,
  'forever-club': foreverClub,
  historian,
  valet,
  pixels2pages: p2p,
  'facial-recognition': facialRecognition,
  video,
  'photo-restoration-and-colorization': photoRestoration,
  'mobile-apps': mobileApps,
  training,
  'bulk-orders': bulkOrders,
  'create-and-sell-digital-art': createAndSellDigitalArt,
  referrals,
  'become-an-ambassador': becomeAnAmbassador,
  'ambassador-card': ambassadorCard,
} satisfies Partial<Record<RouteName, MarketingContent>>;

export type MarketingRoute = keyof typeof MARKETING_CONTENT;
