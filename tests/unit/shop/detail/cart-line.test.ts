import { describe, expect, it } from 'vitest';
import { cartLineOf } from '#core/domain/shop/detail/cart-line.ts';

const PAGE = '/create-and-print/drinkware/photo-mugs/a-mug';

describe('cartLineOf', () => {
  it('turns the product page form into /api/cart’s body', () => {
    expect(
      cartLineOf(
        [
          ['product_id', '12'],
          ['option-3', '31'],
          ['option-4', '40'],
        ],
        PAGE,
      ),
    ).toEqual({
      productId: 12,
      quantity: 1,
      optionValues: [
        { option_id: 3, option_value_id: 31 },
        { option_id: 4, option_value_id: 40 },
      ],
      page: PAGE,
    });
  });

  it('needs a product and ignores fields that are not options', () => {
    expect(cartLineOf([['option-3', '31']], PAGE)).toBeNull();
    expect(
      cartLineOf(
        [
          ['product_id', '7'],
          ['other', 'x'],
        ],
        PAGE,
      ),
    ).toEqual({ productId: 7, quantity: 1, optionValues: [], page: PAGE });
  });

  it('takes how many, from 1 to 99', () => {
    expect(
      cartLineOf(
        [
          ['product_id', '7'],
          ['quantity', '3'],
        ],
        PAGE,
      ),
    ).toEqual({ productId: 7, quantity: 3, optionValues: [], page: PAGE });
    for (const bad of ['0', '100', '1.5', '-2', '']) {
      expect(
        cartLineOf(
          [
            ['product_id', '7'],
            ['quantity', bad],
          ],
          PAGE,
        ),
        bad,
      ).toBeNull();
    }
  });

  it('refuses ids that are not positive whole numbers, and files', () => {
    expect(cartLineOf([['product_id', '0']], PAGE)).toBeNull();
    expect(cartLineOf([['product_id', '1e3']], PAGE)).toBeNull();
    expect(
      cartLineOf(
        [
          ['product_id', '5'],
          ['option-3', '-1'],
        ],
        PAGE,
      ),
    ).toBeNull();
    expect(
      cartLineOf(
        [
          ['product_id', '5'],
          ['option-3', new Blob()],
        ],
        PAGE,
      ),
    ).toBeNull();
  });
});
