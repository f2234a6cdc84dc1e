import { behaviourRoot } from '#client/behaviours/marker.ts';
import { EntryScript } from '#client/document/EntryScript.tsx';
import { p2pLinks } from '#core/domain/post-links.ts';
import { formatDate } from '#core/domain/posts.ts';
import type { P2pDraftsTab } from '#core/views.ts';

/**
 * The drafts tab (SPEC §2.7, §9), shown while an editor's drafts are on: the drafts edited last
 * (DRAFT_COUNT of them) and a "View All" button to every draft. The tab reads ON when open and
 * OFF when closed; the drafts-tab behaviour remembers which under DRAFTS_STORAGE_KEY. Without
 * script it is a plain disclosure, closed.
 */
export function DraftsTab({ tab }: { tab: P2pDraftsTab }) {
  return (
    <details {...behaviourRoot('drafts-tab')} className="group relative" data-testid="drafts-tab">
      <EntryScript />
      <summary className="btn-secondary btn-sm cursor-pointer list-none">
        Drafts tab <span className="group-open:hidden">OFF</span>
        <span className="hidden group-open:inline">ON</span>
        <span className="badge-draft ml-1">{tab.total}</span>
      </summary>
      <div className="card absolute right-0 z-20 mt-2 w-80 max-w-[calc(100vw-2rem)] p-4 shadow-lg">
        {tab.posts.length ? (
          <ul className="m-0 mb-3 max-h-80 list-none overflow-y-auto p-0 text-sm" aria-label="Drafts edited last">
            {tab.posts.map((post) => (
              <li key={post.slug} className="border-b border-slate-100 py-1.5 last:border-0">
                <a href={p2pLinks.post(post.slug)}>{post.title}</a>
                {post.updatedAt ? (
                  <span className="block text-xs text-slate-600">Edited {formatDate(post.updatedAt)}</span>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="m-0 mb-3 text-sm">There are no drafts.</p>
        )}
        <a href={p2pLinks.drafts()} className="btn-primary btn-sm w-full justify-center" data-testid="drafts-view-all">
          View All
        </a>
      </div>
    </details>
  );
}
