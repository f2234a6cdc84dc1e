// The plans of a page, live from the store (SPEC §7): started by the loader, read by the page
// inside <Suspense>. When one product fails to load, every plan is marked errored and the error
// reported (as SPEC §8 does for tickets); the page around them stands.
import type { PlanView } from '#client/components/marketing/plans.ts';
import type { LoadContext } from '#worker/pages/unit/load-context.ts';
import { planProduct } from '#worker/store/product-operations.ts';
import type { PlanProduct } from '#worker/store/schemas.ts';

function view(p: PlanProduct): PlanView {
  const promo = p.promotionPrice !== null && p.promotionPrice < p.price_cents ? p.promotionPrice : null;
  const sold = p.enabled && !p.unavailable;
  return {
    slug: p.slug,
    name: p.name,
    description: p.description ?? '',
    state: sold ? 'ready' : 'unavailable',
    productId: sold ? p.id : null,
    priceCents: sold ? (promo ?? p.price_cents) : null,
    regularCents: sold && promo !== null ? p.price_cents : null,
  };
}

const errored = (slug: string): PlanView => ({
  slug,
  name: '',
  description: '',
  state: 'errored',
  productId: null,
  priceCents: null,
  regularCents: null,
});

export async function loadPlans(ctx: LoadContext, slugs: readonly string[]): Promise<Record<string, PlanView>> {
  try {
    const products = await Promise.all(slugs.map((slug) => planProduct(ctx.config, slug)));
    return Object.fromEntries(slugs.map((slug, i) => [slug, view(products[i] as PlanProduct)]));
  } catch (error) {
    ctx.report(error, { part: 'plans', route: ctx.url.pathname });
    return Object.fromEntries(slugs.map((slug) => [slug, errored(slug)]));
  }
}
