// /preserve-and-share: the storage plan chooser. The choice comes from the query (a GET form, so
// it works without script and each choice is a cacheable URL); the prices stream from the store;
// add to cart posts the chooser's form to the page (SPEC §7 add to cart, §8 its failure text).
import * as v from 'valibot';
import { PricedOffersLd } from '#client/components/shop/PricedOffersLd.tsx';
import {
  SHOWN_FIELD,
  STORAGE_CHOICE_CHANGED,
  type StorageCart,
  type StorageData,
  type StoragePrices,
} from '#client/components/storage/storage-view.ts';
import { mapDeferred } from '#client/components/WhenSettled.tsx';
import { PreserveAndSharePage } from '#client/pages/storage/PreserveAndSharePage.tsx';
import { logInHref } from '#core/domain/auth-links.ts';
import { STORAGE_TIERS } from '#core/domain/constants.ts';
import { GIFT_SUBJECTS } from '#core/domain/gifting/gift.ts';
import { MESSAGES } from '#core/domain/messages.ts';
import { choiceKey } from '#core/domain/storage/plan-texts.ts';
import { choiceOf, PAYMENT_PLANS, pricedPlans, type StorageChoice, storageSlug } from '#core/domain/storage/plans.ts';
import { routes } from '#core/routes/table.ts';
import { pageImagesFor } from '#worker/db/queries/page-images.ts';
import { redirectWithCartFlash } from '#worker/http/cart-flash.ts';
import { definePage } from '#worker/pages/unit/define-page.ts';
import type { LoadContext } from '#worker/pages/unit/load-context.ts';
import { addLineToCart } from '#worker/store/cart-operations.ts';
import { addOrRefusal } from '#worker/store/cart-refusal.ts';
import { giftProducts } from '#worker/store/gift-operations.ts';

const PATH = routes['preserve-and-share'].path;

interface Offer {
  plans: StoragePrices;
  gifts: StoragePrices;
}

/**
 * The plans' prices and the storage gifts', from one store answer, or null (reported) when it did
 * not answer: the page stands either way.
 */
async function loadOffer(ctx: LoadContext): Promise<Offer> {
  try {
    const { plans, gifts } = await giftProducts(ctx.config, GIFT_SUBJECTS['gifting-forever-storage']);
    return { plans: pricedPlans(plans ?? []), gifts: pricedPlans(gifts) };
  } catch (error) {
    ctx.report(error, { part: 'storage-plans', route: PATH });
    return { plans: null, gifts: null };
  }
}

/**
 * The confirmation shows only when the page's own redirect left one for the plan chosen (worker/http/cart-flash.ts).
 */
const cartOf = (ctx: LoadContext, choice: StorageChoice): StorageCart => ({
  signedIn: Boolean(ctx.authToken),
  logInHref: logInHref(ctx.auth),
  failure: null,
  added: ctx.cartFlash?.item === storageSlug(choice),
});

/** The add-to-cart form's fields: exactly one known tier and plan. */
const StorageChoiceInput = v.object({ tier: v.picklist(STORAGE_TIERS), plan: v.picklist(PAYMENT_PLANS) });

export const preserveAndSharePage = definePage<StorageData>({
  route: 'preserve-and-share',
  query: ['tier', 'plan'],
  cache: 'live',
  async load(ctx) {
    const choice = choiceOf({ tier: ctx.query('tier'), plan: ctx.query('plan') });
    const offer = await ctx.store.defer(loadOffer(ctx));
    return {
      choice,
      prices: mapDeferred(offer, (o) => o.plans),
      gifts: mapDeferred(offer, (o) => o.gifts),
      cart: cartOf(ctx, choice),
      heroImage: (await pageImagesFor(ctx.db, ['storage-hero']))['storage-hero'] ?? null,
    };
  },
  async action(c, ctx) {
    const token = ctx.authToken;
    // A signed-out buyer logs in first and comes back here.
    if (!token) return c.redirect(logInHref(ctx.auth), 303);
    const body: Record<string, unknown> = await c.req.parseBody().catch(() => ({}));
    // The radios, which Add to cart posts with the chooser's form.
    const parsed = v.safeParse(StorageChoiceInput, { tier: body.tier, plan: body.plan });
    const choice: StorageChoice = parsed.success ? parsed.output : choiceOf({});
    const offer = await loadOffer(ctx);
    const prices = offer.plans;
    const failed = (status: number, failure: string = MESSAGES.addToCartFailed) => ({
      status,
      rerender: {
        choice,
        prices: { settled: prices },
        gifts: { settled: offer.gifts },
        cart: { ...cartOf(ctx, choice), added: false, failure },
      },
    });
    if (!parsed.success) return failed(422);
    // The radios changed after the panel was priced (without script): show the radios' price, add nothing.
    const shown = body[SHOWN_FIELD];
    if (shown !== undefined && shown !== choiceKey(choice)) return failed(409, STORAGE_CHOICE_CHANGED);
    // The page then shows the prices' retry state.
    if (prices === null) return failed(502);
    const plan = prices[storageSlug(choice)];
    if (!plan) return failed(422);
    const added = await addOrRefusal(c, addLineToCart(ctx.config, token, { productId: plan.productId }));
    if ('refused' in added) return failed(added.refused);
    return redirectWithCartFlash(
      c,
      PATH,
      `${PATH}?tier=${encodeURIComponent(choice.tier)}&plan=${choice.plan}#storage-price`,
      {
        item: storageSlug(choice),
        count: added.count,
      },
    );
  },
  head: () => ({
    title: 'Preserve & Share: permanent photo and video storage',
    description:
      'Permanent cloud storage for photos, videos and documents, from 10 GB to 2 TB, paid once or over 24 months.',
  }),
  body: ({ data, chrome }) => (
    <>
      <PricedOffersLd
        prices={data.prices}
        products={PAYMENT_PLANS.map((plan) => {
          const choice = { tier: data.choice.tier, plan };
          return {
            slug: storageSlug(choice),
            name: `${choice.tier} Permanent Storage${plan === '24-months' ? ', 24 monthly payments' : ''}`,
            url: `${chrome.origin}${PATH}?tier=${encodeURIComponent(choice.tier)}&plan=${plan}`,
          };
        })}
        brand={chrome.company.name}
      />
      <PreserveAndSharePage data={data} path={PATH} />
    </>
  ),
});
