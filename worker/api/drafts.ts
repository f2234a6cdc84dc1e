import { setCookie } from 'hono/cookie';
import * as v from 'valibot';
import { AUTH_COOKIE_MAX_AGE_S } from '#core/domain/constants.ts';
import { DRAFT_COOKIES } from '#core/domain/drafts.ts';
import { safeRedirectTarget } from '#core/domain/redirect-target.ts';
import type { AppEnv } from '#worker/env.ts';
import { Hono } from '#worker/http/hono.ts';

const DraftsForm = v.object({
  section: v.picklist(Object.keys(DRAFT_COOKIES) as (keyof typeof DRAFT_COOKIES)[], 'Unknown drafts switch.'),
  on: v.picklist(['true', 'false'], 'Say on=true or on=false.'),
  returnTo: v.optional(v.string(), '/'),
});

/**
 * A drafts switch (SPEC §4 "Drafts toggles"): a plain form post, so it works without JavaScript.
 * The cookie only asks; the pages still check that the visitor may see drafts. The page the
 * switch was on is loaded again (SPEC: "The page reloads on change").
 */
export const draftsApi = new Hono<AppEnv>().post('/', async (c) => {
  const body = await c.req.parseBody().catch(() => null);
  const form = v.safeParse(DraftsForm, body);
  if (!form.success) return c.json({ error: form.issues[0].message }, 400);
  setCookie(c, DRAFT_COOKIES[form.output.section], form.output.on, {
    path: '/',
    httpOnly: true,
    secure: true,
    sameSite: 'Lax',
    maxAge: AUTH_COOKIE_MAX_AGE_S,
  });
  return c.redirect(safeRedirectTarget(form.output.returnTo), 303);
});
