import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import * as v from 'valibot';
import { encodeFlash, FLASH_COOKIE, FLASH_MAX_AGE_S, type Toast } from '#core/domain/banners.ts';
import { endDestination, ImpersonationEnd, ImpersonationStart } from '#core/domain/impersonation.ts';
import { MESSAGES } from '#core/domain/messages.ts';
import { type Session, sessionFromUser } from '#core/domain/session.ts';
import { external } from '#core/routes/external.ts';
import type { AppEnv } from '#worker/env.ts';
import { readAuthToken, setAuthCookie } from '#worker/http/auth-cookie.ts';
import { Hono } from '#worker/http/hono.ts';
import { forgetUser } from '#worker/http/request-user.ts';
import { endImpersonation, startImpersonation } from '#worker/store/impersonation-operations.ts';
import { currentUser } from '#worker/store/operations.ts';
import { UpstreamError } from '#worker/store/upstream-error.ts';

// SPEC §4 "Impersonation", §8: an admin begins and ends acting on behalf of a user. Each call
// answers JSON to script and a redirect to a form post (works without JavaScript), and leaves the
// toast for the next page in the flash cookie (docs/decisions/024).

type Body<S extends v.GenericSchema> =
  | { ok: true; form: boolean; value: v.InferOutput<S> }
  | { ok: false; response: Response };

/** Reads a JSON or form body against a schema; anything else is a clear 4xx. */
async function readBody<S extends v.GenericSchema>(c: Context<AppEnv>, schema: S): Promise<Body<S>> {
  // DELETE says everything by its method; any body it has is ignored.
  if (c.req.method === 'DELETE') return parse(c, schema, {}, false);
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const form = type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data';
  if (!form && type !== 'application/json')
    return { ok: false, response: c.json({ error: 'Send a JSON body or a form.' }, 415) };
  let raw: unknown;
  try {
    raw = form
      ? Object.fromEntries([...(await c.req.formData()).entries()].filter(([, value]) => typeof value === 'string'))
      : await c.req.json();
  } catch {
    return { ok: false, response: c.json({ error: 'The body could not be read.' }, 400) };
  }
  return parse(c, schema, raw, form);
}

function parse<S extends v.GenericSchema>(c: Context<AppEnv>, schema: S, raw: unknown, form: boolean): Body<S> {
  const parsed = v.safeParse(schema, raw);
  if (!parsed.success) {
    const issues = parsed.issues.map((i) => ({ field: v.getDotPath(i), message: i.message }));
    return { ok: false, response: c.json({ error: 'The request body is invalid.', issues }, 400) };
  }
  return { ok: true, form, value: parsed.output };
}

export function setFlash(c: Context, toast: Toast): void {
  setCookie(c, FLASH_COOKIE, encodeFlash(toast), { path: '/', secure: true, sameSite: 'Lax', maxAge: FLASH_MAX_AGE_S });
}

/** A failed store call: its status when it is a 4xx or 5xx, reported when it is ours or the store's fault. */
function failureStatus(c: Context<AppEnv>, error: unknown): 400 | 401 | 403 | 404 | 409 | 422 | 502 | 504 {
  const status = error instanceof UpstreamError ? error.status : 502;
  if (!(error instanceof UpstreamError) || status >= 500) c.get('reporter').error(error);
  if ([400, 401, 403, 404, 409, 422, 504].includes(status)) return status as 400;
  return 502;
}

export interface Ended {
  redirectTo: string;
  session: Session;
}

/**
 * Ends the impersonation the stand-in token stands for: the admin's token back in the cookie, the
 * "No longer managing" toast for the next page, and where to go (SPEC §4). Throws what the store threw.
 */
export async function endFor(c: Context<AppEnv>, standInToken: string): Promise<Ended> {
  const config = c.get('config');
  // Asked first: once ended, the stand-in token no longer names the managed user.
  const managed = await currentUser(config, standInToken).catch(() => null);
  const restored = await endImpersonation(config, standInToken);
  forgetUser(standInToken);
  setAuthCookie(c, restored.auth_token);
  if (managed) setFlash(c, { tone: 'success', text: MESSAGES.impersonationEnded(managed.name) });
  const session = sessionFromUser(restored);
  return { session, redirectTo: endDestination({ isAdmin: session.isAdmin, slug: restored.slug }) };
}

async function end(c: Context<AppEnv>) {
  c.header('Cache-Control', 'private, no-store');
  const body = await readBody(c, ImpersonationEnd);
  if (!body.ok) return body.response;
  const back = body.value.returnTo ?? '/';
  const token = readAuthToken(c);
  if (!token) return body.form ? c.redirect(external.signIn(back), 303) : c.json({ error: 'Sign in first.' }, 401);
  try {
    const ended = await endFor(c, token);
    return body.form ? c.redirect(ended.redirectTo, 303) : c.json(ended);
  } catch (error) {
    const status = failureStatus(c, error);
    if (!body.form) return c.json({ error: MESSAGES.impersonationEndFailed }, status);
    setFlash(c, { tone: 'danger', text: MESSAGES.impersonationEndFailed });
    return c.redirect(back, 303);
  }
}

/** POST begins (JSON `{ id }`, or a form with `id` and `returnTo`); DELETE, or a form post to /end, ends. */
export const impersonationsApi = new Hono<AppEnv>()
  .post('/', async (c) => {
    c.header('Cache-Control', 'private, no-store');
    const body = await readBody(c, ImpersonationStart);
    if (!body.ok) return body.response;
    const back = body.value.returnTo ?? '/';
    const token = readAuthToken(c);
    if (!token)
      return body.form ? c.redirect(external.signIn(back), 303) : c.json({ error: 'Sign in as an admin first.' }, 401);
    try {
      const started = await startImpersonation(c.get('config'), token, body.value.id);
      // The marker lets the banner show at once, before the session is asked (docs/decisions/024).
      const impersonator = started.user.impersonator;
      setAuthCookie(c, started.auth_token, impersonator ? { admin: impersonator.name, user: started.user.name } : null);
      setFlash(c, { tone: 'success', text: MESSAGES.impersonationStarted(started.user.name) });
      return body.form ? c.redirect(back, 303) : c.json({ session: sessionFromUser(started.user) }, 201);
    } catch (error) {
      const status = failureStatus(c, error);
      if (!body.form) return c.json({ error: MESSAGES.impersonationStartFailed }, status);
      setFlash(c, { tone: 'danger', text: MESSAGES.impersonationStartFailed });
      return c.redirect(back, 303);
    }
  })
  .delete('/', end)
  .post('/end', end);
