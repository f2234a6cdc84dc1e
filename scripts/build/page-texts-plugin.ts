// The page texts asset (docs/decisions/101): the marketing pages' content and the print
// catalogue's copy, written from their typed modules at build time as one JSON file, which the
// site worker reads when it renders a page that shows them. So the texts stay out of its bundle.
import { isDeepStrictEqual } from 'node:util';
import type { Plugin } from 'vite';
import { SHOP_COPY } from '../../client/components/shop/marketing/copy-texts.ts';
import { MARKETING_CONTENT } from '../../client/pages/marketing/content/all.ts';
import { PAGE_TEXTS_PATH, type PageTexts } from '../../client/pages/page-texts.ts';

export function pageTexts(): Plugin {
  return {
    name: 'forever-page-texts',
    apply: 'build',
    generateBundle() {
      const texts: PageTexts = { marketing: MARKETING_CONTENT, shop: SHOP_COPY };
      const json = JSON.stringify(texts);
      // Plain data only: a function, a date or an undefined value would not survive the trip.
      if (!isDeepStrictEqual(JSON.parse(json), texts))
        this.error('page texts: only plain data (no function, date or undefined value) goes in JSON');
      this.emitFile({ type: 'asset', fileName: PAGE_TEXTS_PATH.slice(1), source: json });
    },
  };
}
