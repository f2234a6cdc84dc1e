import { CAPTCHA_TEXT, TURNSTILE_WIDGET_CLASS } from '#core/domain/turnstile.ts';

/**
 * Cloudflare Turnstile, implicitly rendered: its script fills the element and puts the token in
 * the form's `cf-turnstile-response` field. Until it has (so always without JavaScript) the
 * element is empty and the note beside it, shown by CSS alone, says the captcha needs JavaScript:
 * Chromium with scripts switched off still hides `<noscript>`. The widget's box keeps Turnstile's
 * height (65 px) from the start and the note sits inside it, so the widget arriving moves nothing.
 */
export function Captcha({
  siteKey,
  scriptUrl,
  error,
}: {
  siteKey: string;
  scriptUrl: string;
  error?: string | undefined;
}) {
  return (
    <div className="relative">
      <script src={scriptUrl} async defer />
      <div className={`${TURNSTILE_WIDGET_CLASS} peer min-h-[65px]`} data-sitekey={siteKey} data-testid="captcha" />
      <p
        className="absolute left-0 top-0 hidden text-sm font-semibold text-brand-700 peer-empty:block"
        data-testid="captcha-needs-js"
      >
        {CAPTCHA_TEXT.needsJavaScript}
      </p>
      {error ? (
        <p className="mt-1 text-sm font-semibold text-brand-700" data-testid="captcha-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
