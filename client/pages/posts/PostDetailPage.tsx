import { Fragment, type ReactNode } from 'react';
import { CmsImage } from '#client/components/CmsImage.tsx';
import { PostGrid } from '#client/components/posts/PostCard.tsx';
import type { PostLinks } from '#core/domain/post-links.ts';
import { formatDate, opensWithSummary, showUpdated } from '#core/domain/posts.ts';
import type { PostDetail, PostSummary } from '#core/views.ts';

/** Author, date and update, each only when there is one, joined by a dot. */
function bylineParts(post: PostDetail, links: PostLinks): ReactNode[] {
  const parts: ReactNode[] = [];
  if (post.authorSlug)
    parts.push(
      <Fragment key="author">
        {'By '}
        <a href={links.author(post.authorSlug)} rel="author" className="underline underline-offset-2">
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

/** One post: category, title, byline, hero image, the post, its author, related posts. */
export function PostDetailPage({
  post,
  related,
  links,
}: {
  post: PostDetail;
  related: PostSummary[];
  links: PostLinks;
}) {
  return (
    <>
      <article className="mx-auto max-w-3xl">
        <header className="mb-8">
          {post.categorySlug ? (
            <a
              href={links.category(post.categorySlug)}
              className="eyebrow no-underline hover:underline"
              data-testid="post-category"
            >
              {post.categoryName}
            </a>
          ) : null}
          <h1 className="heading-1 mt-2 mb-4">
            {post.title}
            {post.isDraft ? <span className="badge-draft ml-3">Draft</span> : null}
          </h1>
          {/* The summary as a lead paragraph, unless the post already opens with it (no repeat). */}
          {post.description && !opensWithSummary(post.description, post.contentHtml) ? (
            <p className="lead mb-4">{post.description}</p>
          ) : null}
          <p className="muted" data-testid="post-byline">
            {bylineParts(post, links).flatMap((part, i) => (i > 0 ? [' · ', part] : [part]))}
          </p>
        </header>
        {/* An alt text that only repeats the title would be heard twice. */}
        <CmsImage
          image={post}
          sizes="(min-width: 800px) 768px, calc(100vw - 32px)"
          load="priority"
          decorative={post.imageAlt === post.title}
          ratio="3/2"
          className="mb-8 block w-full rounded-lg"
        />
        <div
          className="prose text-lg leading-relaxed"
          data-testid="post-content"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized once, at sync time (sync/map/html.ts).
          dangerouslySetInnerHTML={{ __html: post.contentHtml }}
        />
        {post.authorSlug ? (
          <aside aria-label="About the author" className="mt-12 flex gap-4 rounded-xl bg-slate-50 p-6">
            {post.authorAvatarUrl ? (
              <img
                src={post.authorAvatarUrl}
                alt=""
                width="64"
                height="64"
                loading="lazy"
                decoding="async"
                className="h-16 w-16 rounded-full object-cover"
              />
            ) : null}
            <div>
              <p className="font-semibold">
                <a href={links.author(post.authorSlug)} className="underline underline-offset-2">
                  {post.authorName}
                </a>
              </p>
              {post.authorBio ? <p className="mt-1 text-sm text-slate-600">{post.authorBio}</p> : null}
            </div>
          </aside>
        ) : null}
      </article>
      {related.length ? (
        <section aria-labelledby="related-heading" className="mt-16" data-testid="related-posts">
          <h2 id="related-heading" className="heading-2 mb-6">
            Related posts
          </h2>
          <PostGrid posts={related} links={links} headingLevel={3} />
        </section>
      ) : null}
    </>
  );
}
