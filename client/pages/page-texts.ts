// The texts the build writes to one static asset instead of into the site worker's bundle
// (scripts/build/page-texts-plugin.ts, docs/decisions/101): the marketing pages' content and the
// print catalogue's copy. The worker reads them once per isolate (LoadContext.texts).
import type { ShopCopy } from '#client/components/shop/marketing/copy.ts';
import type { MarketingRoute } from './marketing/content/all.ts';
import type { MarketingContent } from './marketing/content/types.ts';

/** Where the build serves them. Not under /assets/, which deploys carry forward: each version reads its own. */
export const PAGE_TEXTS_PATH = '/page-texts.json';

export interface PageTexts {
  marketing: Record<MarketingRoute, MarketingContent>;
  shop: ShopCopy;
}
