// The events' pure rules (SPEC §4, §9), input → output.
import { describe, expect, it } from 'vitest';
import { PATTERN_TILES } from '#client/components/events/patterns.tsx';
import { contrast, eventTheme, heldStatus, overWhite, patternNumber, splitUpcomingPast } from '#core/domain/events.ts';
import { formatUsd } from '#core/domain/money.ts';

describe('patterns', () => {
  it('maps pattern_01 … pattern_16 to 1 … 16 and nothing else', () => {
    expect(patternNumber('pattern_01')).toBe(1);
    expect(patternNumber('pattern_16')).toBe(16);
    expect(patternNumber('pattern_17')).toBeNull();
    expect(patternNumber('pattern_1')).toBeNull();
    expect(patternNumber(null)).toBeNull();
    expect(patternNumber(7)).toBe(7);
    expect(PATTERN_TILES).toHaveLength(16);
  });
});

describe('theme colours', () => {
  it('derives the light colours at 0.8 and 0.08 over white', () => {
    expect(overWhite('#000000', 0.8)).toBe('#333333');
    expect(overWhite('#000000', 0.08)).toBe('#ebebeb');
    expect(overWhite('#355070', 1)).toBe('#355070');
    const t = eventTheme({ id: 1, themePattern: 3, primaryColor: '#355070', secondaryColor: '#e09f3e' });
    expect(t).toMatchObject({
      pattern: 3,
      primary: '#355070',
      primaryLight: overWhite('#355070', 0.8),
      primaryLightest: overWhite('#355070', 0.08),
    });
  });
  it('falls back to the brand colours and a pattern from the id', () => {
    const t = eventTheme({ id: 18, themePattern: null, primaryColor: null, secondaryColor: 'nonsense' });
    expect(t.pattern).toBe(2);
    expect(t.primary).toMatch(/^#[0-9a-f]{6}$/);
  });
  it('puts badge text that meets AA contrast on any primary colour', () => {
    for (const c of ['#355070', '#ffff00', '#6d597a', '#d4a373', '#000000', '#ffffff']) {
      const t = eventTheme({ id: 1, themePattern: 1, primaryColor: c, secondaryColor: null });
      expect(contrast(t.primary, t.onPrimary), c).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('upcoming and past', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const e = (id: number, startsAt: string | null, endsAt: string | null = null) => ({ id, startsAt, endsAt });
  it('lists upcoming soonest first (undated last), past apart, latest first', () => {
    const { upcoming, past } = splitUpcomingPast(
      [
        e(1, '2027-04-15T00:00:00Z'),
        e(2, null),
        e(3, '2025-01-01T00:00:00Z'),
        e(4, '2026-12-05T00:00:00Z'),
        e(5, '2026-06-01T00:00:00Z'),
        e(6, '2026-11-22T00:00:00Z', '2026-11-24T00:00:00Z'),
      ],
      now,
    );
    expect(upcoming.map((x) => x.id)).toEqual([6, 4, 1, 2]);
    expect(past.map((x) => x.id)).toEqual([5, 3]);
  });
});

describe('entitlement', () => {
  it('holds a ticket when attending, attended or transferred', () => {
    expect(heldStatus([{ status: 'attending' }])).toBe('attending');
    expect(heldStatus([{ status: 'cancelled' }, { status: 'attended' }])).toBe('attended');
    expect(heldStatus([{ status: 'transferred' }])).toBe('transferred');
    expect(heldStatus([{ status: 'cancelled' }])).toBeNull();
    expect(heldStatus([])).toBeNull();
  });
});

describe('prices', () => {
  it('shows USD, whole dollars without decimals', () => {
    expect(formatUsd(200000)).toBe('$2,000');
    expect(formatUsd(24900)).toBe('$249');
    expect(formatUsd(4950)).toBe('$49.50');
  });
});
