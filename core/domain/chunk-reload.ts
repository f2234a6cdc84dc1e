import { CHUNK_RELOAD_GUARD_MS } from './constants.ts';

/** SPEC §4, §8: a failed page chunk load reloads the page once, at most once per 60 s. */
export function shouldReloadAfterChunkError(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || !(now - lastReloadAt < CHUNK_RELOAD_GUARD_MS);
}
