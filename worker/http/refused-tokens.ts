import { RecentMemo } from '#worker/memo/recent-memo.ts';

/**
 * Session tokens the store or the core API refused (401) lately, remembered per isolate for a
 * short while (issue 34, item 3): a made-up token sent again and again is then answered as signed
 * out, its cookie cleared, without asking the store each time. Short, since a token the store
 * refused does not come back to life; bounded, oldest out first.
 */
export const REFUSED_TOKEN_MS = 60_000;
const REFUSED_TOKENS = 1_000;
const refused = new RecentMemo<true>(REFUSED_TOKEN_MS, REFUSED_TOKENS);

export function rememberRefusedToken(token: string, now = Date.now()): void {
  refused.set(token, true, now);
}

export const wasRefused = (token: string, now = Date.now()): boolean => refused.get(token, now) === true;
