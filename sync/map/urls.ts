// Media URLs from the CMS made absolute against CMS_URL.

/**
 * Strapi sends uploads with a relative url (`/uploads/x.jpg`); the site needs an absolute one.
 * A root-relative url is appended to CMS_URL as is, so a CMS served under a path prefix
 * (`https://host/cms`) keeps it; an absolute http(s) url (a CDN) is kept; anything else
 * (`javascript:`, `data:`, unreadable) is null, so the record goes on without that image.
 */
export function absoluteMediaUrl(url: string, cmsUrl: string): string | null {
  const trimmed = url.trim();
  const base = cmsUrl.replace(/\/+$/, '');
  try {
    let resolved: URL;
    if (trimmed.startsWith('//')) resolved = new URL(`${new URL(base).protocol}${trimmed}`);
    else if (trimmed.startsWith('/')) resolved = new URL(`${base}${trimmed}`);
    else resolved = new URL(trimmed, `${base}/`);
    return resolved.protocol === 'http:' || resolved.protocol === 'https:' ? resolved.href : null;
  } catch {
    return null;
  }
}
