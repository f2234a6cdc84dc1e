// The content version the site's edge cache is keyed by (docs/decisions/018). Raised in the
// same batch as the rows it covers, so a cached page can never outlive a committed change.

export function bumpContentVersion(db: D1Database): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO content_version (id, version, changed_at) VALUES (1, 1, strftime('%Y-%m-%dT%H:%M:%fZ'))
     ON CONFLICT (id) DO UPDATE SET version = version + 1, changed_at = excluded.changed_at`,
    )
    .bind();
}
