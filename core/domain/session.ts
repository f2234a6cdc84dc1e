import * as v from 'valibot';
import { scopeAllows } from './scope.ts';

/** The signed-in user as the browser sees it (SPEC §3 "User session"): never the token. */
export const SessionSchema = v.object({
  isAuthenticated: v.boolean(),
  slug: v.nullable(v.string()),
  name: v.nullable(v.string()),
  email: v.nullable(v.string()),
  isAdmin: v.boolean(),
  isImpersonator: v.boolean(),
  impersonator: v.nullable(v.object({ slug: v.string(), name: v.string() })),
  isAmbassador: v.boolean(),
  linkedAmbassador: v.nullable(v.string()),
  scope: v.nullable(v.string()),
  can: v.object({ accessP2p: v.boolean(), accessP2peditor: v.boolean() }),
});

export type Session = v.InferOutput<typeof SessionSchema>;

/** Log in (POST) and log out (DELETE) from script; log out from a form post without it. */
export const SESSION_API = '/api/session';
export const LOG_OUT_FORM = `${SESSION_API}/end`;

export const ANONYMOUS: Session = {
  isAuthenticated: false,
  slug: null,
  name: null,
  email: null,
  isAdmin: false,
  isImpersonator: false,
  impersonator: null,
  isAmbassador: false,
  linkedAmbassador: null,
  scope: null,
  can: { accessP2p: false, accessP2peditor: false },
};

interface UserLike {
  slug: string;
  name: string;
  email: string;
  scope?: string | null;
  is_admin?: boolean;
  is_ambassador?: boolean;
  linked_ambassador?: string | null;
  can?: { accessP2p?: boolean; accessP2peditor?: boolean };
  impersonator?: { slug: string; name: string } | null;
}

/** Session state from the core API's user (SPEC §3, §6): admin by flag or by the admin scope. */
export function sessionFromUser(user: UserLike): Session {
  const impersonator = user.impersonator ? { slug: user.impersonator.slug, name: user.impersonator.name } : null;
  return {
    isAuthenticated: true,
    slug: user.slug,
    name: user.name,
    email: user.email,
    isAdmin: Boolean(user.is_admin) || scopeAllows(user.scope, 'admin'),
    isImpersonator: impersonator !== null,
    impersonator,
    isAmbassador: Boolean(user.is_ambassador),
    linkedAmbassador: user.linked_ambassador ?? null,
    scope: user.scope ?? null,
    can: { accessP2p: Boolean(user.can?.accessP2p), accessP2peditor: Boolean(user.can?.accessP2peditor) },
  };
}

/** SPEC §6: admin menu access requires admin and not impersonating. */
export const canSeeAdminMenu = (s: Pick<Session, 'isAdmin' | 'isImpersonator'>) => s.isAdmin && !s.isImpersonator;
