import { storeInfoView } from '#core/domain/store-info.ts';
import type { AppEnv } from '#worker/env.ts';
import { clearAuthCookie, readAuthToken } from '#worker/http/auth-cookie.ts';
import { Hono } from '#worker/http/hono.ts';
import { storeInfo } from '#worker/store/operations.ts';
import { UpstreamError } from '#worker/store/upstream-error.ts';
import { upstreamFailure } from './upstream-failure.ts';

/** Store info for the signed-in user (badges, ambassador, cart count); 401 when signed out. */
export const storeInfoApi = new Hono<AppEnv>().get('/', async (c) => {
  c.header('Cache-Control', 'private, no-store');
  const token = readAuthToken(c);
  if (!token) return c.json({ error: 'Sign in to see your store information.' }, 401);
  try {
    return c.json({ storeInfo: storeInfoView(await storeInfo(c.get('config'), token)) });
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 401) clearAuthCookie(c);
    return upstreamFailure(c, error);
  }
});
