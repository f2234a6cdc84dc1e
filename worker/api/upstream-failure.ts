import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '#worker/env.ts';
import { UpstreamError } from '#worker/store/upstream-error.ts';

/**
 * Answers a failed store call with the store's status and data (SPEC §8 "Failed request").
 * Anything else is our fault: reported, and answered 502 so the browser sees a clear message.
 */
export function upstreamFailure(c: Context<AppEnv>, error: unknown) {
  if (error instanceof UpstreamError) {
    if (error.status >= 500) c.get('reporter').error(error, { data: error.data });
    const status = (error.status >= 400 && error.status <= 599 ? error.status : 502) as ContentfulStatusCode;
    return c.json({ error: messageOf(error.data) ?? error.message, status: error.status, data: error.data }, status);
  }
  c.get('reporter').error(error);
  return c.json({ error: 'Something went wrong on our end, please try again later.' }, 502);
}

function messageOf(data: unknown): string | undefined {
  if (data && typeof data === 'object' && 'error' in data && typeof data.error === 'string') return data.error;
  return undefined;
}
