// The drafts switches (SPEC §4, §7 "Cookies"): one cookie per section, read as on or off.

export const DRAFT_COOKIES = { blog: 'blog-draft-toggle' } as const;
export type DraftsSection = keyof typeof DRAFT_COOKIES;

/** Where the switch posts (worker/api/drafts.ts). */
export const DRAFTS_API = '/api/drafts';

/** A cookie value read as on/off. */
export const draftToggleOn = (value: string | undefined) => value === 'true' || value === 'on' || value === '1';
