// The page texts this version's build wrote into its static assets (docs/decisions/101).
import { PAGE_TEXTS_PATH, type PageTexts } from '#client/pages/page-texts.ts';
import { assetJson } from './asset-json.ts';

/**
 * Written by our own build from the typed text modules, and by nothing else: its shape is checked,
 * not its every field. A file from an older build says so rather than failing deep in a page.
 */
function parsePageTexts(json: unknown): PageTexts {
  const texts = json as Partial<PageTexts> | null;
  if (!texts || typeof texts.marketing !== 'object' || typeof texts.shop !== 'object')
    throw new Error(`${PAGE_TEXTS_PATH} is not the page texts this worker reads: build the client (npm run build)`);
  return texts as PageTexts;
}

export const pageTexts = (assets: Fetcher): Promise<PageTexts> => assetJson(assets, PAGE_TEXTS_PATH, parsePageTexts);
