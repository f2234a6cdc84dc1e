import type { P2pNav } from '#client/components/p2p/P2pSubnav.tsx';
import { normalizeSearchTerm } from '#core/domain/posts.ts';
import { p2pDraftsTab, searchCategoriesQuery } from '#worker/db/queries/p2p.ts';
import { draftAccess } from '#worker/pages/posts/drafts.ts';
import type { LoadContext } from '#worker/pages/unit/load-context.ts';

/**
 * What the pixels2Pages bar (SPEC §2.7) shows on every page of the section: its search (term
 * and category, as the posts list was asked), the drafts switch's state, and, for an editor
 * whose drafts are on, the drafts tab. `includeDrafts` is what the page's own reads use.
 */
export async function p2pNav(ctx: LoadContext): Promise<{ includeDrafts: boolean; nav: P2pNav }> {
  // No D1 before both reads start: they go with the page's own in one round trip.
  const { draftsOn, includeDrafts } = await draftAccess(ctx);
  const [categories, draftsTab] = await Promise.all([
    searchCategoriesQuery(ctx.db),
    includeDrafts ? p2pDraftsTab(ctx.db) : null,
  ]);
  return {
    includeDrafts,
    nav: {
      term: normalizeSearchTerm(ctx.query('term')),
      category: ctx.query('category') ?? '',
      categories,
      draftsOn,
      draftsTab,
    },
  };
}
