// Cloudflare Turnstile, the guest page's captcha: the markup its script looks for, the field it
// fills, and what the page says about it.

/** The element the widget script renders into (implicit rendering). */
export const TURNSTILE_WIDGET_CLASS = 'cf-turnstile';

/** The hidden input the widget writes its token into, posted with the form. */
export const TURNSTILE_RESPONSE_FIELD = 'cf-turnstile-response';

export const CAPTCHA_TEXT = {
  needsJavaScript: 'The captcha needs JavaScript. Turn JavaScript on in your browser to register as a guest.',
  missing: 'Complete the captcha, then send the form again.',
  refused: 'The captcha check did not pass. Please try it again.',
  unavailable: 'Guest registration is not available right now. Please try again later.',
} as const;
