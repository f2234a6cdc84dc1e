import { describe, expect, it } from 'vitest';
import { clubTier, isClubMember } from '#core/domain/club.ts';
import { CLUB_TIERS } from '#core/domain/constants.ts';

describe('club membership (SPEC §6)', () => {
  it('has the tiers 25, 50, 100 and 250', () => {
    expect(CLUB_TIERS).toEqual([25, 50, 100, 250]);
  });
  it('makes a member of anyone with at least one badge', () => {
    expect(isClubMember([])).toBe(false);
    expect(isClubMember([{ name: 'Anything' }])).toBe(true);
  });
  it('shows the highest known tier among the badges', () => {
    expect(clubTier([{ tier: 50 }, { tier: 25 }, { tier: 100 }])).toBe(100);
    expect(clubTier([{ name: 'Forever Club 250', tier: 250 }])).toBe(250);
  });
  it('has no tier when no badge names a known one', () => {
    expect(clubTier([])).toBeNull();
    expect(clubTier([{ tier: 75 }, { name: 'Early adopter' }, null, 'x'])).toBeNull();
  });
});
