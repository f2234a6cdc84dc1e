import * as v from 'valibot';
import { CLUB_TIERS } from './constants.ts';

// SPEC §6 "Club member": a user whose store info has at least one badge. A badge may name its
// tier (25, 50, 100 or 250); the highest tier held is the one shown.

const TieredBadge = v.object({ tier: v.picklist(CLUB_TIERS) });

export type ClubTier = (typeof CLUB_TIERS)[number];

export const isClubMember = (badges: readonly unknown[]) => badges.length > 0;

/** The highest club tier among the badges, or null when none names a known tier. */
export function clubTier(badges: readonly unknown[]): ClubTier | null {
  const tiers = badges.flatMap((badge) => {
    const parsed = v.safeParse(TieredBadge, badge);
    return parsed.success ? [parsed.output.tier] : [];
  });
  return tiers.length ? (Math.max(...tiers) as ClubTier) : null;
}

/** The store slug of a tier's plan. */
export const clubPlanSlug = (tier: ClubTier) => `forever-club-${tier}`;

/** The slug of the club plan the visitor holds (her highest tier), or null. */
export function heldClubPlan(badges: readonly unknown[]): string | null {
  const tier = clubTier(badges);
  return tier === null ? null : clubPlanSlug(tier);
}
