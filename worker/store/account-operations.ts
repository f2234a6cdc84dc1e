// The account operations beyond log-in and log-out (SPEC §7 "Auth and core", "Store v1"): sign-up,
// a password reset request, guest registration and the /login callback's token exchange
// (docs/decisions/022). Their paths are here, beside the calls, like paths.ts's.
import * as v from 'valibot';
import type { Config } from '#worker/config/config.ts';
import { callUpstream } from './client.ts';
import type { UpstreamBase } from './paths.ts';
import { LogInResponse } from './schemas.ts';

const accountPaths = {
  signUp: () => ({ base: 'store', path: '/users' }),
  passwordReset: () => ({ base: 'store', path: '/passwords' }),
  guestRegistration: () => ({ base: 'store', path: '/guest_registrations' }),
  tokenExchange: () => ({ base: 'store', path: '/sessions/exchange' }),
} as const satisfies Record<string, () => { base: UpstreamBase; path: string }>;

/**
 * The store's guest: a session token when it opens a guest session at once (the cart then takes
 * the guest's lines, as a signed-in customer's; docs/decisions/080).
 */
const GuestUser = v.object({
  guest_user: v.object({
    id: v.optional(v.number()),
    email: v.string(),
    name: v.string(),
    auth_token: v.optional(v.pipe(v.string(), v.nonEmpty())),
  }),
});

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
}

export interface GuestInput {
  name: string;
  email: string;
  metadata: Record<string, string>;
}

/** A new account; the store signs it in at once (its response carries the session token). */
export async function signUp(config: Config, user: SignUpInput) {
  const result = await callUpstream(config, {
    target: accountPaths.signUp(),
    method: 'POST',
    body: { user },
    schema: LogInResponse,
  });
  return result.user;
}

export async function requestPasswordReset(config: Config, email: string) {
  await callUpstream(config, {
    target: accountPaths.passwordReset(),
    method: 'POST',
    body: { email },
    schema: undefined,
  });
}

export async function registerGuest(config: Config, guestUser: GuestInput, captchaToken: string) {
  const result = await callUpstream(config, {
    target: accountPaths.guestRegistration(),
    method: 'POST',
    body: { guest_user: guestUser, captcha_token: captchaToken },
    schema: GuestUser,
  });
  return result.guest_user;
}

/** The one-time token the external log-in page sent back, for the user and their session token. */
export async function exchangeSignInToken(config: Config, token: string) {
  const result = await callUpstream(config, {
    target: accountPaths.tokenExchange(),
    method: 'POST',
    body: { token },
    schema: LogInResponse,
  });
  return result.user;
}
