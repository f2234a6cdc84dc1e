import { describe, expect, it } from 'vitest';
import { shouldReloadAfterChunkError } from '#core/domain/chunk-reload.ts';

describe('chunk-load reload guard (SPEC §4, §9: once per 60 000 ms)', () => {
  it('reloads when it never reloaded before', () => expect(shouldReloadAfterChunkError(null, 1_000)).toBe(true));
  it('does not reload again within 60 s', () => expect(shouldReloadAfterChunkError(1_000, 60_999)).toBe(false));
  it('reloads again from 60 s on', () => expect(shouldReloadAfterChunkError(1_000, 61_000)).toBe(true));
});
