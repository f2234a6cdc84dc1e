import { Fragment, type ReactNode } from 'react';
import { PostGrid } from '#client/components/blog/PostCard.tsx';
import { CmsImage } from '#client/components/CmsImage.tsx';
import { formatDate, showUpdated } from '#client/domain/blog.ts';
import { pathTo } from '#client/routes/paths.ts';
import type { PostDetail, PostSummary } from '#worker/db/queries/blog.ts';

/** Author, date and update, each only when there is one, joined by a dot. */
function bylineParts(post: PostDetail): ReactNode[] {
  const parts: ReactNode[] = [];
  if (post.authorSlug)
    parts.push(
      <Fragment key="author">
        {'By '}
        <a href={pathTo('yours-author-slug', { slug: post.authorSlug })} rel="author">
          {post.authorName}
        </a>
      </Fragment>,
    );
  if (post.publishedAt)
    parts.push(
      <time key="published" dateTime={post.publishedAt}>
        {formatDate(post.publishedAt)}
      </time>,
    );
  if (post.updatedAt && showUpdated(post.publishedAt, post.updatedAt))
    parts.push(
      <Fragment key="updated">
        Updated <time dateTime={post.updatedAt}>{formatDate(post.updatedAt)}</time>
      </Fragment>,
    );
  return parts;
}

/** /yours/{slug}: hero image, title, author, category, dates, the post, related posts. */
export function BlogPostPage({ post, related }: { post: PostDetail; related: PostSummary[] }) {
  return (
    <>
      <article className="mx-auto max-w-3xl">
        <header className="mb-8">
          {post.categorySlug ? (
            <a
              href={pathTo('yours-category-slug', { slug: post.categorySlug })}
              className="text-sm font-semibold uppercase tracking-wide text-teal-700 no-underline"
              data-testid="post-category"
            >
              {post.categoryName}
            </a>
          ) : null}
          <h1 className="mt-2 mb-4 text-4xl font-bold leading-tight">
            {post.title}
            {post.isDraft ? (
              <span className="ml-3 rounded bg-amber-100 px-2 py-1 align-middle text-sm font-semibold text-amber-800">Draft</span>
            ) : null}
          </h1>
          {post.description ? <p className="text-xl text-slate-600">{post.description}</p> : null}
          <p className="text-sm text-slate-500" data-testid="post-byline">
            {bylineParts(post).flatMap((part, i) => (i > 0 ? [' · ', part] : [part]))}
          </p>
        </header>
        <CmsImage image={post} sizes="(min-width: 800px) 768px, 100vw" className="mb-8 block h-auto w-full rounded-lg" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized once, at sync time (sync/map/html.ts). */}
        <div className="post-content text-lg leading-relaxed" data-testid="post-content" dangerouslySetInnerHTML={{ __html: post.contentHtml }} />
        {post.authorSlug ? (
          <aside aria-label="About the author" className="mt-12 flex gap-4 rounded-lg bg-slate-50 p-6">
            {post.authorAvatarUrl ? <img src={post.authorAvatarUrl} alt="" width="64" height="64" className="h-16 w-16 rounded-full" /> : null}
            <div>
              <p className="m-0 font-semibold">
                <a href={pathTo('yours-author-slug', { slug: post.authorSlug })}>{post.authorName}</a>
              </p>
              {post.authorBio ? <p className="mt-1 mb-0 text-sm text-slate-600">{post.authorBio}</p> : null}
            </div>
          </aside>
        ) : null}
      </article>
      {related.length ? (
        <section aria-labelledby="related-heading" className="mt-16" data-testid="related-posts">
          <h2 id="related-heading" className="mb-6 text-2xl font-bold">
            Related posts
          </h2>
          <PostGrid posts={related} headingLevel={3} />
        </section>
      ) : null}
    </>
  );
}
