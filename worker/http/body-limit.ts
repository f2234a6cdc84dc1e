import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '#worker/env.ts';

/** Bytes a request body may hold: the largest form or JSON body this site takes is a few KB. */
export const MAX_BODY_BYTES = 64 * 1024;

const BODY_TOO_LARGE = 'The request body is too large.';

/** 413: a JSON error to /api callers; for a form, the error page (rendered by the app's error handler). */
function tooLarge(c: Context<AppEnv>): Response {
  if (c.req.path.startsWith('/api/')) return c.json({ error: BODY_TOO_LARGE }, 413);
  throw new HTTPException(413, { message: BODY_TOO_LARGE });
}

/**
 * Every request body is read against a byte cap, chunked ones included: a body without a
 * Content-Length is counted as it arrives and refused once past the cap, never parsed whole.
 * Hono's bodyLimit does the counting.
 */
export const limitBody = (maxSize = MAX_BODY_BYTES): MiddlewareHandler<AppEnv> =>
  bodyLimit({ maxSize, onError: tooLarge });
