import * as v from 'valibot';
import { external } from '#core/routes/external.ts';
import { parseJsonAs } from './json-value.ts';
import { isSafeRedirectTarget } from './redirect-target.ts';

// SPEC §4 "Impersonation": what the /api/impersonations endpoints accept, and where ending goes.

/** A user the store knows by id or by slug. */
const UserKey = v.union([
  v.pipe(v.number(), v.integer(), v.minValue(1)),
  v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9_-]{1,100}$/, 'must be a user id or slug')),
]);

/** Where a form post comes back to; only a path of this site (SPEC §5). */
const ReturnTo = v.optional(
  v.pipe(
    v.string(),
    v.check((path: string) => isSafeRedirectTarget(path), 'must be a path of this site'),
  ),
);

/** Begin managing a user: JSON from script, or the admin affordance's form post. */
export const ImpersonationStart = v.object({ id: UserKey, returnTo: ReturnTo });
/** Stop managing, from a form post (the banner's Stop Managing without script). */
export const ImpersonationEnd = v.object({ returnTo: ReturnTo });

/** The API's paths; the behaviours and forms use these. */
export const IMPERSONATIONS_API = '/api/impersonations';
export const IMPERSONATION_END_FORM = '/api/impersonations/end';

/** SPEC §4: ending goes to the admin users page for an admin, or to the user's profile otherwise. */
export const endDestination = (restored: { isAdmin: boolean; slug: string }) =>
  restored.isAdmin ? external.adminUsers() : external.user(restored.slug);

/**
 * Who acts for whom, kept by the worker beside the session while an impersonation lasts: the
 * banner is there at once (and without script, where streamed parts never show) until the core
 * API's response replaces it. Only ever a display hint; the session decides.
 */
export const IMPERSONATING_COOKIE = 'impersonating';

const Names = v.pipe(v.string(), v.nonEmpty(), v.maxLength(200));
const Impersonating = v.object({ admin: Names, user: Names });
export type Impersonating = v.InferOutput<typeof Impersonating>;

export const encodeImpersonating = (names: Impersonating) => JSON.stringify(names);

export const decodeImpersonating = (raw: string | undefined): Impersonating | null => parseJsonAs(Impersonating, raw);
