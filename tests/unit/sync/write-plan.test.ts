import { describe, expect, it } from 'vitest';
import { blogPosts, eventSections, events, eventTickets, faqs } from '../../../worker/db/schema.ts';
import { ConflictError, planWrite, snapshotQuery } from '../../../sync/write/plan.ts';
import type { Snapshot, TableState } from '../../../sync/write/plan.ts';
import { tableInfo, toDriverRow } from '../../../sync/write/tables.ts';

const eventsSpec = { table: events, groupBy: 'id', countsTowardRecord: true, unique: [['slug']] };
const ticketsSpec = { table: eventTickets, groupBy: 'eventId', countsTowardRecord: true };

function event(id: number, over: Partial<typeof events.$inferInsert> = {}): typeof events.$inferInsert {
  return { id, slug: `event-${id}`, title: `Event ${id}`, description: '', startsAt: '2027-01-01T00:00:00.000Z', location: '', updatedAt: '2026-01-01T00:00:00.000Z', isDraft: false, ...over };
}
function ticket(id: number, eventId: number, over: Partial<typeof eventTickets.$inferInsert> = {}): typeof eventTickets.$inferInsert {
  return { id, eventId, name: `Ticket ${id}`, storeSku: `SKU-${id}`, isEarlyBird: false, sortOrder: 0, ...over };
}

/** The snapshot D1 would return after writing these states. */
function snapshotOf(states: TableState[]): Snapshot {
  return new Map(states.map((s) => {
    const info = tableInfo(s.spec.table);
    return [info.name, s.rows.map((r) => toDriverRow(info, r))];
  }));
}

function states(eventRows: ReturnType<typeof event>[], ticketRows: ReturnType<typeof ticket>[]): TableState[] {
  return [{ spec: eventsSpec, rows: eventRows }, { spec: ticketsSpec, rows: ticketRows }];
}

