// The entrypoint whose responses Workers Caching keeps as the tags' global stamps
// (global-stamps.ts, docs/decisions/086). Its own entrypoint because Workers Caching keys and
// purges per entrypoint: the site's pages (the default entrypoint) stay out of it
// (wrangler.toml: `exports.default.cache.enabled = false`).
import { exports, WorkerEntrypoint } from 'cloudflare:workers';
import { type StampService, serviceStamps, setGlobalStamps, stampResponse } from './global-stamps.ts';

export class TagStamps extends WorkerEntrypoint {
  override fetch(request: Request): Response {
    return stampResponse(request);
  }

  /** Whether Workers Caching keeps this entrypoint's answers (its config turns it on; none locally). */
  cached(): boolean {
    return this.ctx.cache !== undefined;
  }

  /** Purges the stamps of `tags` everywhere: a purge is scoped to the entrypoint that calls it. */
  purge(tags: string[]): Promise<CachePurgeResult> {
    const workersCache = this.ctx.cache;
    const off = { success: false, errors: [{ code: 0, message: 'Workers Caching is not enabled' }] };
    return workersCache ? workersCache.purge({ tags }) : Promise.resolve(off);
  }
}

/**
 * Reads and purges the global stamps through TagStamps where Workers Caching keeps its responses,
 * as TagStamps itself tells (once per isolate, an RPC call that bypasses the cache): not by
 * asking here, since the default entrypoint, where a page asks, has Workers Caching off.
 */
export function readStampsFromWorkersCaching(): void {
  setGlobalStamps(async () => {
    const service = (exports as unknown as { TagStamps?: StampService & { cached(): Promise<boolean> } }).TagStamps;
    return service && (await service.cached()) ? serviceStamps(service) : null;
  });
}
