import type { Context } from 'hono';
import { generateCookie, getCookie } from 'hono/cookie';
import { DRAFT_COOKIES, type DraftsSection, draftToggleOn } from '#core/domain/drafts.ts';
import type { ReadFrom } from '#worker/db/client.ts';
import { readAuthToken } from './auth-cookie.ts';

// Reading one's own writes (issue 36, decision 098). The site never writes D1; the sync does, on
// the primary, when an editor publishes. So the visitor who "just wrote" is an editor, and what
// they look at next is the section's drafts (their preview) or the page they published. With
// the drafts switch on, the page is read from the primary, and the editor is given the D1
// bookmark that read ended at: their later pages, drafts off, read from a copy at least that new.
// Everyone else reads the nearest replica. The bookmark says nothing about who holds it (it is a
// position in D1's log), so a page read with it may still be shared.

const D1_BOOKMARK_COOKIE = 'd1_bookmark';

/** Replicas catch up within seconds; past this the editor reads as anyone does. */
const D1_BOOKMARK_MAX_AGE_S = 600;

/** What D1's bookmarks look like (hex fields joined by dashes): anything else is ignored. */
const BOOKMARK = /^[0-9a-f]{1,64}(-[0-9a-f]{1,64}){0,7}$/i;

/**
 * Where this request's reads start: the primary for an editor whose drafts switch for `drafts` is
 * on (the page checks that they may see drafts; anyone else with the cookie only waits longer),
 * the editor's bookmark when they carry one, else the nearest replica.
 */
export function readFromOf(c: Context, drafts: DraftsSection | undefined): ReadFrom {
  if (readAuthToken(c) === undefined) return 'first-unconstrained';
  if (drafts && draftToggleOn(getCookie(c, DRAFT_COOKIES[drafts]))) return 'first-primary';
  const bookmark = getCookie(c, D1_BOOKMARK_COOKIE);
  return bookmark && BOOKMARK.test(bookmark) ? { bookmark } : 'first-unconstrained';
}

/**
 * Gives the editor the bookmark their primary read ended at. Only on a page that is theirs alone
 * (drafts on: never kept, never shared), so the cookie never reaches a shared cache.
 */
export function keepD1Bookmark(c: Context, bookmark: string | null) {
  if (!bookmark || !BOOKMARK.test(bookmark)) return;
  c.header(
    'Set-Cookie',
    generateCookie(D1_BOOKMARK_COOKIE, bookmark, {
      path: '/',
      httpOnly: true,
      secure: true,
      sameSite: 'Lax',
      maxAge: D1_BOOKMARK_MAX_AGE_S,
    }),
    { append: true },
  );
}
