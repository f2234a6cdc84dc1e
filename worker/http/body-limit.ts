import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '#worker/env.ts';
import { renderErrorPage } from '#worker/ssr/error-response.tsx';

/** Bytes a request body may hold: the largest form or JSON body this site takes is a few KB. */
export const MAX_BODY_BYTES = 64 * 1024;

const BODY_TOO_LARGE = 'The request body is too large.';

/** 413: a JSON error to /api callers, the error page to a form. */
function tooLarge(c: Context<AppEnv>): Response | Promise<Response> {
  return c.req.path.startsWith('/api/') ? c.json({ error: BODY_TOO_LARGE }, 413) : renderErrorPage(c, 413, BODY_TOO_LARGE);
}

/**
 * Every request body is read against a byte cap, chunked ones included: a body without a
 * Content-Length is counted as it arrives and refused once past the cap, never parsed whole.
 * Hono's bodyLimit does the counting.
 */
export const limitBody = (maxSize = MAX_BODY_BYTES): MiddlewareHandler<AppEnv> => bodyLimit({ maxSize, onError: tooLarge });
