// Planning one chunk's writes: only what changed is written, every delete before every insert,
// statements that fit D1 (one JSON parameter each, under its statement size), shared rows upserted.

import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import type { Snapshot, TableSpec } from '#sync/write/plan.ts';
import { deleteGroups, IDS_PER_STATEMENT, orphanCleanup, planChunk, selectColumns } from '#sync/write/plan.ts';
import { tableInfo, toDriverRow } from '#sync/write/tables.ts';
import {
  blogPosts,
  eventSections,
  events,
  eventTickets,
  faqs,
  p2pPosts,
  p2pPostTags,
  p2pTags,
} from '#worker/db/schema.ts';

const eventsSpec: TableSpec = { table: events, groupBy: 'id', countsTowardRecord: true, unique: 'slug' };
const ticketsSpec: TableSpec = { table: eventTickets, groupBy: 'eventId', countsTowardRecord: true };
const tables = [eventsSpec, ticketsSpec];

type Row = Record<string, unknown>;

function event(id: number, over: Row = {}): Row {
  return {
    id,
    slug: `event-${id}`,
    title: `Event ${id}`,
    description: '',
    startsAt: '2027-01-01T00:00:00.000Z',
    location: '',
    updatedAt: '2026-01-01T00:00:00.000Z',
    isDraft: false,
    ...over,
  };
}
function ticket(id: number, eventId: number, over: Row = {}): Row {
  return { id, eventId, name: `Ticket ${id}`, storeSku: `SKU-${id}`, isEarlyBird: false, sortOrder: 0, ...over };
}

function next(eventRows: Row[], ticketRows: Row[]): Map<SQLiteTable, Row[]> {
  return new Map<SQLiteTable, Row[]>([
    [events, eventRows],
    [eventTickets, ticketRows],
  ]);
}

/** What D1 would hold after writing these rows. */
function snapshotOf(rows: Map<SQLiteTable, Row[]>): Snapshot {
  return new Map(
    [...rows].map(([table, list]) => {
      const info = tableInfo(table);
      return [info.name, list.map((r) => toDriverRow(info, r))];
    }),
  );
}

const inserts = (plan: { statements: { sql: string; params: unknown[] }[] }) =>
  plan.statements.filter((s) => s.sql.startsWith('INSERT'));
const rowsIn = (statement: { params: unknown[] }) => JSON.parse(statement.params[0] as string) as unknown[][];

