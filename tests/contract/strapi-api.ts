// The real Strapi as the contract tests see it from workerd: its REST API read independently of
// the sync's own client, an editor's writes, and the webhooks it sent.
import { env } from 'cloudflare:workers';

export type StrapiRecord = Record<string, unknown> & { id: number };

async function json<T>(res: Response, what: string): Promise<T> {
  if (!res.ok) throw new Error(`${what}: HTTP ${res.status} ${await res.text()}`);
  return res.json() as Promise<T>;
}

export function get<T = unknown>(path: string, base = env.CMS_URL): Promise<T> {
  return fetch(`${base}${path}`).then((res) => json<T>(res, `GET ${path}`));
}

/** Every record of a collection, drafts included, read page by page (the cap may cut pages short). */
export async function allRecords(collection: string, base = env.CMS_URL): Promise<StrapiRecord[]> {
  const records: StrapiRecord[] = [];
  for (let start = 0; ; ) {
    const body = await get<StrapiRecord[] | Record<string, StrapiRecord[]>>(
      `/${collection}?_publicationState=preview&_sort=id:ASC&_start=${start}&_limit=100`,
      base,
    );
    const page = Array.isArray(body) ? body : Object.values(body).find(Array.isArray)!;
    if (page.length === 0) return records;
    records.push(...page);
    start += page.length;
  }
}

let jwt: string | undefined;

/** Logs in as the seeded editor (users-permissions), once. */
async function editorToken(): Promise<string> {
  jwt ??= (
    await json<{ jwt: string }>(
      await fetch(`${env.CMS_URL}/auth/local`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identifier: 'editor@example.com', password: 'Editor-2026!' }),
      }),
      'editor log-in',
    )
  ).jwt;
  return jwt;
}

/** An editor's change over REST, as the admin's content manager would make it. */
export async function editor(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, base = env.CMS_URL): Promise<StrapiRecord> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${await editorToken()}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return json<StrapiRecord>(res, `${method} ${path}`);
}

export interface CaughtWebhook {
  headers: Record<string, string>;
  body: { event: string; model?: string; entry?: StrapiRecord; media?: unknown };
}

export const caughtWebhooks = () => get<CaughtWebhook[]>('/caught', env.CATCHER_URL);
export const forgetWebhooks = () => fetch(`${env.CATCHER_URL}/caught`, { method: 'DELETE' });

/** Waits for Strapi to send a webhook matching the test (it sends them after answering). */
export async function webhookFor(match: (w: CaughtWebhook) => boolean): Promise<CaughtWebhook> {
  for (let i = 0; i < 100; i++) {
    const found = (await caughtWebhooks()).find(match);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Strapi sent no such webhook; it sent ${JSON.stringify((await caughtWebhooks()).map((w) => [w.body.event, w.body.model]))}`);
}
