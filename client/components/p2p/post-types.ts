import type { P2pPostSummary } from '#core/views.ts';

/** How each post type is named to readers. */
export const P2P_TYPE_LABELS: Record<NonNullable<P2pPostSummary['type']>, string> = {
  agenda: 'Agenda',
  challenge: 'Challenge',
  tip: 'Tip',
  blueprint: 'Blueprint',
  video: 'Video',
};