describe('planChunk', () => {
  it('on an empty table inserts everything and counts every record as changed', () => {
    const plan = planChunk(
      tables,
      [1, 2],
      next([event(1), event(2)], [ticket(10, 1), ticket(11, 1), ticket(12, 2)]),
      new Map(),
    );
    expect(plan.changedIds).toEqual([1, 2]);
    expect(plan.statements.filter((s) => s.sql.startsWith('DELETE'))).toEqual([]);
    expect(inserts(plan).map((s) => rowsIn(s).length)).toEqual([2, 3]);
  });

  it('with nothing changed writes nothing', () => {
    const rows = next([event(1), event(2)], [ticket(10, 1)]);
    const plan = planChunk(tables, [1, 2], rows, snapshotOf(rows));
    expect(plan).toEqual({ statements: [], changedIds: [], changedShared: new Map(), purgeTags: [] });
  });

  it('counts a record changed when only its child rows changed, and rewrites just that group', () => {
    const before = next([event(1), event(2)], [ticket(10, 1), ticket(12, 2)]);
    const plan = planChunk(
      tables,
      [1, 2],
      next([event(1), event(2)], [ticket(10, 1, { name: 'Renamed' }), ticket(12, 2)]),
      snapshotOf(before),
    );
    expect(plan.changedIds).toEqual([1]);
    expect(plan.statements.map((s) => [s.sql.split(' ').slice(0, 3).join(' '), s.params])).toEqual([
      ['DELETE FROM "event_tickets"', ['[1]']],
      ['INSERT INTO "event_tickets"', ['[[10,1,"Renamed","SKU-10",0,0]]']],
    ]);
  });

  it('counts a record changed when all its child rows went away', () => {
    const plan = planChunk(tables, [1], next([event(1)], []), snapshotOf(next([event(1)], [ticket(10, 1)])));
    expect(plan.changedIds).toEqual([1]);
    expect(plan.statements).toEqual([
      {
        sql: 'DELETE FROM "event_tickets" WHERE "event_id" IN (SELECT value FROM json_each(?))',
        params: ['[1]'],
        kind: 'replace',
      },
    ]);
  });

  it('leaves records outside the chunk alone', () => {
    const before = snapshotOf(next([event(1), event(2)], [ticket(10, 1), ticket(12, 2)]));
    const plan = planChunk(tables, [1], next([event(1, { title: 'New' })], [ticket(10, 1)]), before);
    expect(plan.changedIds).toEqual([1]);
    expect(plan.statements.flatMap((s) => s.params)).not.toContain('[2]');
  });

  it('puts every delete before every insert, so a slug can move between records', () => {
    const before = next([event(1, { slug: 'a' }), event(2, { slug: 'b' })], []);
    const plan = planChunk(
      tables,
      [1, 2],
      next([event(1, { slug: 'b' }), event(2, { slug: 'a' })], []),
      snapshotOf(before),
    );
    expect(plan.changedIds).toEqual([1, 2]);
    const kinds = plan.statements.map((s) => s.sql.split(' ')[0]);
    expect(kinds.lastIndexOf('DELETE')).toBeLessThan(kinds.indexOf('INSERT'));
  });

  it('cuts large inserts into statements of one JSON parameter each, within the byte budget', () => {
    const many = Array.from({ length: 50 }, (_, i) => event(i + 1, { description: 'x'.repeat(1000) }));
    const plan = planChunk(
      tables,
      many.map((e) => e.id as number),
      next(many, []),
      new Map(),
      { chunkBytes: 10_000 },
    );
    expect(inserts(plan).length).toBeGreaterThan(4);
    expect(
      inserts(plan).every(
        (s) => s.params.length === 1 && new TextEncoder().encode(s.params[0] as string).length <= 10_000,
      ),
    ).toBe(true);
    expect(inserts(plan).flatMap(rowsIn)).toHaveLength(50);
  });

  it('writes a row too large for one statement in pieces, each statement within the budget', () => {
    const long = 'Ü'.repeat(60_000);
    const plan = planChunk(tables, [1], next([event(1, { description: long })], []), new Map(), { chunkBytes: 10_000 });
    const budget = (st: { sql: string; params: unknown[] }) =>
      new TextEncoder().encode(st.sql + st.params.map(String).join('')).length;
    expect(plan.statements.every((st) => budget(st) <= 10_000 + 500)).toBe(true);
    const [insert, ...appends] = plan.statements;
    expect(rowsIn(insert!)[0]![3]).toBe('');
    expect(
      appends.every((st) => st.sql === 'UPDATE "events" SET "description" = "description" || ? WHERE "id" = ?'),
    ).toBe(true);
    expect(appends.map((st) => st.params[0]).join('')).toBe(long);
    expect(appends.every((st) => st.params[1] === 1)).toBe(true);
  });

  it('upserts shared rows (tags) that are new or changed, replacing a row that holds the same slug', () => {
    const specs: TableSpec[] = [
      { table: p2pPosts, groupBy: 'id', countsTowardRecord: true, unique: 'slug' },
      {
        table: p2pTags,
        groupBy: 'id',
        countsTowardRecord: false,
        unique: 'slug',
        shared: { by: p2pPostTags, column: 'tagId' },
      },
      { table: p2pPostTags, groupBy: 'postId', countsTowardRecord: true },
    ];
    const post = { id: 1, slug: 'p', title: 'P', type: 'tip', isDraft: false };
    const rows = new Map<SQLiteTable, Row[]>([
      [p2pPosts, [post]],
      [
        p2pTags,
        [
          { id: 1, slug: 'a', name: 'A (renamed)' },
          { id: 2, slug: 'b', name: 'B' },
          { id: 1, slug: 'a', name: 'A (renamed)' },
        ],
      ],
      [
        p2pPostTags,
        [
          { postId: 1, tagId: 1 },
          { postId: 1, tagId: 2 },
        ],
      ],
    ]);
    const before = snapshotOf(
      new Map<SQLiteTable, Row[]>([
        [p2pPosts, [post]],
        [
          p2pTags,
          [
            { id: 1, slug: 'a', name: 'A' },
            { id: 2, slug: 'b', name: 'B' },
          ],
        ],
        [
          p2pPostTags,
          [
            { postId: 1, tagId: 1 },
            { postId: 1, tagId: 2 },
          ],
        ],
      ]),
    );
    const plan = planChunk(specs, [1], rows, before);
    // A tag rename is not a change of the post; the renamed tag's key is what was written.
    expect(plan.changedIds).toEqual([]);
    expect(plan.changedShared).toEqual(new Map([[p2pTags, [1]]]));
    expect(plan.statements).toHaveLength(1);
    expect(plan.statements[0]!.sql).toMatch(/^INSERT OR REPLACE INTO "p2p_tags"/);
    expect(rowsIn(plan.statements[0]!)).toEqual([[1, 'a', 'A (renamed)']]);
  });

  it('upserts on the primary key, composite ones included', () => {
    const plan = planChunk(
      [eventsSpec, { table: eventSections, groupBy: 'eventId', countsTowardRecord: true }],
      [1],
      new Map<SQLiteTable, Row[]>([
        [events, [event(1)]],
        [eventSections, [{ eventId: 1, position: 0, kind: 'video', data: { url: 'https://v' } }]],
      ]),
      new Map(),
    );
    const sql = inserts(plan).map((s) => s.sql);
    expect(sql[0]).toMatch(/ON CONFLICT \("id"\) DO UPDATE SET "slug" = excluded\."slug"/);
    expect(sql[1]).toMatch(
      /ON CONFLICT \("event_id", "position"\) DO UPDATE SET "kind" = excluded\."kind", "data" = excluded\."data"$/,
    );
  });
});

