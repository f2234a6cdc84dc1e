import { CmsImage } from '#client/components/CmsImage.tsx';
import { formatDate } from '#core/domain/posts.ts';
import { pathTo } from '#core/routes/paths.ts';
import type { PressReleaseSummary } from '#core/views.ts';
import { PRESS_STEP } from './paging.ts';

export const pressPath = (slug: string) => pathTo('press-releases-slug', { slug });

interface Props {
  releases: PressReleaseSummary[];
  total: number;
}

/**
 * /press-releases: the newest releases, and a "Load more" link that asks for more by ?limit= (no
 * script needed); it jumps to the first new release so keyboard and screen reader users land there.
 */
export function PressListPage({ releases, total }: Props) {
  const next = releases.length + PRESS_STEP;
  return (
    <>
      <h1 className="heading-1 mb-2">Press releases</h1>
      <p className="mb-8 text-slate-600" data-testid="press-count">
        {`Showing ${releases.length} of ${total} press release${total === 1 ? '' : 's'}`}
      </p>
      {releases.length ? (
        <ol className="grid gap-8">
          {releases.map((r, i) => (
            <li
              key={r.id}
              id={`release-${i + 1}`}
              className="card grid gap-4 md:grid-cols-3"
              data-testid="press-release"
            >
              <CmsImage
                image={r}
                sizes="(min-width: 992px) 352px, (min-width: 768px) calc(100vw - 48px), calc(100vw - 32px)"
                decorative
                ratio="3/2"
                className="block w-full rounded-lg"
              />
              <div className="card-body md:col-span-2">
                {r.publishedAt ? (
                  <p className="text-sm text-slate-600">
                    <time dateTime={r.publishedAt}>{formatDate(r.publishedAt)}</time>
                  </p>
                ) : null}
                <h2 className="heading-3 mt-1">
                  <a href={pressPath(r.slug)} className="card-link">
                    {r.title}
                  </a>
                </h2>
                {r.summary ? <p className="mt-2 text-slate-700">{r.summary}</p> : null}
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className="empty-state">No press releases yet.</p>
      )}
      {releases.length < total ? (
        <p className="mt-10 text-center">
          <a
            href={`${pathTo('press-releases', {}, { limit: String(next) })}#release-${releases.length + 1}`}
            className="btn-secondary"
            data-testid="load-more"
            rel="next"
          >
            Load more press releases
          </a>
        </p>
      ) : null}
    </>
  );
}
