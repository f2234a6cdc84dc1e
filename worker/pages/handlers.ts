// Every route of the table and its page, or NOT_BUILT: a route without a line here is a type
// error, not a silent 404.
import { guestPage } from './account/guest.tsx';
import { logInCallbackPage } from './account/login-callback.ts';
import { passwordResetPage } from './account/password-reset.tsx';
import { signInPage } from './account/sign-in.ts';
import { signUpPage } from './account/sign-up.tsx';
import { blogPages } from './blog/section.ts';
import { companyRoutes } from './company/routes.ts';
import { boxPage } from './digitization/box.tsx';
import { estimatorPage } from './digitization/estimator.tsx';
import { orderPage } from './digitization/order.tsx';
import { servicesPage } from './digitization/services.tsx';
import { trackMyBoxPage } from './digitization/track-my-box.tsx';
import { eventRoutes } from './events/routes.ts';
import { homePage } from './home.tsx';
import { logInPage } from './log-in.tsx';
import { marketingRoutes } from './marketing/routes.ts';
import { p2pRoutes } from './p2p/routes.ts';
import { NOT_BUILT, type PageTable } from './unit/define-page.ts';

export const pageTable = {
  index: homePage,
  'log-in': logInPage,
  'sign-in': signInPage,
  login: logInCallbackPage,
  'sign-up': signUpPage,
  'passwords-new': passwordResetPage,
  guest: guestPage,
  yours: blogPages.home,
  'yours-slug': blogPages.post,
  'yours-author-slug': blogPages.author,
  'yours-category-slug': blogPages.category,
  'yours-search': blogPages.search,
  ...p2pRoutes,
  ...eventRoutes,
  ...companyRoutes,
  ...marketingRoutes,

  'digital-conversion': servicesPage,
  'preserve-and-share': NOT_BUILT,
  'digital-conversion-estimator': estimatorPage,
  'digital-conversion-order': orderPage,
  'digital-conversion-order-slug': boxPage,
  'digital-conversion-track-my-box': trackMyBoxPage,
  'gifting-artisan': NOT_BUILT,
  'gifting-facial-recognition': NOT_BUILT,
  'gifting-forever-storage': NOT_BUILT,
  'gifting-pixels2pages': NOT_BUILT,
  'gifting-video-streaming': NOT_BUILT,

  'create-and-print': NOT_BUILT,
  'create-and-print-photo-books': NOT_BUILT,
  'create-and-print-photo-books-slug': NOT_BUILT,
  'create-and-print-cards-and-stationery': NOT_BUILT,
  'create-and-print-cards-and-stationery-cards': NOT_BUILT,
  'create-and-print-cards-and-stationery-cards-slug': NOT_BUILT,
  'create-and-print-cards-and-stationery-notebooks': NOT_BUILT,
  'create-and-print-cards-and-stationery-notebooks-slug': NOT_BUILT,
  'create-and-print-cards-and-stationery-planners': NOT_BUILT,
  'create-and-print-cards-and-stationery-planners-slug': NOT_BUILT,
  'create-and-print-photo-gifts': NOT_BUILT,
  'create-and-print-photo-gifts-coaster-sets': NOT_BUILT,
  'create-and-print-photo-gifts-coaster-sets-slug': NOT_BUILT,
  'create-and-print-photo-gifts-magnets': NOT_BUILT,
  'create-and-print-photo-gifts-magnets-slug': NOT_BUILT,
  'create-and-print-photo-gifts-ornaments': NOT_BUILT,
  'create-and-print-photo-gifts-ornaments-slug': NOT_BUILT,
  'create-and-print-photo-gifts-puzzles': NOT_BUILT,
  'create-and-print-photo-gifts-puzzles-slug': NOT_BUILT,
  'create-and-print-photo-gifts-tabletop-panels': NOT_BUILT,
  'create-and-print-photo-gifts-tabletop-panels-slug': NOT_BUILT,
  'create-and-print-photo-prints': NOT_BUILT,
  'create-and-print-drinkware': NOT_BUILT,
  'create-and-print-drinkware-frosted-glasses': NOT_BUILT,
  'create-and-print-drinkware-frosted-glasses-slug': NOT_BUILT,
  'create-and-print-drinkware-photo-mugs': NOT_BUILT,
  'create-and-print-drinkware-photo-mugs-slug': NOT_BUILT,
  'create-and-print-drinkware-tumblers': NOT_BUILT,
  'create-and-print-drinkware-tumblers-slug': NOT_BUILT,
  'create-and-print-drinkware-water-bottles': NOT_BUILT,
  'create-and-print-drinkware-water-bottles-slug': NOT_BUILT,
  'create-and-print-wall-decor': NOT_BUILT,
  'create-and-print-wall-decor-canvas-prints': NOT_BUILT,
  'create-and-print-wall-decor-canvas-prints-slug': NOT_BUILT,
  'create-and-print-wall-decor-metal-wall-panels': NOT_BUILT,
  'create-and-print-wall-decor-metal-wall-panels-slug': NOT_BUILT,
  'create-and-print-calendars': NOT_BUILT,
  'create-and-print-calendars-slug': NOT_BUILT,
  'create-and-print-home-decor': NOT_BUILT,
  'create-and-print-home-decor-blankets': NOT_BUILT,
  'create-and-print-home-decor-blankets-slug': NOT_BUILT,
  'create-and-print-home-decor-pillows': NOT_BUILT,
  'create-and-print-home-decor-pillows-slug': NOT_BUILT,
  'create-and-print-home-decor-towels': NOT_BUILT,
  'create-and-print-home-decor-towels-slug': NOT_BUILT,
} satisfies PageTable;
