import type { ReactNode } from 'react';
import { Pager } from '#client/components/blog/Pager.tsx';
import { PostGrid } from '#client/components/blog/PostCard.tsx';
import type { PostSummary } from '#worker/db/queries/blog.ts';

interface Props {
  heading: string;
  intro?: ReactNode;
  posts: PostSummary[];
  page: number;
  pages: number;
  href: (page: number) => string;
  empty: string;
}

/** A paged list of posts under a heading: an author's, a category's, or search results. */
export function BlogListPage({ heading, intro, posts, page, pages, href, empty }: Props) {
  return (
    <>
      <h1 className="mb-2 text-3xl font-bold">{heading}</h1>
      {intro ? <div className="mb-8 text-slate-600">{intro}</div> : null}
      {posts.length ? <PostGrid posts={posts} /> : <p data-testid="empty-list">{empty}</p>}
      <Pager page={page} pages={pages} href={href} />
    </>
  );
}
