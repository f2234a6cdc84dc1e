import * as v from 'valibot';

/** Store info as the browser sees it (SPEC §3 "User store info"), with the derived fields. */
export const StoreInfoViewSchema = v.object({
  cartCount: v.number(),
  badges: v.array(v.unknown()),
  isClubMember: v.boolean(),
  isAmbassador: v.boolean(),
  linkedAmbassador: v.nullable(v.string()),
  ambassador: v.nullable(
    v.object({
      name: v.string(),
      email: v.nullable(v.string()),
      phone: v.nullable(v.string()),
      mailto: v.nullable(v.string()),
      tel: v.nullable(v.string()),
      cityRegion: v.string(),
    }),
  ),
});

export type StoreInfoView = v.InferOutput<typeof StoreInfoViewSchema>;

interface AmbassadorLike {
  name?: string;
  email?: string | null;
  phone?: string | null;
  city?: string | null;
  region?: string | null;
}

export function storeInfoView(info: {
  cart_count: number;
  badges: unknown[];
  is_ambassador: boolean;
  linked_ambassador: string | null;
  ambassador: AmbassadorLike | null;
}): StoreInfoView {
  const a = info.ambassador;
  return {
    cartCount: info.cart_count,
    badges: info.badges,
    // SPEC §6: a club member is a user whose store info has at least one badge.
    isClubMember: info.badges.length > 0,
    isAmbassador: info.is_ambassador,
    linkedAmbassador: info.linked_ambassador,
    ambassador: a
      ? {
          name: a.name ?? '',
          email: a.email ?? null,
          phone: a.phone ?? null,
          mailto: a.email ? `mailto:${a.email}` : null,
          tel: a.phone ? `tel:${a.phone.replace(/[^\d+]/g, '')}` : null,
          cityRegion: [a.city, a.region].filter(Boolean).join(', '),
        }
      : null,
  };
}
