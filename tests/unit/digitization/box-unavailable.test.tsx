// Issue 35: a box or service the store does not sell now says so and offers the others, beside
// where its price would be; never a dead end.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BoxPage } from '#client/pages/digitization/BoxPage.tsx';
import { DEFAULT_BOX_OPTIONS } from '#core/domain/digitization/box.ts';

const box = {
  id: 1,
  slug: 'a-box',
  sku: 'A-BOX',
  title: 'A box',
  altTitle: '',
  itemsCount: 10,
  enabled: false,
  image: null,
  imageAlt: '',
  boxDimensions: null,
  priceCents: 10000,
  regularCents: null,
  leadTimeWeeks: { standard: null, priority: null },
};
const page = (perItem: boolean) =>
  renderToStaticMarkup(
    <BoxPage
      box={box}
      extras={{ thumbDrive: null, dvdSet: null, priority: null }}
      options={DEFAULT_BOX_OPTIONS}
      service={null}
      perItem={perItem}
      count={1}
      failure=""
      added={false}
    />,
  );

describe('a box the store does not sell now', () => {
  it('offers the other boxes', () => {
    expect(page(false)).toMatch(
      /This box is not available right now\. <a href="\/digital-conversion\/order"[^>]*>See the other boxes<\/a>/,
    );
  });

  it('offers the other services priced per item', () => {
    expect(page(true)).toMatch(
      new RegExp(
        String.raw`This service is not available right now\. <a href="\/digital-conversion\/order#itemized"` +
          String.raw`[^>]*>See the other services<\/a>`,
      ),
    );
  });
});
