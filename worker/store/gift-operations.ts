// The store operations of the gifting pages: a line's gift subscriptions (one group, SPEC §7
// POST /groups/batch), with the storage plans in the same call where the gift is storage's
// (docs/decisions/100), and a gift put in the cart with its delivery (SPEC §7 add to cart).
import { STORAGE_GROUP } from '#core/domain/constants.ts';
import type { GiftOrder, GiftSubject } from '#core/domain/gifting/gift.ts';
import { giftGroup } from '#core/domain/gifting/gift.ts';
import type { Config } from '#worker/config/config.ts';
import { addLineToCart } from './cart-operations.ts';
import { groupsProducts } from './storage-operations.ts';

/** The subject's gifts, and the storage plans when the subject shows them (else null). */
export async function giftProducts(config: Config, subject: GiftSubject) {
  const gifts = giftGroup(subject);
  const groups = await groupsProducts(config, subject.storagePlans ? [gifts, STORAGE_GROUP] : [gifts]);
  return { gifts: groups[gifts] ?? [], plans: subject.storagePlans ? (groups[STORAGE_GROUP] ?? []) : null };
}

/** One gift in the cart, with who gets it, how and when; answers the new cart count when given. */
export const addGiftToCart = (config: Config, token: string, productId: number, order: GiftOrder) =>
  addLineToCart(config, token, {
    productId,
    gift: {
      delivery_method: order.delivery,
      recipient_name: order.recipientName,
      recipient_email: order.recipientEmail,
      message: order.message,
      send_on: order.sendOn,
    },
  });
