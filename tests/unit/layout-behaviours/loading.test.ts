import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADING_DURATION_MS, LOADING_HIDE_AFTER_MS, LOADING_THROTTLE_MS } from '#core/domain/constants.ts';
import { createLoadingBar, type LoadingPhase } from '#core/domain/loading.ts';

describe('loading bar (SPEC §4, §9)', () => {
  let seen: LoadingPhase[];
  const make = () => createLoadingBar({ onChange: (phase) => seen.push(phase) });

  beforeEach(() => {
    vi.useFakeTimers();
    seen = [];
  });
  afterEach(() => vi.useRealTimers());

  it('has the timing constants of SPEC §9', () => {
    expect([LOADING_THROTTLE_MS, LOADING_DURATION_MS, LOADING_HIDE_AFTER_MS]).toEqual([200, 5000, 500]);
  });

  it('a load shorter than the 200 ms throttle never shows the bar', () => {
    const bar = make();
    bar.start();
    vi.advanceTimersByTime(LOADING_THROTTLE_MS - 1);
    bar.finish(true);
    vi.advanceTimersByTime(2000);
    expect(seen).toEqual(['waiting', 'idle']);
  });

  it('a slower load shows it after 200 ms, fills it when done and hides it 500 ms later', () => {
    const bar = make();
    bar.start();
    vi.advanceTimersByTime(LOADING_THROTTLE_MS);
    expect(bar.phase).toBe('running');
    vi.advanceTimersByTime(3000);
    bar.finish(true);
    expect(bar.phase).toBe('done');
    vi.advanceTimersByTime(LOADING_HIDE_AFTER_MS - 1);
    expect(bar.phase).toBe('done');
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(['waiting', 'running', 'done', 'idle']);
  });

  it('runs until the last of several loads ends, and shows failed if any of them failed', () => {
    const bar = make();
    bar.start();
    bar.start();
    vi.advanceTimersByTime(LOADING_THROTTLE_MS);
    bar.finish(false);
    expect(bar.phase).toBe('running');
    bar.finish(true);
    expect(bar.phase).toBe('failed');
    vi.advanceTimersByTime(LOADING_HIDE_AFTER_MS);
    expect(bar.phase).toBe('idle');
    // The next batch starts clean.
    bar.start();
    vi.advanceTimersByTime(LOADING_THROTTLE_MS);
    bar.finish(true);
    expect(bar.phase).toBe('done');
  });

  it('a fast failure still shows the failed state', () => {
    const bar = make();
    bar.start();
    bar.finish(false);
    expect(bar.phase).toBe('failed');
    vi.advanceTimersByTime(LOADING_HIDE_AFTER_MS);
    expect(bar.phase).toBe('idle');
  });

  it('a load starting while the bar fades runs it again, and is not hidden under it', () => {
    const bar = make();
    bar.start();
    vi.advanceTimersByTime(LOADING_THROTTLE_MS);
    bar.finish(true);
    vi.advanceTimersByTime(100);
    bar.start();
    expect(bar.phase).toBe('running');
    vi.advanceTimersByTime(LOADING_HIDE_AFTER_MS * 2);
    expect(bar.phase).toBe('running');
    bar.finish(true);
    expect(seen).toEqual(['waiting', 'running', 'done', 'running', 'done']);
  });

  it('an end without a start changes nothing', () => {
    const bar = make();
    bar.finish(false);
    expect(seen).toEqual([]);
  });
});