describe('planWrite', () => {
  it('on an empty table inserts everything and counts every record as changed', () => {
    const next = states([event(1), event(2)], [ticket(10, 1), ticket(11, 1), ticket(12, 2)]);
    const plan = planWrite(next, new Map());
    expect(plan.changedIds).toEqual([1, 2]);
    expect(plan.deletedIds).toEqual([]);
    const inserts = plan.statements.filter((s) => s.sql.startsWith('INSERT'));
    expect(inserts).toHaveLength(2);
    expect(JSON.parse(inserts[0]!.params[0] as string)).toHaveLength(2);
    expect(JSON.parse(inserts[1]!.params[0] as string)).toHaveLength(3);
  });

  it('with nothing changed writes nothing but the listing-wide deletes', () => {
    const next = states([event(1), event(2)], [ticket(10, 1)]);
    const plan = planWrite(next, snapshotOf(next));
    expect(plan.changedIds).toEqual([]);
    expect(plan.deletedIds).toEqual([]);
    expect(plan.statements.every((s) => /NOT IN/.test(s.sql))).toBe(true);
  });

  it('counts a record changed when only its child rows changed', () => {
    const before = states([event(1), event(2)], [ticket(10, 1), ticket(12, 2)]);
    const after = states([event(1), event(2)], [ticket(10, 1, { name: 'Renamed' }), ticket(12, 2)]);
    const plan = planWrite(after, snapshotOf(before));
    expect(plan.changedIds).toEqual([1]);
    const ticketInsert = plan.statements.find((s) => s.sql.startsWith('INSERT INTO "event_tickets"'))!;
    expect(JSON.parse(ticketInsert.params[0] as string)).toEqual([[10, 1, 'Renamed', 'SKU-10', 0, 0]]);
  });

  it('counts a record changed when all its child rows went away', () => {
    const before = states([event(1)], [ticket(10, 1)]);
    const plan = planWrite(states([event(1)], []), snapshotOf(before));
    expect(plan.changedIds).toEqual([1]);
  });

  it('counts deleted records and does not count them as changed', () => {
    const before = states([event(1), event(2), event(3)], [ticket(10, 1), ticket(12, 2)]);
    const plan = planWrite(states([event(1), event(3, { title: 'New' })], [ticket(10, 1)]), snapshotOf(before));
    expect(plan.deletedIds).toEqual([2]);
    expect(plan.changedIds).toEqual([3]);
    const notIn = plan.statements.find((s) => s.sql.startsWith('DELETE FROM "events" WHERE "id" NOT IN'))!;
    expect(JSON.parse(notIn.params[0] as string)).toEqual([1, 3]);
  });

  it('puts every delete before every insert, so a slug can move between records', () => {
    const before = states([event(1, { slug: 'a' }), event(2, { slug: 'b' })], []);
    const plan = planWrite(states([event(1, { slug: 'b' }), event(2, { slug: 'a' })], []), snapshotOf(before));
    expect(plan.changedIds).toEqual([1, 2]);
    const kinds = plan.statements.map((s) => s.sql.split(' ')[0]);
    expect(kinds.lastIndexOf('DELETE')).toBeLessThan(kinds.indexOf('INSERT'));
  });

  it('refuses duplicate ids or slugs in the listing', () => {
    expect(() => planWrite(states([event(1), event(1)], []), new Map())).toThrow(ConflictError);
    expect(() => planWrite(states([event(1, { slug: 'x' }), event(2, { slug: 'x' })], []), new Map())).toThrow(/slug "x" appears twice/);
    expect(() => planWrite(states([event(1)], [ticket(10, 1), ticket(10, 1)]), new Map())).toThrow(ConflictError);
  });

  it('cuts large inserts into chunks of one JSON parameter each', () => {
    const many = Array.from({ length: 50 }, (_, i) => event(i + 1, { description: 'x'.repeat(1000) }));
    const plan = planWrite(states(many, []), new Map(), { chunkBytes: 10_000 });
    const inserts = plan.statements.filter((s) => s.sql.startsWith('INSERT'));
    expect(inserts.length).toBeGreaterThan(4);
    expect(inserts.every((s) => s.params.length === 1 && new TextEncoder().encode(s.params[0] as string).length <= 10_000)).toBe(true);
    expect(inserts.flatMap((s) => JSON.parse(s.params[0] as string) as unknown[])).toHaveLength(50);
  });

  it('stores booleans as 0/1 and json columns as JSON text, like D1 returns them', () => {
    const info = tableInfo(faqs);
    expect(toDriverRow(info, { id: 1, slug: 'a', entries: [{ question: 'q', answerHtml: '<p>a</p>' }] }))
      .toEqual([1, 'a', '[{"question":"q","answerHtml":"<p>a</p>"}]']);
    expect(toDriverRow(tableInfo(events), event(1, { isDraft: true })).at(-1)).toBe(1);
    expect(() => toDriverRow(tableInfo(blogPosts), { id: 1 })).toThrow(/required/);
  });

  it('upserts on the primary key, composite ones included', () => {
    const plan = planWrite([
      { spec: eventsSpec, rows: [event(1)] },
      { spec: { table: eventSections, groupBy: 'eventId', countsTowardRecord: true }, rows: [{ eventId: 1, position: 0, kind: 'video', data: { url: 'https://v' } }] },
    ], new Map());
    const sql = plan.statements.filter((s) => s.sql.startsWith('INSERT')).map((s) => s.sql);
    expect(sql[0]).toMatch(/ON CONFLICT \("id"\) DO UPDATE SET "slug" = excluded\."slug"/);
    expect(sql[1]).toMatch(/ON CONFLICT \("event_id", "position"\) DO UPDATE SET "kind" = excluded\."kind", "data" = excluded\."data"$/);
    expect(snapshotQuery(eventTickets)).toBe('SELECT "id", "event_id", "name", "store_sku", "is_early_bird", "sort_order" FROM "event_tickets"');
  });
});
