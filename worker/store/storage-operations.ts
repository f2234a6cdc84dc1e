// The store operation of the storage plan chooser and the gift pages (SPEC §7 "POST /groups/batch"):
// a group's products in one call, such as every storage tier's single-payment and 24-month
// product. Products are read one by one, so one malformed product drops out alone.
import * as v from 'valibot';
import { STORAGE_GROUP } from '#core/domain/constants.ts';
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

/** A group's products, priced or not (POST /groups/batch with its one slug). */
export async function groupProducts(config: Config, slug: string) {
  const { groups } = await callUpstream(config, {
    target: storePaths.groupsBatch(),
    method: 'POST',
    body: { slugs: [slug] },
    schema: BatchResponse,
  });
  return groups.find((g) => g.slug === slug)?.products ?? [];
}

export const storageProducts = (config: Config) => groupProducts(config, STORAGE_GROUP);
