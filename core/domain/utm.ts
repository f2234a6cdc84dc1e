import * as v from 'valibot';

// SPEC §3 "Order metadata", §5, §7: the five UTM values of the landing URL go to the current
// order, once per browser session, and only when at least one of them is there.

export const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

/** Where the browser remembers, for this tab's session, that the values were sent. */
export const UTM_SENT_KEY = 'utm-sent';

const MAX_LENGTH = 500;
const value = v.optional(
  v.pipe(
    v.string('must be text'),
    v.trim(),
    v.minLength(1, 'must not be empty'),
    v.maxLength(MAX_LENGTH, 'is too long'),
  ),
);

export const UtmMetadata = v.pipe(
  v.strictObject({ utm_source: value, utm_medium: value, utm_campaign: value, utm_term: value, utm_content: value }),
  v.check((m) => UTM_FIELDS.some((f) => m[f] !== undefined), 'at least one UTM value is needed'),
);
export type UtmMetadata = v.InferOutput<typeof UtmMetadata>;

/**
 * The UTM values of a query string; null when it holds none of the five (or only empty ones).
 * Plain code rather than the schema, which stays out of the browser's entry bundle.
 */
export function utmFromSearch(search: string): UtmMetadata | null {
  const params = new URLSearchParams(search);
  const found: UtmMetadata = {};
  for (const field of UTM_FIELDS) {
    const raw = params.get(field)?.trim();
    if (raw) found[field] = raw.slice(0, MAX_LENGTH);
  }
  return Object.keys(found).length ? found : null;
}

/** What to send on this page view, if anything: nothing once this session has sent its values. */
export const utmToSend = (search: string, alreadySent: boolean): UtmMetadata | null =>
  alreadySent ? null : utmFromSearch(search);
