// A product page as it streams when the store is late: the list's copy of the product is already
// a working add-to-cart form (what a browser without script keeps, docs/decisions/015), and the two
// copies in the HTML never share an id.
import { afterEach, describe, expect, it } from 'vitest';
import { control, logInCookie, site } from '#tests/worker/helpers.ts';

afterEach(() => control('store', '/reset'));

const CARDS = '/create-and-print/cards-and-stationery/cards/flat-photo-card-5x7';
const BOOK = '/create-and-print/photo-books/8x8-standard-photo-book';

const idsOf = (html: string) => [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!);

async function slowProduct(path: string, cookie: string) {
  // The product's record, asked for by its slug (docs/decisions/064), past the page's wait for the
  // store (docs/decisions/045), so the store's copy streams.
  await control('store', '/fault', { mode: 'slow', delayMs: 700, path: `/api/v1/products/${path.split('/').pop()}` });
  return (await site(path, { cookie })).text();
}

describe('a product page while the store’s answer streams in', () => {
  it('can be bought from the list’s copy, the no-script redirect’s anchor on it', async () => {
    const cookie = await logInCookie();
    const html = await slowProduct(CARDS, cookie);
    const pending = html.slice(
      html.indexOf('data-testid="product-pending"'),
      html.indexOf('data-testid="product-detail"'),
    );
    expect(pending).toContain('id="add-to-cart"');
    expect(pending).toContain('data-behaviour="add-to-cart"');
    expect(pending).toMatch(/value="\d+"[^>]*name="product_id"/);
    expect(pending).toMatch(/name="option-\d+" value="\d+"/);
    expect(pending).toContain('>Add to cart</button>');
    // The store's copy follows, streamed in.
    expect(html).toContain('data-testid="product-detail"');
  });

  it('never repeats an id, photo book sizes included', async () => {
    const cookie = await logInCookie();
    for (const path of [CARDS, BOOK]) {
      const ids = idsOf(await slowProduct(path, cookie));
      expect(
        ids.filter((id, i) => ids.indexOf(id) !== i),
        path,
      ).toEqual([]);
      await control('store', '/reset');
    }
  });

  it('has one h1, the product’s name, outside the streamed part; the designer gets its choices as JSON', async () => {
    const cookie = await logInCookie();
    const html = await slowProduct(CARDS, cookie);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toMatch(/<h1[^>]*>Flat Photo Cards 5x7<\/h1>/);
    const designer = await site(`${CARDS}?design=1`, { cookie });
    expect(designer.status).toBe(303);
    const href = designer.headers.get('location')!;
    expect(href).toMatch(/^\/app\/print-designer\?/);
    const query = new URL(href, 'http://x').searchParams;
    expect(Number(query.get('base_project_id'))).toBeGreaterThan(0);
    expect(query.get('title')).toBe('Flat Photo Cards 5x7');
    expect(query.get('quantity')).toBe('1');
    expect(query.get('color_theme')).toBeTruthy();
    expect(typeof JSON.parse(query.get('selected_print_options')!)).toBe('object');
  });
});
