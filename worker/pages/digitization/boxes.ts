// The box order's catalogue from the store in one call (SPEC §7 POST /groups/batch, §9 groups):
// the boxes, the itemized boxes and the extra items the options are sold as.
import { BOX_GROUPS, EXTRA_ITEMS_GROUP } from '#core/domain/constants.ts';
import { type BoxExtras, type BoxProduct, boxFromProduct, type SoldExtra } from '#core/domain/digitization/box.ts';
import type { Config } from '#worker/config/config.ts';
import { productGroups } from '#worker/store/digitization-operations.ts';
import type { GroupProductRecord } from '#worker/store/schemas.ts';

export interface BoxCatalogue {
  boxes: BoxProduct[];
  itemized: BoxProduct[];
  extras: BoxExtras;
}

const source = (p: GroupProductRecord) => ({ ...p, name: p.name || p.slug });

function extra(products: readonly GroupProductRecord[], subtype: string, slugWord: string): SoldExtra | null {
  const p = products.find((x) => x.subtype === subtype) ?? products.find((x) => x.slug.includes(slugWord));
  if (!p?.enabled || p.unavailable) return null;
  const price = p.promotionPrice !== null && p.promotionPrice < p.price_cents ? p.promotionPrice : p.price_cents;
  return { id: p.id, sku: p.sku, name: p.name || p.slug, priceCents: price };
}

export async function loadBoxCatalogue(config: Config): Promise<BoxCatalogue> {
  const groups = await productGroups(config, [...BOX_GROUPS, EXTRA_ITEMS_GROUP]);
  const products = (slug: string) => groups.find((g) => g.slug === slug)?.products ?? [];
  const [boxes, itemized] = BOX_GROUPS.map((slug) => products(slug).map((p) => boxFromProduct(source(p))));
  const extras = products(EXTRA_ITEMS_GROUP);
  return {
    boxes: boxes ?? [],
    itemized: itemized ?? [],
    extras: {
      thumbDrive: extra(extras, 'thumbDrive', 'thumb'),
      dvdSet: extra(extras, 'dvdSet', 'dvd'),
      priority: extra(extras, 'priorityProcessing', 'priority'),
    },
  };
}
