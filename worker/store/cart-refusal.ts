import type { Context } from 'hono';
import type { AppEnv } from '#worker/env.ts';
import { UpstreamError } from './upstream-error.ts';

/**
 * What a page or the cart API answers when the store refuses an add to cart, beside SPEC §8's
 * text: the store's 401 (the session is over), 422 for any other refusal, 502 when it failed.
 */
export type RefusedStatus = 401 | 422 | 502;

export const refusedStatus = (error: UpstreamError): RefusedStatus =>
  error.status === 401 ? 401 : error.status < 500 ? 422 : 502;

/**
 * An add to cart as a page's form makes it: the cart count the store answered, or the status to
 * answer with when the store refused (reported when it failed). Anything else is thrown.
 */
export async function addOrRefusal(
  c: Context<AppEnv>,
  adding: Promise<number | null>,
): Promise<{ count: number | null } | { refused: RefusedStatus }> {
  try {
    return { count: await adding };
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    if (error.status >= 500) c.get('reporter').error(error, { data: error.data });
    return { refused: refusedStatus(error) };
  }
}
