import * as v from 'valibot';

// The header banners of SPEC §2.8 and the toasts of §2.7, as data: the preview cookie, the flash
// toast that outlives a navigation, the affiliate badge's remembered dismissal, the share link.

/** Set by the admin app for a time-travel preview of the store; cleared by Stop Preview. */
export const PREVIEW_COOKIE = 'promotion_preview_time';
export const PREVIEW_STOP_API = '/api/preview/stop';

/**
 * The date a preview cookie names, for "Viewing store on {date}", or null when it names none.
 * The admin app writes an ISO time or a Unix time (seconds or milliseconds).
 */
export function previewDate(raw: string | undefined): string | null {
  const value = raw?.trim();
  if (!value || value.length > 64) return null;
  const epoch = /^\d{9,13}$/.test(value) ? Number(value) : null;
  const time = epoch === null ? Date.parse(value) : epoch < 1e12 ? epoch * 1000 : epoch;
  if (!Number.isFinite(time)) return null;
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(time));
}

export const ToastSchema = v.object({
  tone: v.picklist(['success', 'danger']),
  text: v.pipe(v.string(), v.nonEmpty(), v.maxLength(200)),
});
export type Toast = v.InferOutput<typeof ToastSchema>;

/**
 * A toast for the next page: a short-lived cookie the toasts behaviour reads and removes
 * (docs/decisions/024). Readable by script on purpose; it carries a sentence, nothing secret.
 */
export const FLASH_COOKIE = 'flash_toast';
export const FLASH_MAX_AGE_S = 60;

export const encodeFlash = (toast: Toast) => `${toast.tone}:${toast.text}`;

export function decodeFlash(raw: string | undefined): Toast | null {
  if (!raw) return null;
  const at = raw.indexOf(':');
  const parsed = v.safeParse(ToastSchema, { tone: raw.slice(0, at), text: raw.slice(at + 1) });
  return at > 0 && parsed.success ? parsed.output : null;
}

/** Where the affiliate badge's dismissal is remembered (localStorage). */
export const AFFILIATE_BADGE_KEY = 'affiliate-badge-dismissed';

/** The link a linked ambassador's customers share: the site, crediting that ambassador. */
export const ambassadorShareLink = (origin: string, ambassadorSlug: string) =>
  `${origin}/?ambassador=${encodeURIComponent(ambassadorSlug)}`;
