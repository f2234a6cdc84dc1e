import { DRAFT_COOKIES, draftToggleOn, MAY_SEE_DRAFTS } from '#core/domain/drafts.ts';
import type { LoadContext } from '#worker/pages/unit/load-context.ts';

/**
 * Whether this request sees the drafts of the section the page declares (define-page.ts `drafts`):
 * its switch's cookie is on AND the core API confirms the visitor may (SPEC §2.7, §5, §6). Only
 * requests carrying the switch pay for the check; if the store cannot confirm, drafts stay hidden.
 * Without a session the switch is off whatever its cookie says (a page shared from the edge cache
 * never shows it on, worker/edge-cache/shareable.ts).
 * A page that declares no section shows none, so no page can read drafts without saying so.
 */
export async function draftAccess(ctx: LoadContext): Promise<{ draftsOn: boolean; includeDrafts: boolean }> {
  const section = ctx.drafts;
  if (!section) return { draftsOn: false, includeDrafts: false };
  const draftsOn = ctx.authToken !== undefined && draftToggleOn(ctx.cookie(DRAFT_COOKIES[section]));
  if (!draftsOn) return { draftsOn, includeDrafts: false };
  return { draftsOn, includeDrafts: MAY_SEE_DRAFTS[section](await ctx.session()) };
}
