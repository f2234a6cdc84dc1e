// A fingerprint of everything in a D1 database: the schema, and for every table its row count
// and a hash of all its rows (order-independent). Two equal snapshots mean nothing was written.

export type D1Snapshot = Record<string, { rows: number; sha256: string }>;

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** Blobs as hex, so two different blobs never hash alike; everything else as JSON has it. */
function cell(value: unknown): unknown {
  if (value instanceof ArrayBuffer) return `blob:${hex(new Uint8Array(value))}`;
  if (ArrayBuffer.isView(value)) return `blob:${hex(new Uint8Array(value.buffer, value.byteOffset, value.byteLength))}`;
  return value;
}

async function sha256(lines: string[]): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(lines.sort().join('\n')));
  return hex(new Uint8Array(digest));
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function d1Snapshot(db: D1Database): Promise<D1Snapshot> {
  const snapshot: D1Snapshot = {};
  const schema = await db.prepare('SELECT type, name, tbl_name, sql FROM sqlite_master').raw();
  snapshot.sqlite_master = { rows: schema.length, sha256: await sha256(schema.map((r) => JSON.stringify(r))) };
  // Every table, virtual (FTS5) and shadow tables included; D1's own `_cf_` tables are not readable.
  const { results } = await db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name " +
        "NOT LIKE '\\_cf\\_%' ESCAPE '\\' ORDER BY name",
    )
    .all<{ name: string }>();
  for (const { name } of results) {
    const rows = await db.prepare(`SELECT * FROM ${quoted(name)}`).raw();
    const count = await db.prepare(`SELECT COUNT(*) AS n FROM ${quoted(name)}`).first<number>('n');
    snapshot[name] = { rows: count ?? -1, sha256: await sha256(rows.map((r) => JSON.stringify(r.map(cell)))) };
  }
  return snapshot;
}
