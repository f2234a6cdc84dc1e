// What a loader throws instead of returning data: the status is decided before the shell streams.
import { HTTPException } from 'hono/http-exception';
import { MESSAGES } from '#client/domain/messages.ts';

export function notFound(message: string = MESSAGES.unknownRoute): never {
  throw new HTTPException(404, { message });
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
