// Apart from the middleware that sends the header (server-timing.ts), which reads env.ts: env.ts
// names this type, and a file each way would make a circle.
/** What a response's Server-Timing header says; parts of the request fill it in as they run. */
export interface RequestTiming {
  /**
   * Whether the page came from the edge cache; `shell`: a signed-in visitor's, filled from the
   * page cached there (docs/decisions/056). Unset for what is never cached.
   */
  cache?: 'hit' | 'stale' | 'miss' | 'shell' | 'bypass';
  /** Time spent in D1 queries, summed. */
  d1Ms: number;
  /** The rows those queries read (D1's `meta.rows_read`), summed: what D1 bills and waits by. */
  d1RowsRead: number;
  /** How many D1 queries (or batches) the request made. */
  d1Queries: number;
  /** Time the page took to render (the shell, or the whole page when it is cached). */
  renderMs?: number;
}

const ms = (n: number) => n.toFixed(1);

export function serverTimingHeader(t: RequestTiming): string {
  return [
    ...(t.cache ? [`cache;desc=${t.cache}`] : []),
    // The rows read only where a query was made: a cache hit reads none and says so by its duration.
    `d1;dur=${ms(t.d1Ms)}${t.d1Queries > 0 ? `;desc="${t.d1RowsRead} rows read"` : ''}`,
    ...(t.renderMs !== undefined ? [`render;dur=${ms(t.renderMs)}`] : []),
  ].join(', ');
}

/** Adds one D1 query's time and rows read to a request's timing. */
export function tallyD1(timing: RequestTiming | undefined): (ms: number, rowsRead: number) => void {
  return (ms, rowsRead) => {
    if (!timing) return;
    timing.d1Ms += ms;
    timing.d1RowsRead += rowsRead;
    timing.d1Queries += 1;
  };
}
