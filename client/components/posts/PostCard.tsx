import type { ImageLoad } from '#client/components/image-loading.ts';
import { Prerendered } from '#client/components/Prerendered.tsx';
import type { PostLinks } from '#core/domain/post-links.ts';
import type { PostSummary } from '#core/views.ts';
import { CardByline, CardPicture, CardTitle } from './CardParts.tsx';

/**
 * A post in a list: image, category, title, description, author and date. The category and
 * author links sit above the title's, which covers the card.
 */
export function PostCard({
  post,
  links,
  headingLevel = 2,
  load,
}: {
  post: PostSummary;
  links: PostLinks;
  headingLevel?: 2 | 3;
  load?: ImageLoad;
}) {
  return (
    <article className="card" data-testid="post-card">
      <CardPicture post={post} load={load} />
      <div className="card-body">
        {post.categorySlug ? (
          <a
            href={links.category(post.categorySlug)}
            className="card-inner-link eyebrow self-start no-underline hover:underline"
          >
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

/** `lead`: how the first card's picture loads (`priority` where the list opens the page). */
export function PostGrid({
  posts,
  links,
  headingLevel = 2,
  lead,
}: {
  posts: PostSummary[];
  links: PostLinks;
  headingLevel?: 2 | 3;
  lead?: ImageLoad;
}) {
  return (
    <Prerendered
      of={posts}
      variant={`${links.home()} h${headingLevel} ${lead ?? 'lazy'}`}
      className="grid gap-6 sm:grid-cols-2 md:grid-cols-3"
    >
      {posts.map((post, i) => (
        <PostCard
          key={post.id}
          post={post}
          links={links}
          headingLevel={headingLevel}
          load={i === 0 ? lead : undefined}
        />
      ))}
    </Prerendered>
  );
}
