import * as v from 'valibot';
import type { AppEnv } from '#worker/env.ts';
import { limitBody } from '#worker/http/body-limit.ts';
import { Hono } from '#worker/http/hono.ts';
import { byAddress, overLimit, TOO_MANY_ATTEMPTS } from '#worker/http/rate-limit.ts';
import { readJsonBody } from './validate.ts';

const ClientError = v.object({
  kind: v.picklist(['error', 'unhandledrejection', 'hydration', 'chunk-load']),
  message: v.pipe(v.string(), v.maxLength(2000)),
  stack: v.optional(v.pipe(v.string(), v.maxLength(8000))),
  url: v.pipe(v.string(), v.maxLength(2000)),
});

/** A report is at most about 12 KB of fields (above) and their JSON. */
const MAX_REPORT_BYTES = 16 * 1024;

/**
 * Browser errors and unhandled rejections (SPEC §8), forwarded to error reporting; rate limited by
 * address (docs/decisions/071), so no one fills the reporter's quota.
 */
export const clientErrorsApi = new Hono<AppEnv>().post('/', limitBody(MAX_REPORT_BYTES), async (c) => {
  const body = await readJsonBody(c, ClientError);
  if (!body.ok) return body.response;
  if (await overLimit(c, byAddress(c, 'CLIENT_ERRORS_LIMIT'))) return c.json({ error: TOO_MANY_ATTEMPTS }, 429);
  const { message, stack, ...extra } = body.value;
  const error = new Error(message);
  error.name = `BrowserError(${body.value.kind})`;
  if (stack) error.stack = stack;
  c.get('reporter').error(error, { ...extra, userAgent: c.req.header('user-agent') ?? '' });
  return c.body(null, 204);
});
