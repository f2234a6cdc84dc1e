import { Pager } from '#client/components/blog/Pager.tsx';
import { PostGrid } from '#client/components/blog/PostCard.tsx';
import { CmsImage } from '#client/components/CmsImage.tsx';
import { formatDate } from '#client/domain/blog.ts';
import { pathTo } from '#client/routes/paths.ts';
import type { PostSummary } from '#worker/db/queries/blog.ts';

interface Props {
  featured: PostSummary | null;
  posts: PostSummary[];
  page: number;
  pages: number;
}

function Featured({ post }: { post: PostSummary }) {
  return (
    <article className="mb-12 grid overflow-hidden rounded-xl bg-slate-900 text-white md:grid-cols-2" data-testid="featured-post">
      <CmsImage image={post} sizes="(min-width: 768px) 50vw, 100vw" className="block h-full w-full object-cover" />
      <div className="flex flex-col justify-center gap-3 p-8">
        <p className="m-0 text-xs font-semibold uppercase tracking-widest text-teal-300">
          Featured{post.categoryName ? ` · ${post.categoryName}` : ''}
        </p>
        <h2 className="m-0 text-3xl font-bold leading-tight">
          <a href={pathTo('yours-slug', { slug: post.slug })} className="text-white no-underline hover:underline">
            {post.title}
          </a>
        </h2>
        {post.description ? <p className="m-0 text-slate-200">{post.description}</p> : null}
        <p className="m-0 text-sm text-slate-300">
          {post.authorName}
          {post.publishedAt ? (
            <>
              {' '}
              · <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
            </>
          ) : null}
        </p>
      </div>
    </article>
  );
}

/** /yours: the featured post on the first page, then every post, 20 a page. */
export function BlogHomePage({ featured, posts, page, pages }: Props) {
  return (
    <>
      <h1 className="mb-6 text-3xl font-bold">Stories, tips and ideas for your family memories</h1>
      {featured && page === 1 ? <Featured post={featured} /> : null}
      <h2 className="sr-only">Latest posts</h2>
      <PostGrid posts={posts} headingLevel={3} />
      <Pager page={page} pages={pages} href={(p) => pathTo('yours', {}, { page: p > 1 ? p : undefined })} />
    </>
  );
}
