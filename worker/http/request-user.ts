import type { Context } from 'hono';
import type { AppEnv } from '#worker/env.ts';
import { currentUser } from '#worker/store/operations.ts';
import type { UserRecord } from '#worker/store/schemas.ts';
import { readAuthToken } from './auth-cookie.ts';

/**
 * The signed-in user of this request, asked of the core API once however many parts of the page
 * need it (chrome, drafts check, log-in redirect). Null when signed out or when the core API
 * cannot say: callers treat both as signed out.
 */
export function requestUser(c: Context<AppEnv>): Promise<UserRecord | null> {
  let user = c.get('user');
  if (!user) {
    const token = readAuthToken(c);
    user = token ? currentUser(c.get('config'), token).catch(() => null) : Promise.resolve(null);
    c.set('user', user);
  }
  return user;
}
