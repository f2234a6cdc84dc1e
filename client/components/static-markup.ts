import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';

/** React's empty comment between two adjacent texts, which only hydration needs. */
const TEXT_SEPARATOR = '<!-- -->';

/**
 * A subtree's HTML on its own, every part resolved, as `renderToStaticMarkup` gives it. Made by the
 * streaming renderer the pages already use: `renderToStaticMarkup` is a second copy of React's
 * server renderer, 100 KB of the site worker for this alone (docs/decisions/097). The HTML is never
 * hydrated, so the separators go; nothing else writes that comment (React escapes `<` in text).
 */
export async function staticMarkup(node: ReactNode): Promise<string> {
  const { prelude } = await prerender(node);
  return (await new Response(prelude).text()).replaceAll(TEXT_SEPARATOR, '');
}
