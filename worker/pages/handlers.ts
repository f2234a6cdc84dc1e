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
import { giftingRoutes } from './gifting/gift-page.tsx';
import { homePage } from './home.tsx';
import { logInPage } from './log-in.tsx';
import { marketingRoutes } from './marketing/routes.ts';
import { p2pRoutes } from './p2p/routes.ts';
import { shopRoutes } from './shop/routes.ts';
import { savedProductsPage } from './shop/saved.tsx';
import { preserveAndSharePage } from './storage/preserve-and-share.tsx';
import type { PageTable } from './unit/define-page.ts';

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
  ...shopRoutes,
  'saved-products': savedProductsPage,
  ...giftingRoutes,

  'digital-conversion': servicesPage,
  'preserve-and-share': preserveAndSharePage,
  'digital-conversion-estimator': estimatorPage,
  'digital-conversion-order': orderPage,
  'digital-conversion-order-slug': boxPage,
  'digital-conversion-track-my-box': trackMyBoxPage,
} satisfies PageTable;
