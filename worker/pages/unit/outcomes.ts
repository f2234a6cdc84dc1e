// What a loader throws instead of returning data: the status is decided before the shell streams.
import { HTTPException } from 'hono/http-exception';
import type { Onward } from '#client/pages/ErrorPage.tsx';
import { MESSAGES } from '#core/domain/messages.ts';

export function notFound(message: string = MESSAGES.unknownRoute, onward?: Onward): never {
  throw new HTTPException(404, onward ? { message, cause: { onward } } : { message });
}

/** The way on a loader's 404 named, if any. */
export function onwardOf(error: HTTPException): Onward | undefined {
  const cause = error.cause as { onward?: Onward } | undefined;
  return cause?.onward;
}

/**
 * A page past the last of a list: a 404, not an empty page, that leads to the list's last page
 * with the list's other parameters kept (issue 35).
 */
export function pastTheLastPage(url: URL, pages: number): never {
  const last = new URL(url);
  if (pages > 1) last.searchParams.set('page', String(pages));
  else last.searchParams.delete('page');
  // One leading slash: a path read as "//host/…" would be a link off the site.
  const href = `/${last.pathname.replace(/^\/+/, '')}${last.search}`;
  const label = pages > 1 ? `Go to page ${pages}, the last` : 'Go to the list';
  notFound(`This list has ${pages} page${pages === 1 ? '' : 's'}.`, { href, label });
}

export function forbidden(message?: string): never {
  throw new HTTPException(403, message ? { message } : {});
}

/**
 * A redirect to a path of this site or a URL the page built itself (never one from the request),
 * with the cookies it sets, if any.
 */
export function redirect(location: string, status: 301 | 302 | 303 = 302, setCookies: readonly string[] = []): never {
  const headers = new Headers({ Location: location });
  for (const cookie of setCookies) headers.append('Set-Cookie', cookie);
  throw new HTTPException(status, { res: new Response(null, { status, headers }) });
}
