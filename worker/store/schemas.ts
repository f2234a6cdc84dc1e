// The store and core responses the worker relies on, checked at the border (rule 5).
import * as v from 'valibot';

export const User = v.object({
  id: v.number(),
  slug: v.string(),
  email: v.string(),
  name: v.string(),
  scope: v.optional(v.nullable(v.string()), null),
  created_at: v.optional(v.string()),
  auth_token: v.optional(v.nullable(v.string())),
  is_ambassador: v.optional(v.boolean(), false),
  linked_ambassador: v.optional(v.nullable(v.string()), null),
  is_admin: v.optional(v.boolean(), false),
  can: v.optional(
    v.object({
      accessP2p: v.optional(v.boolean(), false),
      accessP2peditor: v.optional(v.boolean(), false),
    }),
    { accessP2p: false, accessP2peditor: false },
  ),
  impersonator: v.optional(v.nullable(v.object({ id: v.number(), slug: v.string(), name: v.string() })), null),
});

export const UserEnvelope = v.object({ user: User });

export const LogInResponse = v.object({
  user: v.object({ ...User.entries, auth_token: v.pipe(v.string(), v.minLength(8)) }),
});

export const StoreInfo = v.object({
  badges: v.optional(v.array(v.unknown()), []),
  is_ambassador: v.optional(v.boolean(), false),
  linked_ambassador: v.optional(v.nullable(v.string()), null),
  ambassador: v.optional(
    v.nullable(
      v.object({
        name: v.optional(v.string(), ''),
        email: v.optional(v.nullable(v.string()), null),
        phone: v.optional(v.nullable(v.string()), null),
        city: v.optional(v.nullable(v.string()), null),
        region: v.optional(v.nullable(v.string()), null),
      }),
    ),
    null,
  ),
  cart_count: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

export type UserRecord = v.InferOutput<typeof User>;
export type StoreInfoRecord = v.InferOutput<typeof StoreInfo>;

const cents = v.pipe(v.number(), v.integer(), v.minValue(0));

/** GET /products/{slug}?includes_promotions=true: what a plan on a marketing page shows and sells. */
export const PlanProductEnvelope = v.object({
  product: v.object({
    id: v.number(),
    slug: v.string(),
    name: v.optional(v.string(), ''),
    description: v.optional(v.nullable(v.string()), null),
    price_cents: cents,
    promotionPrice: v.optional(v.nullable(cents), null),
    enabled: v.optional(v.boolean(), true),
    unavailable: v.optional(v.boolean(), false),
  }),
});

export type PlanProduct = v.InferOutput<typeof PlanProductEnvelope>['product'];

/** GET /products/{sku}?strategy=by_sku&includes_promotions=true: a digitization service's price. */
export const SkuProductEnvelope = v.object({
  product: v.object({
    id: v.number(),
    sku: v.string(),
    price_cents: cents,
    promotionPrice: v.optional(v.nullable(cents), null),
    enabled: v.optional(v.boolean(), true),
    unavailable: v.optional(v.boolean(), false),
  }),
});

const GroupProduct = v.object({
  id: v.number(),
  sku: v.string(),
  slug: v.string(),
  name: v.optional(v.string(), ''),
  description: v.optional(v.nullable(v.string()), null),
  subtype: v.optional(v.nullable(v.string()), null),
  price_cents: cents,
  promotionPrice: v.optional(v.nullable(cents), null),
  enabled: v.optional(v.boolean(), true),
  unavailable: v.optional(v.boolean(), false),
  primary_image: v.optional(v.nullable(v.object({ url: v.string() })), null),
  product_attributes: v.optional(v.array(v.object({ name: v.string(), value: v.nullable(v.string()) })), []),
});

/** POST /groups/batch with slugs: each group with its products (the box order's boxes and extras). */
export const GroupsEnvelope = v.object({
  groups: v.array(v.object({ slug: v.string(), products: v.optional(v.array(GroupProduct), []) })),
});

export type GroupProductRecord = v.InferOutput<typeof GroupProduct>;
