import type { AppEnv } from '#worker/env.ts';
import { Hono } from '#worker/http/hono.ts';
import { noScriptCookie } from '#worker/http/no-script.ts';

/**
 * The empty stylesheet a page's <noscript> links (docs/decisions/089): asked for only by a browser
 * that runs no script, it marks that browser with a cookie. Never stored, so each page without
 * script says it again (after script removed the mark, say).
 */
export const noScriptApi = new Hono<AppEnv>().get('/', (c) => {
  c.header('Cache-Control', 'private, no-store');
  c.header('Set-Cookie', noScriptCookie());
  c.header('Content-Type', 'text/css; charset=utf-8');
  return c.body('');
});
