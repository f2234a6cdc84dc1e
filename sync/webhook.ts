// The publish webhook: Strapi calls it when an entry is created, updated, published, unpublished
// or deleted, or a media file changes, and the records it concerns are synced at once: the entry
// itself, and the records that copy it (a tag's posts, an image's records). Strapi v3 webhooks
// are unsigned, so the webhook is configured with a shared secret header (X-Sync-Secret)
// compared in constant time. Strapi 5 sends the same events (decision 074) with the entry's
// `documentId`, which is its key here, and its model's `uid` beside its name.

import * as v from 'valibot';
import { secretMatches } from '#core/domain/secret-match.ts';
import { createReporter } from '#worker/errors/reporter.ts';
import { readCappedText } from './capped-body.ts';
import { integer } from './cms/normalize.ts';
import { keyOf } from './cms/v5/key.ts';
import { MEDIA_MODEL } from './collections/define.ts';
import { concerns } from './collections/index.ts';
import type { SyncEnv } from './env.ts';
import { readSyncConfig } from './env.ts';
import type { SyncOptions } from './run.ts';
import { runSync } from './run.ts';
import type { RecordTarget } from './scan/records.ts';

export const SECRET_HEADER = 'X-Sync-Secret';
const MAX_BODY_BYTES = 1_000_000;

/**
 * What Strapi sends: `{ event: 'entry.publish', model: 'blog-post', entry: {...} }`, or for the
 * media library `{ event: 'media.update', media: {...} }`. Strapi 5 adds `uid`
 * (`api::blog-post.blog-post`) and `createdAt`, and names the entry by `documentId`.
 */
const WebhookBody = v.object({
  event: v.pipe(v.string(), v.minLength(1, 'event is required')),
  model: v.optional(v.string()),
  uid: v.optional(v.string()),
  entry: v.optional(v.unknown()),
  media: v.optional(v.unknown()),
});

const idOf = (entry: unknown) => {
  const id = integer((entry as { id?: unknown } | null | undefined)?.id);
  return id !== null && id > 0 ? id : null;
};

/**
 * When the entry was saved, as the webhook says (v3 `updated_at`, Strapi 5 `updatedAt`): the CMS
 * must serve at least that copy before it is written (sync/scan/caught-up.ts). Null when absent.
 */
const entryTime = (entry: unknown) => {
  const fields = (entry ?? {}) as { updated_at?: unknown; updatedAt?: unknown };
  const stamp = fields.updated_at ?? fields.updatedAt;
  return typeof stamp === 'string' && Number.isFinite(Date.parse(stamp)) ? stamp : null;
};

/**
 * A Strapi 5 entry is named by its documentId (its `id` is one version's row, and changes when
 * it is published); a v3 entry by its id. A media file keeps its id in both.
 */
const entryKey = (entry: unknown) => {
  const documentId = (entry as { documentId?: unknown } | null | undefined)?.documentId;
  return documentId === undefined ? idOf(entry) : keyOf(documentId);
};

/**
 * POST /webhook. 200 with the results when every concerned collection synced, or with
 * `ignored` when the event concerns none (a model the site does not copy, a new upload);
 * 502 when a collection could not be synced (logged); 401 for a wrong or missing secret; 400
 * for a body that is not a Strapi webhook; 503 when no secret is configured.
 */
export async function handleWebhook(
  request: Request,
  env: SyncEnv,
  ctx?: ExecutionContext,
  syncOptions: Omit<SyncOptions, 'trigger' | 'collections' | 'targets'> = {},
): Promise<Response> {
  const secret = env.SYNC_WEBHOOK_SECRET?.trim();
  if (!secret) {
    console.error('sync webhook: SYNC_WEBHOOK_SECRET is not set; refusing every call');
    return json({ error: 'Webhook is not configured' }, 503);
  }
  if (!(await secretMatches(request.headers.get(SECRET_HEADER), secret))) {
    return json({ error: `Missing or wrong ${SECRET_HEADER} header` }, 401);
  }

  const read = await readCappedText(request, MAX_BODY_BYTES);
  if (!read.ok)
    return read.tooLarge ? json({ error: 'Body too large' }, 413) : json({ error: 'Body could not be read' }, 400);
  let body: unknown;
  try {
    body = JSON.parse(read.text);
  } catch {
    return json({ error: 'Body must be JSON: { event, model, entry }' }, 400);
  }
  const parsed = v.safeParse(WebhookBody, body);
  if (!parsed.success) {
    return json(
      {
        error:
          `Body must be a Strapi webhook { event, model, entry }: ` +
          `${parsed.issues.map((i) => `${v.getDotPath(i) ?? 'body'}: ${i.message}`).join('; ')}`,
      },
      400,
    );
  }
  const { event } = parsed.output;
  const model = parsed.output.model ?? parsed.output.uid;
  let concerned: string;
  let entryId: number | null;
  if (event.startsWith('media.')) {
    // A new upload is used by nothing yet; a changed or deleted one may be shown anywhere.
    if (event === 'media.create')
      return json({ ignored: true, reason: 'a new upload is not used by any record yet' }, 200);
    concerned = MEDIA_MODEL;
    entryId = idOf(parsed.output.media);
  } else if (model) {
    concerned = model;
    entryId = entryKey(parsed.output.entry);
  } else {
    return json({ error: 'Body has no model' }, 400);
  }
  const found = concerns(concerned);
  // Strapi sends every model's events (users, roles …); those the site does not copy need nothing.
  if (found.length === 0)
    return json({ ignored: true, reason: `model "${concerned.slice(0, 100)}" is not copied by the site` }, 200);

  // The entry and what copies it; without an entry id, the collections' own incremental run.
  const targets = new Map<string, RecordTarget[]>();
  if (entryId !== null) {
    const notBefore = event.startsWith('media.') ? null : entryTime(parsed.output.entry);
    for (const { collection, copy } of found) {
      const list = targets.get(collection.name) ?? [];
      list.push(copy ? { copy, id: entryId } : notBefore ? { ids: [entryId], notBefore } : { ids: [entryId] });
      targets.set(collection.name, list);
    }
  }
  const collections = [...new Set(found.map((c) => c.collection.name))];

  // A bad CMS_URL is not the caller's fault: runSync logs it per collection and we answer 502.
  const parsedEnv = readSyncConfig(env);
  const reporter = createReporter({ dsn: parsedEnv.ok ? parsedEnv.config.SENTRY_DSN : undefined, ctx, request });
  const results = await runSync(env, { ...syncOptions, trigger: 'webhook', collections, targets, reporter });
  return json({ results }, results.every((r) => r.status !== 'error') ? 200 : 502);
}

function json(body: unknown, status: number): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
}
