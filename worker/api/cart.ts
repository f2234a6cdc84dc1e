import * as v from 'valibot';
import { MESSAGES } from '#core/domain/messages.ts';
import { MAX_QUANTITY } from '#core/domain/shop/detail/variant.ts';
import type { Config } from '#worker/config/config.ts';
import type { AppEnv } from '#worker/env.ts';
import { readAuthToken } from '#worker/http/auth-cookie.ts';
import { Hono } from '#worker/http/hono.ts';
import { listedProduct, productPageOf } from '#worker/pages/shop/listed-product.ts';
import { addLineToCart } from '#worker/store/cart-operations.ts';
import { refusedStatus } from '#worker/store/cart-refusal.ts';
import { UpstreamError } from '#worker/store/upstream-error.ts';
import { readJsonBody } from './validate.ts';

const Id = v.pipe(
  v.number('must be a number'),
  v.integer('must be a whole number'),
  v.minValue(1),
  v.maxValue(Number.MAX_SAFE_INTEGER),
);

/** One line of the cart as a product page sends it (SPEC §7 "add to cart"), with how many (1 unless said). */
const Line = v.strictObject({
  productId: Id,
  quantity: v.optional(
    v.pipe(v.number('must be a number'), v.integer('must be a whole number'), v.minValue(1), v.maxValue(MAX_QUANTITY)),
    1,
  ),
  optionValues: v.optional(
    v.pipe(v.array(v.strictObject({ option_id: Id, option_value_id: Id })), v.maxLength(20)),
    [],
  ),
  requiredLineItemsAttributes: v.optional(
    v.nullable(
      v.pipe(
        v.record(v.pipe(v.string(), v.maxLength(40)), v.pipe(v.string(), v.maxLength(200))),
        v.check((r) => Object.keys(r).length <= 20, 'too many attributes'),
      ),
    ),
    null,
  ),
  promotionCode: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(64))), null),
  /** The product page the line is added from (its path): what that page sells is all it may add. */
  page: v.pipe(v.string('must be the product page’s path'), v.maxLength(300)),
});

type LineBody = v.InferOutput<typeof Line>;

/**
 * Whether the page the line names sells it: a product page whose list holds this product, with
 * each option value one of the product's own. Rejects when the store cannot say.
 */
async function soldOnItsPage(config: Config, line: LineBody): Promise<boolean> {
  const page = productPageOf(line.page);
  const product = page && (await listedProduct(config, page.place, page.slug));
  if (!product || product.id !== line.productId) return false;
  return line.optionValues.every((chosen) =>
    product.options.some(
      (o) => o.id === chosen.option_id && o.option_values.some((x) => x.id === chosen.option_value_id),
    ),
  );
}

/**
 * POST /api/cart: adds one product with its chosen options to the signed-in user's cart and
 * answers the new cart count, so the header shows it at once. Whatever the store refuses is the
 * SPEC §8 text; a 401 from the store resets the session (worker/http/request-user.ts). It takes
 * only what a product page sells (docs/decisions/072): a line with attributes (an event's attendee,
 * a box's processing time) or a promotion code comes from no product page, since those lines are
 * built by the event's and the box's own forms on the server, and SPEC lets no visitor type a
 * code; it gets 422 with the SPEC §8 text and the store is not asked. The product and its option
 * values must be what the product page the body names sells, as that page finds them.
 */
export const cartApi = new Hono<AppEnv>()
  .use(async (c, next) => {
    await next();
    c.header('Cache-Control', 'private, no-store');
  })
  .post('/', async (c) => {
    const token = readAuthToken(c);
    if (!token) return c.json({ error: 'Log in to buy.' }, 401);
    const body = await readJsonBody(c, Line);
    if (!body.ok) return body.response;
    if (body.value.requiredLineItemsAttributes !== null || body.value.promotionCode !== null)
      return c.json({ error: MESSAGES.addToCartFailed }, 422);
    try {
      if (!(await soldOnItsPage(c.get('config'), body.value))) return c.json({ error: MESSAGES.addToCartFailed }, 422);
      const cartCount = await addLineToCart(c.get('config'), token, body.value);
      return c.json({ cartCount }, 201);
    } catch (error) {
      if (!(error instanceof UpstreamError)) c.get('reporter').error(error);
      else if (error.status >= 500) c.get('reporter').error(error, { data: error.data });
      const status = error instanceof UpstreamError ? refusedStatus(error) : 502;
      return c.json({ error: MESSAGES.addToCartFailed }, status);
    }
  });
