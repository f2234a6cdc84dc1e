import { UtmMetadata } from '#core/domain/utm.ts';
import type { Config } from '#worker/config/config.ts';
import type { AppEnv } from '#worker/env.ts';
import { readAuthToken } from '#worker/http/auth-cookie.ts';
import { Hono } from '#worker/http/hono.ts';
import { callUpstream } from '#worker/store/client.ts';
import { storePaths } from '#worker/store/paths.ts';
import { readJsonBody } from './validate.ts';

function upsertOrderMetadata(config: Config, token: string | undefined, metadata: UtmMetadata) {
  return callUpstream(config, {
    target: storePaths.upsertOrderMetadata(),
    method: 'POST',
    token,
    body: { current_order: metadata },
    schema: undefined,
  });
}

/**
 * The landing page's UTM values for the current order (SPEC §5, §7): checked here, then passed to
 * the store. A store that fails or is down changes nothing for the visitor (SPEC §8 "UTM send
 * fails: ignored silently"), so the response is 204 either way; only bad input gets a 400.
 */
export const utmApi = new Hono<AppEnv>().post('/', async (c) => {
  c.header('Cache-Control', 'private, no-store');
  const body = await readJsonBody(c, UtmMetadata);
  if (!body.ok) return body.response;
  await upsertOrderMetadata(c.get('config'), readAuthToken(c), body.value).catch(() => undefined);
  return c.body(null, 204);
});
