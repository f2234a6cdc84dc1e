import { CmsImage } from '#client/components/CmsImage.tsx';
import { formatDate } from '#core/domain/posts.ts';
import { pathTo } from '#core/routes/paths.ts';
import type { PressRelease } from '#core/views.ts';

/** /press-releases/{slug}: one release, its body sanitized at sync time. */
export function PressReleasePage({ release }: { release: PressRelease }) {
  return (
    <article className="mx-auto max-w-3xl">
      <p className="mb-2 text-sm">
        <a href={pathTo('press-releases')}>← All press releases</a>
      </p>
      <h1 className="heading-1 mb-2">{release.title}</h1>
      {release.publishedAt ? (
        <p className="mb-6 text-slate-600">
          <time dateTime={release.publishedAt}>{formatDate(release.publishedAt)}</time>
        </p>
      ) : null}
      {release.summary ? <p className="mb-6 text-lg text-slate-700">{release.summary}</p> : null}
      <CmsImage
        image={release}
        sizes="(min-width: 800px) 768px, calc(100vw - 32px)"
        load="priority"
        decorative={release.imageAlt === release.title}
        ratio="3/2"
        className="mb-8 block w-full rounded-lg"
      />
      {/* Editors start the body's sections at any level; this keeps the outline unbroken below h1. */}
      <h2 className="sr-only">The release</h2>
      <div
        className="prose text-lg leading-relaxed"
        data-testid="press-content"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized once, at sync time (sync/map/html.ts).
        dangerouslySetInnerHTML={{ __html: release.contentHtml }}
      />
    </article>
  );
}
