// A product the store lists that no list of ours holds (issue 33): still shown, linked to the
// print designer, and reported once however often it is shown.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { NO_PLACER, placerOf } from '#core/domain/shop/placement.ts';
import { placeOfRoute } from '#core/domain/shop/places.ts';
import { StoreProduct } from '#core/domain/shop/product.ts';
import type { RouteName } from '#core/routes/table.ts';
import { browserProduct } from '#worker/pages/shop/browse.ts';
import type { LoadContext } from '#worker/pages/unit/load-context.ts';

const index = placeOfRoute('create-and-print' as RouteName)!;
const mugs = placeOfRoute('create-and-print-drinkware-photo-mugs' as RouteName)!;

function context() {
  const reports: unknown[] = [];
  const ctx = {
    url: new URL('http://x/create-and-print'),
    report: (error: unknown, data: unknown) => reports.push({ error, data }),
  };
  return { ctx: ctx as unknown as LoadContext, reports };
}

const product = (id: number) =>
  v.parse(StoreProduct, {
    id,
    sku: `S-${id}`,
    slug: `never-seen-${id}`,
    name: `Never Seen ${id}`,
    price_cents: 1500,
    subtype: 'zz-unknown',
  });

describe('a product no list holds', () => {
  it('is a card all the same, leading to the print designer, reported once', () => {
    const { ctx, reports } = context();
    const p = product(880_001);
    const card = browserProduct(ctx, p, index, NO_PLACER)!;
    expect(card.summary.name).toBe('Never Seen 880001');
    expect(card.href).toMatch(/^\/app\/print-designer\?base_project_id=880001&/);
    browserProduct(ctx, p, index, NO_PLACER);
    expect(reports).toHaveLength(1);
    expect(JSON.stringify(reports[0])).toContain('S-880001');
  });

  it('is sold where a store group holds it, and on a list page where it was listed', () => {
    const { ctx, reports } = context();
    const p = product(880_002);
    expect(browserProduct(ctx, p, index, placerOf(new Map([['photo-mugs', [p]]])))!.href).toBe(
      `${mugs.path}/never-seen-880002`,
    );
    expect(browserProduct(ctx, p, mugs, NO_PLACER)!.href).toBe(`${mugs.path}/never-seen-880002`);
    expect(reports).toEqual([]);
  });
});
