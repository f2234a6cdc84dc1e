// What the impersonation tests share: the fixture admin, the auth cookie a response sets, and
// the calls to /api/impersonations.
import { CUSTOMER, site } from '#tests/worker/helpers.ts';

export const ADMIN = { email: 'avery.admin@example.com', password: CUSTOMER.password };
export const CASEY_ID = 101;

/** The `auth_token=…` pair a response sets, or null. */
export function authCookieOf(res: Response): string | null {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('auth_token='));
  return cookie ? cookie.split(';')[0]! : null;
}

/** The flash toast a response leaves for the next page, decoded, or null. */
export function flashOf(res: Response): string | null {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('flash_toast='));
  return cookie ? decodeURIComponent(cookie.split(';')[0]!.slice('flash_toast='.length)) : null;
}

export const startJson = (cookie: string, id: unknown = CASEY_ID) =>
  site('/api/impersonations', {
    method: 'POST',
    cookie,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id }),
  });

export const startForm = (cookie: string, fields: Record<string, string>) =>
  site('/api/impersonations', {
    method: 'POST',
    cookie,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

export const endJson = (cookie: string) => site('/api/impersonations', { method: 'DELETE', cookie });

export const endForm = (cookie: string, fields: Record<string, string> = {}) =>
  site('/api/impersonations/end', {
    method: 'POST',
    cookie,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

/** Logs the admin in and starts managing Casey: the stand-in session's cookie. */
export async function managingCasey(adminCookie: string): Promise<string> {
  const res = await startJson(adminCookie);
  if (res.status !== 201) throw new Error(`start failed: ${res.status} ${await res.text()}`);
  return authCookieOf(res)!;
}
