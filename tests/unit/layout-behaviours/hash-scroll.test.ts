import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pollFor } from '#client/behaviours/hash-scroll.ts';
import { HASH_SCROLL_POLL_MS, HASH_SCROLL_TRIES } from '#core/domain/constants.ts';

describe('hash links wait for their target (SPEC §2.5, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('polls every 100 ms, up to 50 tries', () => {
    expect([HASH_SCROLL_POLL_MS, HASH_SCROLL_TRIES]).toEqual([100, 50]);
    const find = vi.fn(() => null);
    const found = vi.fn();
    pollFor(find, found);
    expect(find).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(HASH_SCROLL_POLL_MS * 10);
    expect(find).toHaveBeenCalledTimes(11);
    vi.advanceTimersByTime(60_000);
    expect(find).toHaveBeenCalledTimes(HASH_SCROLL_TRIES);
    expect(found).not.toHaveBeenCalled();
  });

  it('hands over the target once it exists, and stops looking', () => {
    let target: string | null = null;
    const find = vi.fn(() => target);
    const found = vi.fn();
    pollFor(find, found);
    vi.advanceTimersByTime(HASH_SCROLL_POLL_MS * 5);
    target = 'streamed-section';
    vi.advanceTimersByTime(HASH_SCROLL_POLL_MS);
    expect(found).toHaveBeenCalledWith('streamed-section');
    vi.advanceTimersByTime(HASH_SCROLL_POLL_MS * 10);
    expect(find).toHaveBeenCalledTimes(7);
  });

  it('finds a target already there at once', () => {
    const found = vi.fn();
    pollFor(() => 'here', found);
    expect(found).toHaveBeenCalledWith('here');
  });
});
