import { draftAccess } from '#worker/pages/posts/drafts.ts';
import type { LoadContext } from '#worker/pages/unit/load-context.ts';

/**
 * Editors preview draft events with the drafts switch the site already has (SPEC §6: admins,
 * the blog's cookie: the events' pages declare `drafts: 'blog'`), confirmed by the core API;
 * everyone else never sees a draft.
 */
export async function eventPreview(ctx: LoadContext): Promise<boolean> {
  return (await draftAccess(ctx)).includeDrafts;
}
