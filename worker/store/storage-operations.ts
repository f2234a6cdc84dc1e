// The store operation of the storage plan chooser and the gift pages (SPEC §7 "POST /groups/batch"):
// groups' products in one call, such as every storage tier's single-payment and 24-month product
// beside the storage gifts (worker/store/gift-operations.ts). Products are read one by one, so one
// malformed product drops out alone.
import * as v from 'valibot';
import { SoldProduct } from '#core/domain/storage/plans.ts';
import type { Config } from '#worker/config/config.ts';
import { callUpstream } from './client.ts';
import { storePaths } from './paths.ts';

const Products = v.pipe(
  v.array(v.unknown()),
  v.transform((list) =>
    list.flatMap((item) => {
      const parsed = v.safeParse(SoldProduct, item);
      return parsed.success ? [parsed.output] : [];
    }),
  ),
);
const BatchResponse = v.object({ groups: v.array(v.object({ slug: v.string(), products: v.optional(Products, []) })) });

/** Each group's products, priced or not, in one call (POST /groups/batch); a group the store did not send is empty. */
export async function groupsProducts(config: Config, slugs: readonly string[]): Promise<Record<string, SoldProduct[]>> {
  const { groups } = await callUpstream(config, {
    target: storePaths.groupsBatch(),
    method: 'POST',
    body: { slugs },
    schema: BatchResponse,
  });
  return Object.fromEntries(slugs.map((slug) => [slug, groups.find((g) => g.slug === slug)?.products ?? []]));
}
