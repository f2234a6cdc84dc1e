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
