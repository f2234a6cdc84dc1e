// What the account tests share: the app with the captcha pointed at the fixture store's
// stand-in (wrangler.toml points it at `npm start`'s port), production mode, and form posts.
import { env } from 'cloudflare:workers';
import { TURNSTILE_TEST_SECRET } from '#tests/fixtures/store/turnstile.ts';
import { ORIGIN, serve } from '#tests/worker/helpers.ts';
import { createApp } from '#worker/app.ts';

export const STORE = new URL(env.STORE_API_URL).origin;

export const captchaEnv = {
  ...env,
  TURNSTILE_SITE_KEY: '1x00000000000000000000AA',
  TURNSTILE_SCRIPT_URL: `${STORE}/turnstile/v0/api.js`,
  TURNSTILE_VERIFY_URL: `${STORE}/turnstile/v0/siteverify`,
  TURNSTILE_SECRET_KEY: TURNSTILE_TEST_SECRET,
};

interface Visit {
  method?: 'GET' | 'POST' | 'DELETE';
  cookie?: string | undefined;
  form?: Record<string, string>;
  json?: unknown;
  env?: Partial<typeof captchaEnv>;
}

/** A same-origin request to a fresh app, with the given vars over the test ones. */
export function visit(path: string, { method = 'GET', cookie, form, json, env: vars = {} }: Visit = {}) {
  const headers = new Headers();
  if (cookie) headers.set('cookie', cookie);
  if (method !== 'GET') {
    headers.set('origin', ORIGIN);
    headers.set('sec-fetch-site', 'same-origin');
  }
  if (json !== undefined) headers.set('content-type', 'application/json');
  const body = form ? new URLSearchParams(form) : json !== undefined ? JSON.stringify(json) : undefined;
  const init: RequestInit = { method, headers, redirect: 'manual', ...(body ? { body } : {}) };
  return serve(createApp(), new Request(`${ORIGIN}${path}`, init), { ...captchaEnv, ...vars });
}

export const production = (path: string, opts: Visit = {}) =>
  visit(path, { ...opts, env: { ...opts.env, APP_ENV: 'production', IMAGE_RESIZING: 'zone' } });

/** The auth_token cookie a response sets ('' when it removes it), or null when it leaves it alone. */
export function authCookieOf(res: Response): string | null {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('auth_token='));
  return cookie === undefined ? null : cookie.slice('auth_token='.length).split(';')[0]!;
}

/**
 * The Cookie header a browser sends after it got `res`, from the one it sent (cookies the site set
 * for Path=/): each Set-Cookie for Path=/ replaces its cookie, one that expires (Max-Age=0, an
 * Expires in the past) leaves the jar, and one for another path is another cookie, kept apart.
 */
export function cookieJarAfter(sent: string, res: Response): string {
  const jar = new Map(
    sent
      .split(';')
      .map((pair) => pair.trim())
      .filter(Boolean)
      .map((pair) => [pair.split('=')[0]!, pair] as const),
  );
  for (const line of res.headers.getSetCookie()) {
    const [pair, ...attributes] = line.split(';').map((part) => part.trim());
    const name = pair!.split('=')[0]!;
    if (!attributes.some((a) => a.toLowerCase() === 'path=/')) continue;
    const expired = attributes.some((a) => {
      const [key, value = ''] = a.split('=');
      const attr = key!.toLowerCase();
      return (attr === 'max-age' && Number(value) <= 0) || (attr === 'expires' && Date.parse(value) <= Date.now());
    });
    if (expired) jar.delete(name);
    else jar.set(name, pair!);
  }
  return [...jar.values()].join('; ');
}

/** The text of the page's main element, without markup: what a visitor reads. */
export function mainText(html: string): string {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
  return main
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** A one-time sign-in token, as the external log-in page gets it for a signed-in user. */
export async function oneTimeToken(sessionCookie: string): Promise<string> {
  const res = await fetch(`${env.STORE_API_URL}/one_time_tokens`, {
    method: 'POST',
    headers: { [env.AUTH_HEADER_NAME ?? 'X-Forever-Auth-Token']: sessionCookie.replace(/^auth_token=/, '') },
  });
  if (res.status !== 201) throw new Error(`one-time token: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

/** A token from the stand-in widget script, as the browser would get it. */
export async function captchaToken(): Promise<string> {
  const script = await (await fetch(captchaEnv.TURNSTILE_SCRIPT_URL)).text();
  const token = /const token = "([^"]+)"/.exec(script)?.[1];
  if (!token) throw new Error('no token in the stand-in widget');
  return token;
}

/** The `login_state=…` pair a response sets ('' when it removes it), or null when it leaves it alone. */
export function logInStateOf(res: Response): string | null {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('login_state='));
  return cookie === undefined ? null : cookie.split(';')[0]!.slice('login_state='.length);
}

/**
 * A log-in started in production as a browser starts it (GET /log-in, or /sign-up): the state
 * cookie it got and the callback URL the external page was told to return to.
 */
export async function startedLogIn(target: string, path: '/log-in' | '/sign-up' = '/log-in', cookie?: string) {
  const res = await production(`${path}?redirectTo=${encodeURIComponent(target)}`, { cookie });
  if (res.status !== 302) throw new Error(`${path} answered ${res.status}`);
  const external = new URL(res.headers.get('location')!);
  const state = logInStateOf(res);
  if (!state) throw new Error(`${path} set no state cookie`);
  return {
    external,
    callback: new URL(external.searchParams.get('redirectTo')!),
    stateCookie: `login_state=${state}`,
    response: res,
  };
}

/** The callback URL with a one-time token added, as the external page sends the browser back, as a path. */
export function callbackWith(callback: URL, token: string): string {
  const url = new URL(callback);
  url.searchParams.set('token', token);
  return url.pathname + url.search;
}
