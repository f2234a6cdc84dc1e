import type { Context } from 'hono';
import { generateCookie, getCookie } from 'hono/cookie';
import * as v from 'valibot';
import { parseJsonAs } from '#core/domain/json-value.ts';
import { readAuthToken } from './auth-cookie.ts';

// The confirmation after an add to cart without script (docs/decisions/063): the form posts to
// its page, which adds, then redirects back to itself with this cookie. The page says "added"
// only from it, never from its address, so a link someone made cannot claim an add; it reads
// the cookie once and removes it, so a reload says nothing.

const CART_FLASH_COOKIE = 'cart_added';

/** Long enough for the redirect that follows it, on a slow connection. */
const CART_FLASH_MAX_AGE_S = 60;

/**
 * What was added (an item key of the page's own: a product's SKU, a box's slug …) and how many items
 * the store said the cart holds then (null when it did not say).
 */
const CartFlashValue = v.object({
  item: v.pipe(v.string(), v.maxLength(200)),
  count: v.nullable(v.pipe(v.number(), v.safeInteger(), v.minValue(0))),
});

export type CartFlash = v.InferOutput<typeof CartFlashValue>;

// HttpOnly: no script reads or writes it. SameSite=Strict: the redirect from our own form is the
// only request it needs to reach. Path: only the page that added shows it.
const flags = (path: string) => ({ path, httpOnly: true, secure: true, sameSite: 'Strict' }) as const;

const cartFlashCookie = (path: string, flash: CartFlash) =>
  generateCookie(CART_FLASH_COOKIE, JSON.stringify(flash), { ...flags(path), maxAge: CART_FLASH_MAX_AGE_S });

const expiredCartFlashCookie = (path: string) => generateCookie(CART_FLASH_COOKIE, '', { ...flags(path), maxAge: 0 });

/** A redirect to the page at `path` (with its query and fragment in `location`) that will say what was added. */
export function redirectWithCartFlash(c: Context, path: string, location: string, flash: CartFlash): Response {
  c.header('Set-Cookie', cartFlashCookie(path, flash), { append: true });
  return c.redirect(location, 303);
}

/**
 * Whether the request carries a confirmation: the page is then this visitor's own, never shared.
 * Only an add sets one, and only a signed-in visitor adds: without a session cookie it is stray,
 * ignored, and the page stays shareable (issue 34, item 3).
 */
export const hasCartFlash = (c: Context) =>
  readAuthToken(c) !== undefined && getCookie(c, CART_FLASH_COOKIE) !== undefined;

/** The confirmation the request carries, or null when it has none (or no session), or one that does not parse. */
export const readCartFlash = (c: Context): CartFlash | null =>
  hasCartFlash(c) ? parseJsonAs(CartFlashValue, getCookie(c, CART_FLASH_COOKIE)) : null;

/** Removes the confirmation from the browser with the response being prepared: it is shown once. */
export function clearCartFlash(c: Context, path: string): void {
  c.header('Set-Cookie', expiredCartFlashCookie(path), { append: true });
}
