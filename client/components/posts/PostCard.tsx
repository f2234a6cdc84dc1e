import { Prerendered } from '#client/components/Prerendered.tsx';
import type { PostLinks } from '#client/domain/post-links.ts';
import type { PostSummary } from '#worker/db/views.ts';
import { CardByline, CardPicture, CardTitle } from './CardParts.tsx';

/**
 * A post in a list: image, category, title, description, author and date. The category and
 * author links sit above the title's, which covers the card.
 */
export function PostCard({ post, links, headingLevel = 2 }: { post: PostSummary; links: PostLinks; headingLevel?: 2 | 3 }) {
  return (
    <article className="card" data-testid="post-card">
      <CardPicture post={post} />
      <div className="card-body">
        {post.categorySlug ? (
          <a href={links.category(post.categorySlug)} className="card-inner-link eyebrow self-start no-underline hover:underline">
            {post.categoryName}
          </a>
        ) : null}
        <CardTitle post={post} href={links.post(post.slug)} level={headingLevel} />
        {post.description ? <p className="text-sm text-slate-600">{post.description}</p> : null}
        <CardByline post={post} authorHref={links.author} />
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
