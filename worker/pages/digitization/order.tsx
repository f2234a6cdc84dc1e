import { ORDER_HEAD, OrderPage } from '#client/pages/digitization/OrderPage.tsx';
import type { BoxProduct } from '#core/domain/digitization/box.ts';
import { definePage } from '#worker/pages/unit/define-page.ts';
import { loadBoxCatalogue } from './boxes.ts';

interface OrderData {
  /** Null when the store could not give them. */
  boxes: BoxProduct[] | null;
  itemized: BoxProduct[];
}

/**
 * /digital-conversion/order: the boxes, awaited (the page is nothing else, and without
 * JavaScript a streamed list would never show; docs/decisions/027). Never shared or memoized:
 * prices are live.
 */
export const orderPage = definePage<OrderData>({
  route: 'digital-conversion-order',
  cache: 'private',
  async load(ctx) {
    try {
      const { boxes, itemized } = await loadBoxCatalogue(ctx.config);
      return { boxes, itemized };
    } catch (error) {
      ctx.report(error, { part: 'box catalogue' });
      return { boxes: null, itemized: [] };
    }
  },
  head: () => ({ ...ORDER_HEAD }),
  body: ({ data }) => <OrderPage boxes={data.boxes} itemized={data.itemized} />,
});
