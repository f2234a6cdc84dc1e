// The exact texts of SPEC §2.6 (error page) and §8 (error catalogue), each in one place.

export const ERROR_PAGE = {
  403: { title: 'Permission Denied (403)', text: 'You do not have access to the requested page' },
  404: {
    title: 'Page Not Found (404)',
    text: "The page you were looking for doesn't exist. You may have mistyped the address, or the page may have moved.",
  },
  other: {
    title: 'Something Went Wrong',
    text: "Something went wrong on our end, please try again later. We'll make sure it gets fixed.",
  },
} as const;

export const ERROR_PAGE_FAILED = 'An error occurred while showing the error page';
export const GO_BACK_HOME = 'Go back to home';

export const MESSAGES = {
  unknownRoute: 'This page could not be found',
  /** A page D1 cannot read now and never cached (decision 078): the error page's message, with a 503. */
  contentUnavailable: 'This page cannot be shown right now. Please try again in a moment.',
  addToCartFailed: 'Something went wrong and we were unable to add this product to your cart. Please try again later.',
  impersonationStartFailed: 'Could not start managing the selected user. Something went wrong.',
  impersonationEndFailed: 'Something went wrong.',
  impersonationStarted: (name: string) => `Now managing ${name}.`,
  impersonationEnded: (name: string) => `No longer managing ${name}.`,
  // SPEC §2.8 header banners.
  impersonationBanner: (admin: string, user: string) => `Logged in as ${admin}, but acting on behalf of ${user}`,
  previewBanner: (date: string) => `Viewing store on ${date}`,
  earlyBird: 'Early Bird Price!',
} as const;

export function errorPageText(status: number) {
  return status === 403 ? ERROR_PAGE[403] : status === 404 ? ERROR_PAGE[404] : ERROR_PAGE.other;
}
