// The store operations of the gifting pages: a line's gift subscriptions (one group, SPEC §7
// POST /groups/batch) and a gift put in the cart with its delivery (SPEC §7 add to cart).
import type { GiftOrder, GiftSubject } from '#core/domain/gifting/gift.ts';
import { giftGroup } from '#core/domain/gifting/gift.ts';
import type { Config } from '#worker/config/config.ts';
import { addLineToCart } from './cart-operations.ts';
import { groupProducts } from './storage-operations.ts';

export const giftProducts = (config: Config, subject: GiftSubject) => groupProducts(config, giftGroup(subject));

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
