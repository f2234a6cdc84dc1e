// Unique values (slugs) across records. D1's unique index would fail a whole batch on a clash,
// so clashes are found first and the record that cannot have its value is skipped, keeping its
// previous copy: the record that already holds the value in D1 keeps it, else the lowest id.

export interface Claim {
  id: number;
  value: string | null;
}

/**
 * The records of a chunk that cannot be written with their value, and why. `holders` are the
 * D1 rows that hold any of the claimed values now (their ids may be in the chunk too: a record
 * that gives its value up in this chunk frees it).
 */
export function uniqueClashes(
  column: string,
  claims: readonly Claim[],
  holders: readonly Claim[],
): Map<number, string> {
  const inChunk = new Map(claims.map((c) => [c.id, c.value]));
  const byValue = new Map<string, number[]>();
  for (const { id, value } of claims) {
    if (value === null) continue;
    const ids = byValue.get(value);
    if (ids) ids.push(id);
    else byValue.set(value, [id]);
  }
  const clashes = new Map<number, string>();
  for (const [value, ids] of byValue) {
    // A holder outside the chunk keeps its value; one inside keeps it only if it claims it again.
    const holder = holders.find((h) => h.value === value && (!inChunk.has(h.id) || inChunk.get(h.id) === value));
    const owner = holder?.id ?? Math.min(...ids);
    for (const id of ids) {
      if (id !== owner) clashes.set(id, `${column} "${value}" is already used by record ${owner}`);
    }
  }
  return clashes;
}