describe('rows as D1 holds them', () => {
  it('store booleans as 0/1 and json columns as JSON text', () => {
    const info = tableInfo(faqs);
    expect(toDriverRow(info, { id: 1, slug: 'a', entries: [{ question: 'q', answerHtml: '<p>a</p>' }] })).toEqual([
      1,
      'a',
      '[{"question":"q","answerHtml":"<p>a</p>"}]',
      0,
    ]);
    expect(toDriverRow(tableInfo(events), event(1, { isDraft: true })).at(-1)).toBe(1);
    expect(() => toDriverRow(tableInfo(blogPosts), { id: 1 })).toThrow(/required/);
    expect(selectColumns(eventTickets)).toBe(
      'SELECT "id", "event_id", "name", "store_sku", "is_early_bird", "sort_order" FROM "event_tickets"',
    );
  });
});

describe('deletions', () => {
  it('split long id lists over statements that each fit D1', () => {
    const ids = Array.from({ length: IDS_PER_STATEMENT * 2 + 1 }, (_, i) => i + 1);
    const statements = deleteGroups(ticketsSpec, ids);
    expect(statements).toHaveLength(3);
    // Each says how many rows it removed (D1's own change count includes the triggers' writes).
    expect(
      statements.every(
        (s) => s.sql === 'DELETE FROM "event_tickets" WHERE "event_id" IN (SELECT value FROM json_each(?)) RETURNING 1',
      ),
    ).toBe(true);
    expect(statements.flatMap((s) => JSON.parse(s.params[0] as string) as number[])).toEqual(ids);
    expect(Math.max(...statements.map((s) => (s.params[0] as string).length))).toBeLessThan(100_000);
  });

  it('remove shared rows nothing points at', () => {
    expect(
      orphanCleanup({
        table: p2pTags,
        groupBy: 'id',
        countsTowardRecord: false,
        shared: { by: p2pPostTags, column: 'tagId' },
      }),
    ).toEqual({
      sql: 'DELETE FROM "p2p_tags" WHERE "id" NOT IN (SELECT "tag_id" FROM "p2p_post_tags") RETURNING 1',
      params: [],
      kind: 'delete',
    });
    expect(orphanCleanup(eventsSpec)).toBeNull();
  });
});
