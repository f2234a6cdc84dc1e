// The ambassador a signed-in user is linked to (SPEC §7 "GET /linked_ambassador"), for the
// ambassador banner. The path is here, beside the call, like paths.ts's.
import * as v from 'valibot';
import { type StoreInfoView, storeInfoView } from '#core/domain/store-info.ts';
import type { Config } from '#worker/config/config.ts';
import { callUpstream } from './client.ts';
import type { UpstreamBase } from './paths.ts';
import { StoreInfo } from './schemas.ts';

const linkedAmbassadorPath = () => ({ base: 'store' as UpstreamBase, path: '/linked_ambassador' });

const LinkedAmbassador = v.object({ ambassador: StoreInfo.entries.ambassador });

export type AmbassadorContact = NonNullable<StoreInfoView['ambassador']>;

/** The linked ambassador's contact (name, mailto, tel, city-region), or null when there is none. */
export async function linkedAmbassador(config: Config, token: string): Promise<AmbassadorContact | null> {
  const { ambassador } = await callUpstream(config, {
    target: linkedAmbassadorPath(),
    token,
    schema: LinkedAmbassador,
  });
  return storeInfoView({ cart_count: 0, badges: [], is_ambassador: false, linked_ambassador: null, ambassador })
    .ambassador;
}
