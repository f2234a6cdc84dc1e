// The page texts this version's build wrote into its static assets (docs/decisions/101).
import { PAGE_TEXTS_PATH, type PageTexts } from '#client/pages/page-texts.ts';
import { assetJson } from './asset-json.ts';

/** Written by our own build from the typed text modules, and by nothing else: taken as it is. */
export const pageTexts = (assets: Fetcher): Promise<PageTexts> =>
  assetJson(assets, PAGE_TEXTS_PATH, (json) => json as PageTexts);
