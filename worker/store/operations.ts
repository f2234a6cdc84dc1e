// The store and core operations, one function each; the /api endpoints and page loaders call
// these, never fetch() directly.
import type { Config } from '#worker/config/config.ts';
import { callUpstream } from './client.ts';
import { storePaths } from './paths.ts';
import { LogInResponse, StoreInfo, UserEnvelope } from './schemas.ts';

export async function logIn(config: Config, credentials: { email: string; password: string }) {
  const { user } = await callUpstream(config, {
    target: storePaths.logIn(),
    method: 'POST',
    body: credentials,
    schema: LogInResponse,
  });
  return user;
}

export async function logOut(config: Config, token: string) {
  await callUpstream(config, { target: storePaths.logOut(), method: 'DELETE', token, schema: undefined });
}

export async function currentUser(config: Config, token: string) {
  const { user } = await callUpstream(config, { target: storePaths.currentUser(), token, schema: UserEnvelope });
  return user;
}

export async function storeInfo(config: Config, token: string) {
  return callUpstream(config, { target: storePaths.storeInfo(), token, schema: StoreInfo });
}
