// What several browser tests do the same way: log a customer in through /api, and steer the
// fixture store (a fault for the next calls, then back to normal).
import { expect, type Page } from './test.ts';

export const CUSTOMER = { email: 'casey@example.com', password: 'memories-2026' };
const STORE = process.env.E2E_STORE_URL!;

/** Logs in through the session API: the browser context then carries the HttpOnly cookie. */
export async function logIn(page: Page, baseURL: string | undefined, credentials = CUSTOMER) {
  const res = await page.request.post('/api/session', { data: credentials, headers: { origin: baseURL! } });
  expect(res.status()).toBe(201);
}

export async function storeFault(body: unknown) {
  const res = await fetch(`${STORE}/__control/fault`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.ok).toBe(true);
}

export const resetStore = () => fetch(`${STORE}/__control/reset`, { method: 'POST' });

/**
 * Holds the store's next response under `path` until releaseStore() (resetStore() releases it too):
 * 'slow' before the store reads it, 'slow-answer' after. A test then acts while it is held,
 * however slow the machine, instead of racing a delay.
 */
export const holdStore = (path: string, mode: 'slow' | 'slow-answer' = 'slow') =>
  storeFault({ mode, delayMs: 600_000, path, times: 1 });

export async function releaseStore() {
  const res = await fetch(`${STORE}/__control/fault/release`, { method: 'POST' });
  expect(res.ok).toBe(true);
}
