import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOVER_MENU_DELAY_MS } from '#core/domain/constants.ts';
import { createHoverMenu, hoverOpensAccountMenu } from '#core/domain/hover-menu.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function menu(hoverEnabled = () => true) {
  const changes: boolean[] = [];
  const m = createHoverMenu({ onChange: (open) => changes.push(open), hoverEnabled });
  return { m, changes };
}

describe('hover menus (SPEC §4: open after a 100 ms hover, close on mouse leave)', () => {
  it('uses the 100 ms delay of SPEC §9', () => expect(HOVER_MENU_DELAY_MS).toBe(100));

  it('opens only once the mouse has rested 100 ms', () => {
    const { m, changes } = menu();
    m.pointerEnter('mouse');
    vi.advanceTimersByTime(99);
    expect(m.open).toBe(false);
    vi.advanceTimersByTime(1);
    expect(m.open).toBe(true);
    expect(changes).toEqual([true]);
  });

  it('does not open when the mouse passes through in under 100 ms', () => {
    const { m, changes } = menu();
    m.pointerEnter('mouse');
    vi.advanceTimersByTime(60);
    m.pointerLeave('mouse');
    vi.advanceTimersByTime(500);
    expect(m.open).toBe(false);
    expect(changes).toEqual([]);
  });

  it('closes at once on mouse leave', () => {
    const { m, changes } = menu();
    m.pointerEnter('mouse');
    vi.advanceTimersByTime(100);
    m.pointerLeave('mouse');
    expect(m.open).toBe(false);
    expect(changes).toEqual([true, false]);
  });

  it('does not restart the delay on repeated enter events', () => {
    const { m } = menu();
    m.pointerEnter('mouse');
    vi.advanceTimersByTime(70);
    m.pointerEnter('mouse');
    vi.advanceTimersByTime(30);
    expect(m.open).toBe(true);
  });

  it('ignores touch and pen "hover", which comes right before their click', () => {
    const { m } = menu();
    m.pointerEnter('touch');
    vi.advanceTimersByTime(200);
    expect(m.open).toBe(false);
    m.toggle();
    expect(m.open).toBe(true);
    m.pointerLeave('touch');
    expect(m.open).toBe(true);
  });
});

describe('the toggle button and closing', () => {
  it('opens and closes on click (Enter and Space click a button)', () => {
    const { m, changes } = menu();
    m.toggle();
    expect(m.open).toBe(true);
    m.toggle();
    expect(m.open).toBe(false);
    expect(changes).toEqual([true, false]);
  });

  it('keeps a hover-opened menu open when its button is then clicked', () => {
    const { m } = menu();
    m.pointerEnter('mouse');
    vi.advanceTimersByTime(100);
    m.toggle();
    expect(m.open).toBe(true);
    m.toggle();
    expect(m.open).toBe(false);
  });

  it('a click during the delay opens it at once and the timer does nothing more', () => {
    const { m, changes } = menu();
    m.pointerEnter('mouse');
    m.toggle();
    vi.advanceTimersByTime(100);
    expect(changes).toEqual([true]);
  });

  it('close() (Escape, focus leaving, a click elsewhere) closes and cancels a pending open', () => {
    const { m, changes } = menu();
    m.toggle();
    m.close();
    m.pointerEnter('mouse');
    m.close();
    vi.advanceTimersByTime(200);
    expect(m.open).toBe(false);
    expect(changes).toEqual([true, false]);
  });

  it('dispose() leaves no timer behind', () => {
    const { m } = menu();
    m.pointerEnter('mouse');
    m.dispose();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('the account menu opens on hover only at medium widths and up (SPEC §4, §9)', () => {
  it('draws the line at 992 px', () => {
    expect(hoverOpensAccountMenu(991)).toBe(false);
    expect(hoverOpensAccountMenu(992)).toBe(true);
    expect(hoverOpensAccountMenu(1400)).toBe(true);
  });

  it('neither opens on hover nor closes on leave where hover is off, but clicks work', () => {
    let wide = false;
    const { m } = menu(() => wide);
    m.pointerEnter('mouse');
    vi.advanceTimersByTime(200);
    expect(m.open).toBe(false);
    m.toggle();
    m.pointerLeave('mouse');
    expect(m.open).toBe(true);
    m.close();
    wide = true;
    m.pointerEnter('mouse');
    vi.advanceTimersByTime(100);
    expect(m.open).toBe(true);
  });
});
