import { LOADING_HIDE_AFTER_MS, LOADING_THROTTLE_MS } from './constants.ts';

// SPEC §4 "Loading bar", §9: a bar for in-page data loads (the fetches behaviours and islands
// make; pages themselves are server-rendered). Loads shorter than the throttle never show it; it
// runs to full in about 5 s (the CSS transition in client/components/LoadingBar.tsx), and is
// hidden a moment after the last load ends, red when one of them failed.

/** Idle and waiting look the same (nothing shown); the other three are the bar's looks. */
export type LoadingPhase = 'idle' | 'waiting' | 'running' | 'done' | 'failed';

export interface LoadingTimer {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const realTimer: LoadingTimer = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface LoadingBar {
  readonly phase: LoadingPhase;
  start(): void;
  /** One load ended; `ok` is false for a network failure or a server error. */
  finish(ok: boolean): void;
}

export function createLoadingBar(opts: { onChange: (phase: LoadingPhase) => void; timer?: LoadingTimer }): LoadingBar {
  const timer = opts.timer ?? realTimer;
  let phase: LoadingPhase = 'idle';
  let active = 0;
  let failed = false;
  let pending: unknown = null;

  const later = (run: () => void, ms: number) => {
    if (pending !== null) timer.clear(pending);
    pending = timer.set(() => {
      pending = null;
      run();
    }, ms);
  };
  const cancel = () => {
    if (pending !== null) timer.clear(pending);
    pending = null;
  };
  const go = (next: LoadingPhase) => {
    if (next === phase) return;
    phase = next;
    opts.onChange(phase);
  };
  const settle = (look: 'done' | 'failed') => {
    go(look);
    later(() => go('idle'), LOADING_HIDE_AFTER_MS);
  };

  return {
    get phase() {
      return phase;
    },
    start() {
      active += 1;
      if (phase === 'idle') {
        go('waiting');
        later(() => go('running'), LOADING_THROTTLE_MS);
      } else if (phase === 'done' || phase === 'failed') {
        // A new load while the last one's bar is still fading: the bar runs again.
        cancel();
        go('running');
      }
    },
    finish(ok) {
      if (active === 0) return;
      active -= 1;
      if (!ok) failed = true;
      if (active > 0) return;
      const look = failed ? 'failed' : 'done';
      failed = false;
      if (phase === 'running') settle(look);
      else if (phase === 'waiting') {
        cancel();
        // Fast and fine: never shown. Fast but failed: the failure is still shown.
        if (look === 'failed') settle(look);
        else go('idle');
      }
    },
  };
}

/** The window event a tracked load announces its start and end with; the loading-bar behaviour listens. */
export const LOADING_EVENT = 'app:loading';
export type LoadingEventDetail = 'start' | 'done' | 'failed';

const announce = (detail: LoadingEventDetail) =>
  window.dispatchEvent(new CustomEvent<LoadingEventDetail>(LOADING_EVENT, { detail }));

/**
 * fetch() for an in-page data load, shown by the loading bar. A server error or no response is a
 * failed load; a 4xx is a response the caller handles (a wrong password is not a failed load).
 */
export async function trackedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  announce('start');
  let outcome: LoadingEventDetail = 'failed';
  try {
    const response = await fetch(input, init);
    if (response.status < 500) outcome = 'done';
    return response;
  } finally {
    announce(outcome);
  }
}
