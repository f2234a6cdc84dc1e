import { CmsImage } from '#client/components/CmsImage.tsx';
import { Pager } from '#client/components/posts/Pager.tsx';
import { PostGrid } from '#client/components/posts/PostCard.tsx';
import type { PostLinks } from '#core/domain/post-links.ts';
import { formatDate } from '#core/domain/posts.ts';
import type { PostSummary } from '#core/views.ts';

interface Props {
  heading: string;
  featured: PostSummary | null;
  posts: PostSummary[];
  page: number;
  pages: number;
  links: PostLinks;
}

function Featured({ post, links }: { post: PostSummary; links: PostLinks }) {
  return (
    <article
      className="relative mb-12 grid overflow-hidden rounded-2xl bg-ink text-white md:grid-cols-2"
      data-testid="featured-post"
    >
      <CmsImage
        image={post}
        sizes="(min-width: 1200px) 552px, (min-width: 992px) calc(50vw - 24px), calc(100vw - 32px)"
        load="priority"
        decorative
        className="block aspect-[3/2] w-full md:aspect-auto md:h-full"
      />
      <div className="flex flex-col justify-center gap-3 p-6 sm:p-8">
        <p className="text-xs font-semibold uppercase tracking-widest text-accent-300">
          Featured{post.categoryName ? ` · ${post.categoryName}` : ''}
        </p>
        <h2 className="text-2xl font-bold leading-tight sm:text-3xl">
          <a href={links.post(post.slug)} className="card-link text-white">
            {post.title}
          </a>
          {post.isDraft ? <span className="badge-draft ml-2">Draft</span> : null}
        </h2>
        {post.description ? <p className="text-slate-200">{post.description}</p> : null}
        <p className="text-sm text-slate-300">
          {post.authorName}
          {post.authorName && post.publishedAt ? ' · ' : null}
          {post.publishedAt ? <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time> : null}
        </p>
      </div>
    </article>
  );
}

/** A section's home: the featured post on the first page, then every other post, a page at a time. */
export function PostHomePage({ heading, featured, posts, page, pages, links }: Props) {
  return (
    <>
      <h1 className="heading-1 mb-8">{heading}</h1>
      {featured && page === 1 ? <Featured post={featured} links={links} /> : null}
      <h2 className="sr-only">Latest posts</h2>
      {posts.length ? (
        <PostGrid posts={posts} links={links} headingLevel={3} />
      ) : (
        <p className="empty-state">No posts yet. Come back soon.</p>
      )}
      <Pager page={page} pages={pages} href={links.home} />
    </>
  );
}
