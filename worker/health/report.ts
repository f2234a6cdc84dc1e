// The health report's rule (docs/decisions/054): content is fresh while every collection the sync
// keeps has been confirmed in step with the CMS (a run ended `ok`) within the bound. The content
// version's age is shown too, but a CMS nobody edits is not stale: an unchanged version is not.
import type { CollectionRunRow } from './queries.ts';

export interface HealthReport {
  status: 'ok' | 'stale';
  /** Why the report is stale, in words an engineer on call can act on; absent when ok. */
  reason?: string;
  checkedAt: string;
  maxContentAgeSeconds: number;
  /** Seconds since the collection confirmed longest ago was last confirmed; null before any was. */
  contentAgeSeconds: number | null;
  contentVersion: { version: number; changedAt: string; ageSeconds: number } | null;
  collections: {
    name: string;
    lastRun: {
      status: CollectionRunRow['status'];
      trigger: CollectionRunRow['trigger'];
      mode: CollectionRunRow['mode'];
      finishedAt: string | null;
    };
    lastOkAt: string | null;
  }[];
}

const secondsSince = (iso: string, now: number) => Math.max(0, Math.round((now - Date.parse(iso)) / 1000));

export function healthReport(
  runs: readonly CollectionRunRow[],
  version: { version: number; changed_at: string } | null,
  maxContentAgeSeconds: number,
  now = Date.now(),
): HealthReport {
  const neverOk = runs.filter((r) => r.last_ok_at === null).map((r) => r.collection);
  const oldest = runs.reduce<number | null>(
    (age, r) => (r.last_ok_at === null ? age : Math.max(age ?? 0, secondsSince(r.last_ok_at, now))),
    null,
  );
  const contentAgeSeconds = neverOk.length > 0 ? null : oldest;
  let reason: string | undefined;
  if (runs.length === 0) reason = 'no sync has run yet';
  else if (neverOk.length > 0) reason = `never synced in step with the CMS: ${neverOk.join(', ')}`;
  else if (contentAgeSeconds !== null && contentAgeSeconds > maxContentAgeSeconds) {
    const late = runs.filter((r) => secondsSince(r.last_ok_at!, now) > maxContentAgeSeconds).map((r) => r.collection);
    reason = `not in step with the CMS for more than ${maxContentAgeSeconds} s: ${late.join(', ')}`;
  }
  return {
    status: reason ? 'stale' : 'ok',
    ...(reason ? { reason } : {}),
    checkedAt: new Date(now).toISOString(),
    maxContentAgeSeconds,
    contentAgeSeconds,
    contentVersion: version
      ? { version: version.version, changedAt: version.changed_at, ageSeconds: secondsSince(version.changed_at, now) }
      : null,
    collections: runs.map((r) => ({
      name: r.collection,
      lastRun: { status: r.status, trigger: r.trigger, mode: r.mode, finishedAt: r.finished_at },
      lastOkAt: r.last_ok_at,
    })),
  };
}
