// The five gifting pages (SPEC §2.2, §9): one unit each, from its subject. The gift lengths'
// prices come from the store (streamed when late); the form posts to the page, which puts the gift in the cart and
// redirects to the confirmation modal's query flag (SPEC §2.10) with the add's cookie, which the
// modal needs to open (docs/decisions/063), or answers the form again with its messages (4xx) or
// the SPEC §8 text when the store refuses.
import type { GiftData, GiftFormState, GiftPrices } from '#client/components/gifting/gift-view.ts';
import { PricedOffersLd } from '#client/components/shop/PricedOffersLd.tsx';
import { type Deferred, mapDeferred } from '#client/components/WhenSettled.tsx';
import { GiftPage } from '#client/pages/gifting/GiftPage.tsx';
import { logInHref } from '#core/domain/auth-links.ts';
import { GIFT_DURATIONS } from '#core/domain/constants.ts';
import {
  confirmationOf,
  confirmationQuery,
  GIFT_CONFIRMATION_QUERY,
  GIFT_SUBJECTS,
  type GiftRoute,
  giftSlug,
  parseGift,
} from '#core/domain/gifting/gift.ts';
import { MESSAGES } from '#core/domain/messages.ts';
import { pricedPlans } from '#core/domain/storage/plans.ts';
import { routes } from '#core/routes/table.ts';
import { redirectWithCartFlash } from '#worker/http/cart-flash.ts';
import { definePage } from '#worker/pages/unit/define-page.ts';
import type { LoadContext } from '#worker/pages/unit/load-context.ts';
import { addOrRefusal } from '#worker/store/cart-refusal.ts';
import { addGiftToCart, giftProducts } from '#worker/store/gift-operations.ts';
import { storeInfo } from '#worker/store/operations.ts';
import { UpstreamError } from '#worker/store/upstream-error.ts';

const EMPTY_FORM: GiftFormState = { values: {}, errors: {}, failure: null };

/** What the page prices from one store answer: the gift lengths, and the storage plans when its subject shows them. */
interface Offer {
  gifts: GiftPrices;
  plans: GiftPrices;
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The gift the query flag names, only when the add's own redirect left the cookie for that gift: a
 * crafted link opens nothing.
 */
function confirmedGift(ctx: LoadContext) {
  const confirmation = confirmationOf(ctx.query);
  return confirmation && ctx.cartFlash?.item === confirmationQuery(confirmation) ? confirmation : null;
}

export function giftPage(route: GiftRoute) {
  const subject = GIFT_SUBJECTS[route];
  const path = routes[route].path;

  /** The gift lengths' prices, and the storage plans' beside them when the subject shows them. */
  async function loadPrices(ctx: LoadContext): Promise<Offer> {
    try {
      const { gifts, plans } = await giftProducts(ctx.config, subject);
      return { gifts: pricedPlans(gifts), plans: plans && pricedPlans(plans) };
    } catch (error) {
      ctx.report(error, { part: 'gift-prices', route: path });
      return { gifts: null, plans: null };
    }
  }

  const dataOf = (ctx: LoadContext, form: GiftFormState, offer: Deferred<Offer>): GiftData => ({
    route,
    subject,
    prices: mapDeferred(offer, (o) => o.gifts),
    storagePlans: subject.storagePlans ? mapDeferred(offer, (o) => o.plans) : null,
    signedIn: Boolean(ctx.authToken),
    logInHref: logInHref(ctx.auth),
    form,
    confirmation: form === EMPTY_FORM ? confirmedGift(ctx) : null,
    // Tomorrow, in UTC: the store schedules by its own day.
    firstSendDay: isoDay(Date.now() + 86_400_000),
  });

  /** Whether the buyer is an ambassador; a store that cannot say means no (gift_mgmt stays closed). */
  async function isAmbassador(ctx: LoadContext, token: string) {
    try {
      return (await storeInfo(ctx.config, token)).is_ambassador;
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      return false;
    }
  }

  return definePage<GiftData>({
    route,
    cache: 'live',
    query: GIFT_CONFIRMATION_QUERY,
    async load(ctx) {
      return dataOf(ctx, EMPTY_FORM, await ctx.store.defer(loadPrices(ctx)));
    },
    async action(c, ctx) {
      const token = ctx.authToken;
      // A signed-out giver logs in first and comes back here.
      if (!token) return c.redirect(logInHref(ctx.auth), 303);
      const body: Record<string, unknown> = await c.req.parseBody().catch(() => ({}));
      const ambassador = body.delivery === 'gift_mgmt' ? await isAmbassador(ctx, token) : false;
      const parsed = parseGift(body, { today: isoDay(Date.now()), isAmbassador: ambassador });
      const offer = await loadPrices(ctx);
      const answer = (status: number, form: GiftFormState) => ({
        status,
        rerender: dataOf(ctx, form, { settled: offer }),
      });
      const prices = offer.gifts;
      if (!parsed.ok) return answer(422, { values: parsed.values, errors: parsed.errors, failure: null });
      const values = Object.fromEntries(
        Object.entries(body).filter((e): e is [string, string] => typeof e[1] === 'string'),
      );
      const failed = (status: number) => answer(status, { values, errors: {}, failure: MESSAGES.addToCartFailed });
      if (prices === null) return failed(502);
      const product = prices[giftSlug(subject, parsed.order.duration)];
      if (!product) return failed(422);
      const added = await addOrRefusal(c, addGiftToCart(ctx.config, token, product.productId, parsed.order));
      if ('refused' in added) return failed(added.refused);
      const summary = confirmationQuery(parsed.order);
      return redirectWithCartFlash(c, path, `${path}?${summary}#gift-confirmation`, {
        item: summary,
        count: added.count,
      });
    },
    head: () => ({
      title: `Give ${subject.name} as a gift`,
      description:
        `${subject.lead} Give it for 1 month, 3 months or a year, ` +
        'by email or in print, now or on a day you choose.',
    }),
    body: ({ data, chrome }) => (
      <>
        <PricedOffersLd
          prices={data.prices}
          products={GIFT_DURATIONS.map((d) => ({
            slug: giftSlug(subject, d.value),
            name: `${subject.name} gift, ${d.label}`,
            url: `${chrome.origin}${path}`,
          }))}
          brand={chrome.company.name}
        />
        <GiftPage data={data} path={path} storeInfo={chrome.storeInfo} />
      </>
    ),
  });
}

export const giftingRoutes = {
  'gifting-artisan': giftPage('gifting-artisan'),
  'gifting-facial-recognition': giftPage('gifting-facial-recognition'),
  'gifting-forever-storage': giftPage('gifting-forever-storage'),
  'gifting-pixels2pages': giftPage('gifting-pixels2pages'),
  'gifting-video-streaming': giftPage('gifting-video-streaming'),
};
