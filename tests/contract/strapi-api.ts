// The real Strapi as the contract tests see it from workerd, read independently of the sync's
// own client: every record as the site must show it, an editor's writes, and the webhooks it
// sent. The same tests run against Strapi v3.6.11 and Strapi 5 (CMS_API_VERSION, set by
// tests/contract/run.ts); each speaks to its CMS in its own REST (strapi-v3.ts, strapi-v5.ts) and
// answers in v3's words, so that what the tests expect is stated once (expectations.ts).
import { env } from 'cloudflare:workers';
import { get } from './strapi-http.ts';
import { strapi3 } from './strapi-v3.ts';
import { strapi5 } from './strapi-v5.ts';

/**
 * A record in v3's words: `id` is its key in D1 (v3's id; a Strapi 5 document's key, decision
 * 074), `published_at` null for a draft, `publishedAt` the editors' article date, relations
 * likewise, media files and components as Strapi sends them. A Strapi 5 record keeps its
 * `documentId` beside.
 */
export type StrapiRecord = Record<string, unknown> & { id: number; documentId?: string };

/** What the tests ask of either CMS. `base` is the CMS's URL: the seeded instance unless given. */
export interface ContractCms {
  version: 3 | 5;
  /**
   * Every record of a collection, drafts included, in key order: for a Strapi 5 document the
   * published version where it has one.
   */
  allRecords(collection: string, base?: string): Promise<StrapiRecord[]>;
  /** A single type's record, or null when it is not set. */
  single(path: string, base?: string): Promise<StrapiRecord | null>;
  /** The raw answer of a single type that is not set: status, content type and body. */
  unsetSingle(path: string): Promise<[number, string | null, string]>;
  /** How many records a collection has, drafts included; or how many of these records it still has. */
  count(collection: string, of?: StrapiRecord[], base?: string): Promise<number>;
  /** How many records one page brings when `limit` are asked for (the cap may cut it short). */
  pageLength(collection: string, limit: number, base?: string): Promise<number>;
  /** What a relation field is given to point at a record: v3's id, Strapi 5's documentId. */
  ref(record: StrapiRecord): number | string;
  /** An editor saves a record (a published one stays published, a draft stays a draft). Fields in v3's words. */
  update(collection: string, record: StrapiRecord, data: Record<string, unknown>, base?: string): Promise<void>;
  /** An editor creates a record, published. */
  create(collection: string, data: Record<string, unknown>): Promise<StrapiRecord>;
  remove(collection: string, record: StrapiRecord, base?: string): Promise<void>;
  publish(collection: string, record: StrapiRecord): Promise<void>;
  unpublish(collection: string, record: StrapiRecord): Promise<void>;
  setSingle(path: string, data: Record<string, unknown>): Promise<void>;
  clearSingle(path: string): Promise<void>;
  /** The key of a webhook's entry. */
  entryKey(entry: unknown): number | null;
  /** The entry a delete webhook names this record by. */
  entryOf(record: StrapiRecord): Record<string, unknown>;
}

export { get };

export const cms: ContractCms = env.CMS_API_VERSION === '5' ? strapi5 : strapi3;

export interface CaughtWebhook {
  headers: Record<string, string>;
  body: { event: string; model?: string; uid?: string; entry?: StrapiRecord | null; media?: unknown };
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
  throw new Error(
    `Strapi sent no such webhook; it sent ` +
      `${JSON.stringify((await caughtWebhooks()).map((w) => [w.body.event, w.body.model]))}`,
  );
}
