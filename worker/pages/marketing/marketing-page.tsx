import * as v from 'valibot';
import type { CartProps, PlanTableContent } from '#client/components/marketing/PlanTable.tsx';
import { PlanChoice } from '#client/components/marketing/plans.ts';
import type { P2pNav } from '#client/components/p2p/P2pSubnav.tsx';
import type { MarketingRoute } from '#client/pages/marketing/content/all.ts';
import { faqSlug, hasResearchers, type MarketingContent, planSlugs } from '#client/pages/marketing/content/types.ts';
import { type MarketingData, MarketingPage } from '#client/pages/marketing/MarketingPage.tsx';
import { logInHref } from '#core/domain/auth-links.ts';
import { heldClubPlan } from '#core/domain/club.ts';
import { RESEARCHERS_CATEGORY, RESEARCHERS_LIMIT } from '#core/domain/constants.ts';
import { MESSAGES } from '#core/domain/messages.ts';
import { routes } from '#core/routes/table.ts';
import { teamOfCategory } from '#worker/db/queries/company.ts';
import { faqBySlug } from '#worker/db/queries/faqs.ts';
import { pageImagesFor } from '#worker/db/queries/page-images.ts';
import { redirectWithCartFlash } from '#worker/http/cart-flash.ts';
import { p2pNav } from '#worker/pages/p2p/nav.ts';
import { p2pSubnav } from '#worker/pages/p2p/subnav.tsx';
import { definePage } from '#worker/pages/unit/define-page.ts';
import type { LoadContext } from '#worker/pages/unit/load-context.ts';
import { addLineToCart } from '#worker/store/cart-operations.ts';
import { addOrRefusal } from '#worker/store/cart-refusal.ts';
import { loadPlans } from './plans.ts';

type Data = Omit<MarketingData, 'cart'> & {
  /** The page's texts and sections, from the page texts asset (docs/decisions/101). */
  content: MarketingContent;
  cart: Omit<CartProps, 'origin' | 'brand'> | null;
  /** The pixels2Pages bar, on the section's landing page. */
  p2p: P2pNav | null;
};

/** What buying needs, on a page that sells something; the rest share one loader result (decision 018). */
function cartOf(ctx: LoadContext, path: string): NonNullable<Data['cart']> {
  // Only the page's own redirect says a plan was added (worker/http/cart-flash.ts).
  const added = Number(ctx.cartFlash?.item);
  return {
    signedIn: Boolean(ctx.authToken),
    logInHref: logInHref(ctx.auth),
    attempt: null,
    addedProductId: Number.isSafeInteger(added) && added > 0 ? added : null,
    path,
  };
}

/** How a plan table finds the plan the visitor holds, by the name its content gives (PlanTableContent.held). */
const HELD_PLAN: Record<NonNullable<PlanTableContent['held']>, (badges: readonly unknown[]) => string | null> = {
  'club-tier': heldClubPlan,
};

/** The plans, each the visitor holds marked (her club tier, from the chrome's store info call). */
async function plansHeld(ctx: LoadContext, content: MarketingContent) {
  const rule = content.sections.flatMap((s) => (s.kind === 'plans' && s.held ? [s.held] : []))[0];
  const [plans, info] = await Promise.all([loadPlans(ctx, planSlugs(content)), rule ? ctx.storeInfo() : null]);
  const mine = rule && info ? HELD_PLAN[rule](info.badges) : null;
  const view = mine ? plans[mine] : undefined;
  return view ? { ...plans, [view.slug]: { ...view, held: true } } : plans;
}

/**
 * A marketing or information page from its content: the FAQ and the researchers from D1, the
 * plans streamed from the store, and add to cart as a form posted to the page (SPEC §7, §8).
 * `sells`: the page has plans to buy (a test holds it to the content), so it shows the store's
 * prices of this moment and is never memoized or cached whole.
 */
export function marketingPage(route: MarketingRoute, options: { sells?: boolean; p2pBar?: boolean } = {}) {
  const contentOf = async (ctx: LoadContext) => {
    const content = (await ctx.texts()).marketing[route] as MarketingContent | undefined;
    if (!content) throw new Error(`The page texts have no content for ${route}: build the client (npm run build)`);
    return content;
  };
  // Every marketing route is a plain path, without parameters.
  const path = routes[route].path;
  return definePage<Data>({
    route,
    cache: options.sells ? 'live' : 'content',
    async load(ctx) {
      const content = await contentOf(ctx);
      const faq = faqSlug(content);
      const slot = content.imageSlot;
      const [faqRow, researchers, p2p, heroImage] = await Promise.all([
        faq ? faqBySlug(ctx.db, faq) : null,
        hasResearchers(content) ? teamOfCategory(ctx.db, RESEARCHERS_CATEGORY, RESEARCHERS_LIMIT) : [],
        options.p2pBar ? p2pNav(ctx).then((n) => n.nav) : null,
        slot ? pageImagesFor(ctx.db, [slot]).then((images) => images[slot] ?? null) : null,
      ]);
      const sells = planSlugs(content).length > 0;
      return {
        content,
        faq: faqRow,
        researchers,
        plans: sells ? await ctx.store.defer(plansHeld(ctx, content)) : null,
        cart: sells ? cartOf(ctx, path) : null,
        p2p,
        heroImage,
      };
    },
    ...(options.sells
      ? {
          async action(c, ctx) {
            const token = ctx.authToken;
            // A signed-out buyer logs in first and comes back here.
            if (!token) return c.redirect(logInHref(ctx.auth), 303);
            const body: Record<string, unknown> = await c.req.parseBody().catch(() => ({}));
            const choice = v.safeParse(PlanChoice, { product_id: body.product_id });
            const chosen = choice.success ? choice.output.product_id : null;
            const failed = (status: number, productId: number | null) => ({
              status,
              rerender: { cart: { ...cartOf(ctx, path), attempt: { productId, failure: MESSAGES.addToCartFailed } } },
            });
            // Only what this page sells is bought here; the failure then stands beside that plan.
            const plans = Object.values(await loadPlans(ctx, planSlugs(await contentOf(ctx))));
            if (plans.some((p) => p.state === 'errored')) return failed(502, null);
            const productId = plans.find((p) => p.state === 'ready' && p.productId === chosen)?.productId ?? null;
            if (productId === null) return failed(422, null);
            const added = await addOrRefusal(c, addLineToCart(ctx.config, token, { productId }));
            if ('refused' in added) return failed(added.refused, productId);
            return redirectWithCartFlash(c, path, `${path}#plan-added`, {
              item: String(productId),
              count: added.count,
            });
          },
        }
      : {}),
    ...(options.p2pBar
      ? { subnav: ({ data, chrome }) => (data.p2p ? p2pSubnav({ data: { nav: data.p2p }, chrome }) : null) }
      : {}),
    head: ({ content }) => ({ title: content.title, description: content.description }),
    body: ({ data, chrome }) => (
      <MarketingPage
        content={data.content}
        company={chrome.company}
        data={{ ...data, cart: data.cart && { ...data.cart, origin: chrome.origin, brand: chrome.company.name } }}
      />
    ),
  });
}
