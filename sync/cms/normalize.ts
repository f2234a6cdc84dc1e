// Loose CMS values made regular (ARCHITECTURE rule 10). Each reader takes whatever the CMS sent
// for a field (a value, null, or nothing) and returns a usable value or the field's default;
// none of them throws, because no field but a record's identity may reject a record.

/** Text as written; numbers and booleans as their text; anything else (null, objects) is ''. */
export function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/** Trimmed text, or null when there is none. */
export function optionalText(value: unknown): string | null {
  return text(value).trim() || null;
}

/** A whole number (also from "12"), or null. */
export function integer(value: unknown): number | null {
  const n = typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) ? n : null;
}

/** A switch: true/false, "true"/"false", 1/0; anything else is the default. */
export function flag(value: unknown, fallback = false): boolean {
  if (value === true || value === 1 || value === 'true' || value === '1') return true;
  if (value === false || value === 0 || value === 'false' || value === '0') return false;
  return fallback;
}

/**
 * An IANA time zone as the runtime knows it ("america/new_york" is "America/New_York"), or null
 * for none or one it does not know (the page then tells the company's own).
 */
export function timeZone(value: unknown): string | null {
  const name = optionalText(value);
  if (name === null || !/^[A-Za-z][A-Za-z0-9_+\-/]{1,63}$/.test(name)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

// ISO 8601 as CMSs write it: a date, or a date and time (T or space), seconds and fraction
// optional, with Z, an offset, or nothing (read as UTC).
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?)(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * A point in time in one form (UTC, milliseconds, `Z`), so that text order is time order in the
 * list indexes. A date alone is midnight UTC (pages format dates in UTC, so it shows as that day).
 * Epoch milliseconds are read too. Anything else is null.
 */
export function timestamp(value: unknown): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? safeIso(value) : null;
  if (typeof value !== 'string') return null;
  const s = value.trim();
  const date = ISO_DATE.exec(s);
  if (date) return safeIso(Date.UTC(Number(date[1]), Number(date[2]) - 1, Number(date[3])), s);
  const full = ISO_DATE_TIME.exec(s);
  if (!full) return null;
  const zone =
    full[3] === undefined
      ? 'Z'
      : full[3].toUpperCase() === 'Z'
        ? 'Z'
        : full[3].replace(/^([+-]\d{2})(\d{2})$/, '$1:$2');
  // Fractions beyond milliseconds are cut: Date.parse reads at most three digits everywhere.
  const time = full[2]!.replace(/(\.\d{3})\d+$/, '$1');
  return safeIso(Date.parse(`${full[1]}T${time}${zone}`));
}

function safeIso(ms: number, dateOnly?: string): string | null {
  if (Number.isNaN(ms)) return null;
  const iso = new Date(ms).toISOString();
  // Date.UTC rolls 2025-02-31 over into March: such a date is not a date.
  if (dateOnly !== undefined && iso.slice(0, 10) !== dateOnly) return null;
  return iso;
}

/** A colour as `#rrggbb` (lower case), from `355070`, `#E09F3E` or `#abc`; anything else is null. */
export function colour(value: unknown): string | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text(value).trim());
  if (!match) return null;
  const hex = match[1]!.toLowerCase();
  return `#${hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex}`;
}

// A host name as an editor types it without a scheme: `www.example.org/story`, `example.org:8080`.
const BARE_HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/i;

/**
 * A link an editor typed: an absolute http(s) URL (`//host` and bare host names get https), or,
 * when `allowPath`, a site path starting with a single `/`. Anything unsafe or unreadable
 * (`javascript:`, `data:`, `mailto:`, words) is null: the link is dropped, the record kept.
 */
export function link(value: unknown, opts: { allowPath?: boolean } = {}): string | null {
  const s = text(value).trim();
  if (s === '') return null;
  if (/^\/(?![/\\])/.test(s)) return opts.allowPath ? s : null;
  let candidate = s;
  if (s.startsWith('//')) candidate = `https:${s}`;
  else if (!/^[a-z][a-z0-9+.-]*:/i.test(s) && BARE_HOST.test(s)) candidate = `https://${s}`;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
}

/** Event theme patterns `pattern_01` … `pattern_16` as 1 … 16 (SPEC §9); anything else is null. */
export function pattern(value: unknown): number | null {
  const match = /^pattern_(\d{1,2})$/.exec(text(value).trim());
  const n = match ? Number(match[1]) : NaN;
  return n >= 1 && n <= 16 ? n : null;
}
