import type { Context } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { PREVIEW_COOKIE } from '#core/domain/banners.ts';
import { external } from '#core/routes/external.ts';
import type { AppEnv } from '#worker/env.ts';
import { Hono } from '#worker/http/hono.ts';

// SPEC §2.8 "Time-travel preview": Stop Preview clears the promotion preview cookie, which the
// admin app set (script may not be able to reach it), and goes to the admin promotion preview page.

function clearPreview(c: Context<AppEnv>) {
  c.header('Cache-Control', 'private, no-store');
  deleteCookie(c, PREVIEW_COOKIE, { path: '/', secure: true, sameSite: 'Lax' });
  return external.adminPromotionPreview();
}

/** POST /stop from the banner's form (a redirect), DELETE from script (where to go). */
export const previewApi = new Hono<AppEnv>()
  .post('/stop', (c) => c.redirect(clearPreview(c), 303))
  .delete('/', (c) => c.json({ redirectTo: clearPreview(c) }));
