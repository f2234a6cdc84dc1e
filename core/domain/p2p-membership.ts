// The pixels2Pages membership as this site sells it (the /pixels2pages plans): what it gives, said
// the same way on the plans and where a members-only post asks a reader to join.

/** What every membership plan includes. */
export const P2P_MEMBERSHIP_PERKS = ['Every members-only post and video', 'Monthly blueprints'] as const;

/** The store line of the membership's monthly and yearly plans; their table's anchor is `${line}-plans`. */
export const P2P_MEMBERSHIP_LINE = 'pixels2pages';
