import { CmsImage } from '#client/components/CmsImage.tsx';
import { formatDate } from '#client/domain/blog.ts';
import { pathTo } from '#client/routes/paths.ts';
import type { PostSummary } from '#worker/db/queries/blog.ts';

/** One column below 640 px, two up to 1024 px, then three in a container of at most ~1200 px. */
const CARD_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw';

/** A post in a list: image, category, title, description, author and date. */
export function PostCard({ post, headingLevel = 2 }: { post: PostSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="relative flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm" data-testid="post-card">
      {/* The title's link covers the whole card: one tab stop, and the picture is clickable too. */}
      <CmsImage image={post} sizes={CARD_SIZES} loading="lazy" decorative className="block w-full aspect-[16/9] object-cover" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        {post.categorySlug ? (
          <a
            href={pathTo('yours-category-slug', { slug: post.categorySlug })}
            className="relative z-1 text-xs font-semibold uppercase tracking-wide text-teal-700 no-underline"
          >
            {post.categoryName}
          </a>
        ) : null}
        <Heading className="m-0 text-lg font-bold leading-snug">
          <a
            href={pathTo('yours-slug', { slug: post.slug })}
            className="text-slate-900 no-underline after:absolute after:inset-0 after:content-[''] hover:underline"
          >
            {post.title}
          </a>
          {post.isDraft ? <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-800">Draft</span> : null}
        </Heading>
        {post.description ? <p className="m-0 text-sm text-slate-600">{post.description}</p> : null}
        <p className="mt-auto mb-0 pt-2 text-xs text-slate-500">
          {post.authorSlug ? (
            <a href={pathTo('yours-author-slug', { slug: post.authorSlug })} className="relative z-1 text-slate-600">
              {post.authorName}
            </a>
          ) : null}
          {post.authorSlug && post.publishedAt ? ' · ' : null}
          {post.publishedAt ? <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time> : null}
        </p>
      </div>
    </article>
  );
}

export function PostGrid({ posts, headingLevel = 2 }: { posts: PostSummary[]; headingLevel?: 2 | 3 }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post) => (
        <PostCard key={post.id} post={post} headingLevel={headingLevel} />
      ))}
    </div>
  );
}
