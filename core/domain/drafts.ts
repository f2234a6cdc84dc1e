// The drafts switches (SPEC §4, §6, §7 "Cookies"): one cookie per section, read as on or off,
// and who may turn each one on.
import type { Session } from './session.ts';

export const DRAFT_COOKIES = { blog: 'blog-draft-toggle', p2p: 'p2p-draft-toggle' } as const;
export type DraftsSection = keyof typeof DRAFT_COOKIES;

/** Where the switch posts (worker/api/drafts.ts). */
export const DRAFTS_API = '/api/drafts';

/** A cookie value read as on/off. */
export const draftToggleOn = (value: string | undefined) => value === 'true' || value === 'on' || value === '1';

/** Who sees a section's drafts switch, and its drafts when it is on (SPEC §6). */
export const MAY_SEE_DRAFTS: Record<DraftsSection, (session: Session) => boolean> = {
  blog: (s) => s.isAdmin,
  p2p: (s) => s.can.accessP2peditor,
};
