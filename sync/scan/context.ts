// What every scan of one collection shares: where to read, where to write, and the tally of what
// the run has read, written, skipped and deleted so far.
import type { CmsClientOptions } from '#sync/cms/client.ts';
import type { Collection, MapContext } from '#sync/collections/define.ts';
import type { ChunkResult, Skip } from '#sync/write/chunk.ts';

export interface ScanContext {
  /** D1, each call counted against the invocation's budget (ctx.cms.budget). */
  db: D1Database;
  collection: Collection;
  cms: CmsClientOptions;
  map: MapContext;
  tally: Tally;
  /** This run's id: it holds a sync job while it advances it (sync/jobs.ts). */
  runId: string;
  /** Whether this run holds the collection's job, to be let go when it ends. */
  holdsJob: boolean;
}

/**
 * How a scan ended: in step with the CMS; with something left for the next run (incomplete); or
 * stopped at the invocation's budget, to be continued by the next run (partial).
 */
export interface ScanOutcome {
  status: 'ok' | 'incomplete' | 'partial';
  error: string | null;
  /** The CMS proved nothing changed, so the count the site keeps still holds. */
  unchanged?: boolean;
  /** The CMS's count as the scan ended: what D1 knows must match it, or the run is incomplete. */
  cmsCount?: number;
}

export class Tally {
  fetched = 0;
  readonly seen = new Set<number>();
  readonly written = new Set<number>();
  readonly changed = new Set<number>();
  /** Ids the CMS proved it no longer has; their rows are deleted. */
  readonly gone = new Set<number>();
  /** Ids the CMS does not list, whose deletion it could not prove: their rows stay. */
  readonly unproven = new Set<number>();
  rowsWritten = 0;
  rowsDeleted = 0;
  skips: Skip[] = [];
  /** The site's cache tags of everything written or deleted (sync/write/purge-tags.ts). */
  readonly purgeTags = new Set<string>();
  /** Every id the CMS has, once a scan proved it; it lets old skips of vanished records go. */
  allIds: ReadonlySet<number> | null = null;

  add(chunk: ChunkResult, opts: { reread?: boolean } = {}): void {
    if (!opts.reread) for (const id of chunk.seenIds) this.seen.add(id);
    for (const id of chunk.writtenIds) this.written.add(id);
    for (const id of chunk.changedIds) this.changed.add(id);
    this.rowsWritten += chunk.rowsWritten;
    this.rowsDeleted += chunk.rowsDeleted;
    for (const tag of chunk.purgeTags) this.purgeTags.add(tag);
    // A record read again (a retried clash) replaces its earlier skip.
    const ids = new Set(chunk.seenIds);
    if (opts.reread) this.skips = this.skips.filter((s) => s.id === null || !ids.has(s.id));
    this.skips.push(...chunk.skips);
  }

  /** The skips that were slug clashes, taken out to be tried again. */
  takeClashes(): Skip[] {
    const clashes = this.skips.filter((s) => s.clash);
    this.skips = this.skips.filter((s) => !s.clash);
    return clashes;
  }
}

/**
 * Keeps the next page of a listing in flight while the caller writes the current one: the
 * listing knows the next page's start as soon as a page arrives, so reading and writing overlap.
 */
export async function* readAhead<T>(source: AsyncIterable<T>): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  let pending = iterator.next();
  for (;;) {
    const result = await pending;
    if (result.done) return;
    pending = iterator.next();
    // If the caller stops early, the page fetched ahead is simply not used.
    pending.catch(() => {});
    yield result.value;
  }
}
