// Issue 35: one money format throughout. Alone, an amount is as SPEC §9 formats it ("$2,000",
// "$19.99"); amounts shown together share one format, with cents when any of them has cents, never
// "$10,497" beside "$10,533.39".
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EstimateSummary } from '#client/components/digitization/EstimateSummary.tsx';
import { SKUS } from '#core/domain/digitization/services.ts';
import { formatUsd } from '#core/domain/money.ts';
import { lineTotalText, priceTexts } from '#core/domain/shop/price-texts.ts';

const amounts = (text: string) => text.match(/\$[\d,]+(?:\.\d\d)?/g) ?? [];
const withCents = (amount: string) => /\.\d\d$/.test(amount);

describe('one money format', () => {
  it('formats an amount alone as SPEC §9 does', () => {
    expect(formatUsd(200000)).toBe('$2,000');
    expect(formatUsd(1999)).toBe('$19.99');
  });

  it('gives amounts shown together the same format', () => {
    expect(formatUsd(1049700, [1053339])).toBe('$10,497.00');
    expect(formatUsd(1053339, [1049700])).toBe('$10,533.39');
    expect(formatUsd(74900, [89900])).toBe('$749');
  });

  it('a price and its struck-through list price', () => {
    const texts = priceTexts({ priceCents: 1999, regularCents: 2500, percentOff: 20, perCard: false, cardsPerPack: 1 });
    expect([texts.now, texts.was]).toEqual(['$19.99', '$25.00']);
  });

  it('a quantity’s line total', () => {
    expect(lineTotalText(3, 3333)).toBe('3 × $33.33 = $99.99');
    expect(lineTotalText(2, 2500)).toBe('2 × $25 = $50');
  });

  it('the estimate’s lines and its total', () => {
    // Tapes priced in whole dollars, photos not: the table's every amount shows cents.
    const state = {
      steps: ['what', 'box', 'tapes', 'pictures', 'summary'] as const,
      counts: { tapes: 3, feetOfFilm: 0, pictures: 7, audioItems: 0, scans: 0 },
      box: 'have' as const,
    };
    const html = renderToStaticMarkup(
      <EstimateSummary state={state as never} prices={{ [SKUS.video]: 3500, [SKUS.photos]: 1999 }} />,
    );
    const shown = amounts(html);
    expect(shown.length).toBeGreaterThanOrEqual(3);
    expect(shown.filter(withCents)).toEqual(shown);
  });
});
