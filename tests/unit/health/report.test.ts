// The health report's rule: fresh while every collection was confirmed in step with the CMS within
// the bound; the content version's age is information, not a verdict.
import { describe, expect, it } from 'vitest';
import type { CollectionRunRow } from '#worker/health/queries.ts';
import { healthReport } from '#worker/health/report.ts';

const NOW = Date.parse('2026-11-25T12:00:00.000Z');
const ago = (s: number) => new Date(NOW - s * 1000).toISOString();
const run = (collection: string, over: Partial<CollectionRunRow> = {}): CollectionRunRow => ({
  collection,
  status: 'ok',
  trigger: 'cron',
  mode: 'changes',
  started_at: ago(61),
  finished_at: ago(60),
  last_ok_at: ago(60),
  ...over,
});
const VERSION = { version: 7, changed_at: ago(3 * 86_400) };

describe('healthReport', () => {
  it('is ok while every collection was in step within the bound, however old the last change', () => {
    const report = healthReport([run('blog-posts'), run('events', { last_ok_at: ago(899) })], VERSION, 900, NOW);
    expect(report).toMatchObject({ status: 'ok', contentAgeSeconds: 899, maxContentAgeSeconds: 900 });
    expect(report.reason).toBeUndefined();
    expect(report.contentVersion).toEqual({ version: 7, changedAt: VERSION.changed_at, ageSeconds: 3 * 86_400 });
  });

  it('is stale past the bound, naming the collections that are late', () => {
    const report = healthReport(
      [run('blog-posts'), run('events', { last_ok_at: ago(901) }), run('faqs', { last_ok_at: ago(5000) })],
      VERSION,
      900,
      NOW,
    );
    expect(report).toMatchObject({
      status: 'stale',
      contentAgeSeconds: 5000,
      reason: 'not in step with the CMS for more than 900 s: events, faqs',
    });
  });

  it('counts only runs that ended ok: a failing collection goes stale once its last ok run is too old', () => {
    const failing = run('events', { status: 'error', finished_at: ago(10), last_ok_at: ago(300) });
    expect(healthReport([failing], VERSION, 900, NOW)).toMatchObject({
      status: 'ok',
      collections: [{ name: 'events', lastRun: { status: 'error' }, lastOkAt: ago(300) }],
    });
    expect(healthReport([{ ...failing, last_ok_at: ago(1000) }], VERSION, 900, NOW).status).toBe('stale');
  });

  it('is stale before any sync, and while a collection has never been in step', () => {
    expect(healthReport([], null, 900, NOW)).toMatchObject({
      status: 'stale',
      reason: 'no sync has run yet',
      contentAgeSeconds: null,
      contentVersion: null,
    });
    expect(
      healthReport([run('blog-posts'), run('faqs', { status: 'incomplete', last_ok_at: null })], VERSION, 900, NOW),
    ).toMatchObject({
      status: 'stale',
      reason: 'never synced in step with the CMS: faqs',
      contentAgeSeconds: null,
    });
  });
});
