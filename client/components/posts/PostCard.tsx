import { CmsImage } from '#client/components/CmsImage.tsx';
import { Prerendered } from '#client/components/Prerendered.tsx';
import type { PostLinks } from '#client/domain/post-links.ts';
import { formatDate } from '#client/domain/posts.ts';
import type { PostSummary } from '#worker/db/views.ts';

/** One column below 768 px, two up to 992 px, then three in a container of at most ~1150 px. */
const CARD_SIZES = '(min-width: 992px) 380px, (min-width: 768px) 50vw, 100vw';

/**
 * A post in a list: image, category, title, description, author and date. The title's link
 * covers the card (one tab stop, the picture clickable too); category and author links sit above.
 */
export function PostCard({ post, links, headingLevel = 2 }: { post: PostSummary; links: PostLinks; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card" data-testid="post-card">
      {post.imageUrl ? (
        <CmsImage image={post} sizes={CARD_SIZES} loading="lazy" decorative className="block aspect-[16/9] w-full object-cover" />
      ) : (
        // Without a picture the card keeps the row's shape.
        <div aria-hidden="true" className="aspect-[16/9] w-full bg-gradient-to-br from-accent-100 to-brand-100" />
      )}
      <div className="card-body">
        {post.categorySlug ? (
          <a href={links.category(post.categorySlug)} className="card-inner-link eyebrow self-start no-underline hover:underline">
            {post.categoryName}
          </a>
        ) : null}
        <Heading className="heading-3">
          <a href={links.post(post.slug)} className="card-link">
            {post.title}
          </a>
          {post.isDraft ? <span className="badge-draft ml-2">Draft</span> : null}
        </Heading>
        {post.description ? <p className="text-sm text-slate-600">{post.description}</p> : null}
        <p className="muted mt-auto pt-2">
          {post.authorSlug ? (
            <a href={links.author(post.authorSlug)} className="card-inner-link text-slate-600 underline underline-offset-2 hover:text-ink">
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

export function PostGrid({ posts, links, headingLevel = 2 }: { posts: PostSummary[]; links: PostLinks; headingLevel?: 2 | 3 }) {
  return (
    <Prerendered of={posts} variant={`${links.home()} h${headingLevel}`} className="grid gap-6 sm:grid-cols-2 md:grid-cols-3">
      {posts.map((post) => (
        <PostCard key={post.id} post={post} links={links} headingLevel={headingLevel} />
      ))}
    </Prerendered>
  );
}
