import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareHandler } from 'hono';

/**
 * The visitor's address for this request, from CF-Connecting-IP alone (Cloudflare sets it; a
 * client's X-Forwarded-For is never believed). Every call to the store and the core API sends it
 * as X-Forwarded-For (worker/store/client.ts), so the store can throttle by visitor as well.
 */
const address = new AsyncLocalStorage<string | undefined>();

export const visitorAddress: MiddlewareHandler = (c, next) =>
  address.run(c.req.header('CF-Connecting-IP') || undefined, next);

/** This request's visitor address, or undefined outside a request or when Cloudflare gave none. */
export const currentVisitorAddress = () => address.getStore();
