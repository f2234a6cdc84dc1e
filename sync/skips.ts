// Skipped records are remembered in sync_skips, so that each is reported once per record and
// change (its fingerprint covers the record as sent and the reason), not on every 5-minute run,
// and forgotten once the record is written or gone from the CMS.

import type { Reporter } from '#worker/errors/reporter.ts';
import type { Skip } from './write/chunk.ts';

/** What the sync log keeps of a skip. */
export interface SkipEntry {
  id: number | null;
  slug: string | null;
  reason: string;
}

/** The log keeps this many skips per run; the count covers all of them. */
export const LOGGED_SKIPS = 50;

export async function recordSkips(
  db: D1Database,
  reporter: Reporter,
  run: {
    collection: string;
    skips: readonly Skip[];
    /** Records written this run: their earlier skips are over. */
    writtenIds: ReadonlySet<number>;
    /** Records the CMS proved gone this run: so are their skips. */
    goneIds: ReadonlySet<number>;
    /** Every record id the CMS has, when the listing was complete: skips of other ids are over. */
    allIds: ReadonlySet<number> | null;
    now: string;
  },
): Promise<void> {
  const { collection, now } = run;
  const known = new Map(
    (
      await db
        .prepare('SELECT record_id, fingerprint FROM sync_skips WHERE collection = ?')
        .bind(collection)
        .all<{ record_id: number; fingerprint: string }>()
    ).results.map((r) => [r.record_id, r.fingerprint]),
  );
  const statements: D1PreparedStatement[] = [];
  for (const skip of run.skips) {
    const fingerprint = await fingerprintOf(skip);
    const label = `${collection} record ${skip.id ?? '(no id)'}${skip.slug ? ` "${skip.slug}"` : ''}`;
    // A record without an id cannot be remembered: it is reported each time it is seen.
    if (skip.id === null || known.get(skip.id) !== fingerprint) {
      reporter.warning(`${label} was skipped: ${skip.reason}`, { collection, record: String(skip.id ?? 'none') });
    }
    if (skip.id === null) continue;
    statements.push(
      db
        .prepare(
          `INSERT INTO sync_skips (collection, record_id, slug, reason, fingerprint, first_seen_at, last_seen_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (collection, record_id) DO UPDATE SET slug = excluded.slug, reason = excluded.reason,
         last_seen_at = excluded.last_seen_at,
         first_seen_at = CASE WHEN sync_skips.fingerprint = excluded.fingerprint
           THEN sync_skips.first_seen_at ELSE excluded.first_seen_at END,
         fingerprint = excluded.fingerprint`,
        )
        .bind(collection, skip.id, skip.slug, skip.reason.slice(0, 1000), fingerprint, now, now),
    );
  }
  const stillSkipped = new Set(run.skips.map((s) => s.id));
  const over = [...known.keys()].filter(
    (id) =>
      !stillSkipped.has(id) &&
      (run.writtenIds.has(id) || run.goneIds.has(id) || (run.allIds !== null && !run.allIds.has(id))),
  );
  if (over.length > 0) {
    statements.push(
      db
        .prepare('DELETE FROM sync_skips WHERE collection = ? AND record_id IN (SELECT value FROM json_each(?))')
        .bind(collection, JSON.stringify(over)),
    );
  }
  if (statements.length > 0) await db.batch(statements);
}

export function logEntries(skips: readonly Skip[]): SkipEntry[] {
  return skips.slice(0, LOGGED_SKIPS).map(({ id, slug, reason }) => ({ id, slug, reason }));
}

async function fingerprintOf(skip: Skip): Promise<string> {
  const data = new TextEncoder().encode(`${skip.reason}\n${JSON.stringify(skip.raw) ?? ''}`);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', data));
  return [...digest.slice(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
