// URL rules for CMS data: media URLs made absolute against CMS_URL, links limited to safe schemes.
import { RecordError } from './record-error.ts';

/**
 * Strapi sends uploads with a relative url (`/uploads/x.jpg`); the site needs an absolute one.
 * A root-relative url is appended to CMS_URL as is, so a CMS served under a path prefix
 * (`https://host/cms`) keeps it; an absolute http(s) url (a CDN) is kept; any other scheme
 * (`javascript:`, `data:`) is refused.
 */
export function absoluteMediaUrl(url: string, cmsUrl: string): string {
  const trimmed = url.trim();
  const base = cmsUrl.replace(/\/+$/, '');
  let resolved: URL;
  try {
    if (trimmed.startsWith('//')) resolved = new URL(`${new URL(base).protocol}${trimmed}`);
    else if (trimmed.startsWith('/')) resolved = new URL(`${base}${trimmed}`);
    else resolved = new URL(trimmed, `${base}/`);
  } catch {
    throw new RecordError(`media url "${truncate(url)}" is not a valid URL`);
  }
  if (resolved.protocol !== 'http:' && resolved.protocol !== 'https:') {
    throw new RecordError(`media url "${truncate(url)}" must be http(s)`);
  }
  return resolved.href;
}

/** A media object's absolute url and alt text, or nulls when there is none. */
export function mediaFields(
  media: { url: string; alternativeText: string | null } | null,
  cmsUrl: string,
): { url: string | null; alt: string | null } {
  if (!media) return { url: null, alt: null };
  return { url: absoluteMediaUrl(media.url, cmsUrl), alt: media.alternativeText?.trim() || null };
}

/**
 * A link an editor typed (slide link, video url, news article url): an absolute http(s) URL or a
 * site path starting with a single `/`. Empty → null. Anything else (`javascript:`…) is refused.
 */
export function safeLinkUrl(url: string | null | undefined, opts: { allowPath?: boolean } = {}): string | null {
  const trimmed = url?.trim() ?? '';
  if (trimmed === '') return null;
  if (opts.allowPath && /^\/(?![/\\])/.test(trimmed)) return trimmed;
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    throw new RecordError(`link "${truncate(trimmed)}" is not a valid URL`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new RecordError(`link "${truncate(trimmed)}" must be http(s)`);
  }
  return parsed.href;
}

function truncate(s: string): string {
  return s.length > 80 ? `${s.slice(0, 77)}...` : s;
}
