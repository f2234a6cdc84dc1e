import { BREAKPOINTS, HOVER_MENU_DELAY_MS } from './constants.ts';

// SPEC §4 "Menus": the create-and-print and products dropdowns open after a 100 ms hover and
// close on mouse leave; the account menu opens on hover only at medium and large widths.
// This is the timing and state of one such menu, free of React and the DOM so it can be tested
// with fake timers; client/behaviours/menu.ts wires it to the events.

export interface MenuTimer {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const realTimer: MenuTimer = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface HoverMenuOptions {
  /** Told every time the menu opens or closes (never twice for the same state). */
  onChange: (open: boolean) => void;
  /** Whether hovering opens the menu right now (e.g. only at medium widths and up). */
  hoverEnabled?: () => boolean;
  delayMs?: number;
  timer?: MenuTimer;
}

export interface HoverMenu {
  readonly open: boolean;
  /** The pointer entered the menu item (button, link or open panel). */
  pointerEnter(pointerType: string): void;
  /** The pointer left the menu item and its panel. */
  pointerLeave(pointerType: string): void;
  /** The toggle button was activated (click, Enter or Space). */
  toggle(): void;
  /** Escape, focus leaving the menu, a click elsewhere, a page restored from the cache. */
  close(): void;
  dispose(): void;
}

/**
 * One menu's state. Only a mouse hovers: touch and pen pointers fire enter events right before
 * their click, which would otherwise open the menu and let the click close it again. A menu
 * opened by hover and then clicked stays open (the click pins it instead of closing it).
 */
export function createHoverMenu(opts: HoverMenuOptions): HoverMenu {
  const timer = opts.timer ?? realTimer;
  const delay = opts.delayMs ?? HOVER_MENU_DELAY_MS;
  const hoverEnabled = opts.hoverEnabled ?? (() => true);
  let open = false;
  let openedBy: 'hover' | 'click' | null = null;
  let pending: unknown = null;

  const cancel = () => {
    if (pending !== null) timer.clear(pending);
    pending = null;
  };
  const set = (next: boolean, by: 'hover' | 'click' | null) => {
    openedBy = next ? by : null;
    if (next === open) return;
    open = next;
    opts.onChange(open);
  };

  return {
    get open() {
      return open;
    },
    pointerEnter(pointerType) {
      if (pointerType !== 'mouse' || !hoverEnabled() || open || pending !== null) return;
      pending = timer.set(() => {
        pending = null;
        set(true, 'hover');
      }, delay);
    },
    pointerLeave(pointerType) {
      if (pointerType !== 'mouse') return;
      cancel();
      // Where hover does not open the menu, leaving it does not close it either.
      if (hoverEnabled()) set(false, null);
    },
    toggle() {
      cancel();
      if (!open) set(true, 'click');
      else if (openedBy === 'hover') openedBy = 'click';
      else set(false, null);
    },
    close() {
      cancel();
      set(false, null);
    },
    dispose: cancel,
  };
}

/** SPEC §4, §9: the account menu opens on hover only at medium (992 px) widths and up. */
export const hoverOpensAccountMenu = (viewportWidth: number) => viewportWidth >= BREAKPOINTS.medium;
