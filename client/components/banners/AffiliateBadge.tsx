import { behaviourRoot } from '#client/behaviours/marker.ts';
import { EntryScript } from '#client/document/EntryScript.tsx';
import { pathTo } from '#core/routes/paths.ts';

/**
 * SPEC §2.8 "Become an Ambassador": a strip of its own at the very end of the page, after the
 * footer (issue 25): in the flow, so it never covers what a page shows; last, so it comes after
 * everything in Tab order and showing it moves nothing; on its own light ground, so it reads on any
 * page; its dismiss button clear of "Back to top". It is hidden in the HTML; the affiliate-badge
 * behaviour shows it unless it was dismissed in this browser, and remembers a dismissal.
 */
export function AffiliateBadge() {
  return (
    <aside
      {...behaviourRoot('affiliate-badge')}
      aria-label="Become an Ambassador"
      hidden
      className="border-t border-slate-200 bg-slate-50 text-ink"
      data-testid="affiliate-badge"
    >
      <EntryScript />
      <div className="page-width">
        {/* Its right end clear of the fixed "Back to top" (3rem wide, 1.5rem in), or it hides the close button. */}
        <div className="flex items-center justify-between gap-4 py-3 pr-16 text-sm">
          <p className="m-0 min-w-0">
            Love what we do?{' '}
            <a href={pathTo('become-an-ambassador')} className="font-semibold underline">
              Become an Ambassador
            </a>{' '}
            and earn with every family you bring.
          </p>
          <button type="button" data-dismiss="" className="btn-quiet btn-sm">
            <span aria-hidden="true">×</span>
            <span className="sr-only">Dismiss the Become an Ambassador badge</span>
          </button>
        </div>
      </div>
    </aside>
  );
}
