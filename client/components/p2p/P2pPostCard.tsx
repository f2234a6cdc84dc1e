import { CmsImage } from '#client/components/CmsImage.tsx';
import { P2P_TYPE_LABELS } from '#client/components/p2p/post-types.ts';
import { p2pLinks } from '#client/domain/post-links.ts';
import { formatDate } from '#client/domain/posts.ts';
import type { P2pPostSummary } from '#worker/db/views.ts';

const CARD_SIZES = '(min-width: 992px) 380px, (min-width: 768px) 50vw, 100vw';

/** A pixels2Pages post in a list: its type, "Members only" when it is, title, teaser, byline. */
export function P2pPostCard({ post, headingLevel = 2 }: { post: P2pPostSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card" data-testid="p2p-post-card">
      {post.imageUrl ? (
        <CmsImage image={post} sizes={CARD_SIZES} loading="lazy" decorative className="block aspect-[16/9] w-full object-cover" />
      ) : (
        <div aria-hidden="true" className="aspect-[16/9] w-full bg-gradient-to-br from-accent-100 to-brand-100" />
      )}
      <div className="card-body">
        <p className="eyebrow">
          {post.type ? P2P_TYPE_LABELS[post.type] : 'Post'}
          {post.memberOnly ? <span className="badge-brand ml-2">Members only</span> : null}
        </p>
        <Heading className="heading-3">
          <a href={p2pLinks.post(post.slug)} className="card-link">
            {post.title}
          </a>
          {post.isDraft ? <span className="badge-draft ml-2">Draft</span> : null}
        </Heading>
        {post.description ? <p className="text-sm text-slate-600">{post.description}</p> : null}
        <p className="muted mt-auto pt-2">
          {post.authorSlug ? (
            <a href={p2pLinks.author(post.authorSlug)} className="card-inner-link text-slate-600 underline underline-offset-2 hover:text-ink">
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

export function P2pPostGrid({ posts, headingLevel = 2 }: { posts: P2pPostSummary[]; headingLevel?: 2 | 3 }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 md:grid-cols-3">
      {posts.map((post) => (
        <P2pPostCard key={post.id} post={post} headingLevel={headingLevel} />
      ))}
    </div>
  );
}
