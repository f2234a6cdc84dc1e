// Beginning and ending impersonation (SPEC §4, §7 "Begin and end impersonation by id"). The
// stand-in token the store issues carries the admin server-side: ending it hands the admin's own
// token back (docs/decisions/024). The path is here, beside the calls, like paths.ts's.
import * as v from 'valibot';
import type { Config } from '#worker/config/config.ts';
import { callUpstream } from './client.ts';
import type { UpstreamBase } from './paths.ts';
import { User } from './schemas.ts';

const impersonations = () => ({ base: 'store' as UpstreamBase, path: '/impersonations' });

const SessionToken = v.pipe(v.string(), v.minLength(8));

const Started = v.object({ auth_token: SessionToken, user: User });
const Ended = v.object({ user: v.object({ ...User.entries, auth_token: SessionToken }) });

/** The admin (by their token) begins acting on behalf of user `id`: the stand-in token and that user. */
export async function startImpersonation(config: Config, adminToken: string, id: number | string) {
  return callUpstream(config, {
    target: impersonations(),
    method: 'POST',
    token: adminToken,
    body: { id },
    schema: Started,
  });
}

/** Ends the impersonation the stand-in token stands for: the original user, with their token. */
export async function endImpersonation(config: Config, standInToken: string) {
  const { user } = await callUpstream(config, {
    target: impersonations(),
    method: 'DELETE',
    token: standInToken,
    schema: Ended,
  });
  return user;
}
