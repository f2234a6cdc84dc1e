import type { ReactNode } from 'react';
import { Pager } from '#client/components/posts/Pager.tsx';
import { PostGrid } from '#client/components/posts/PostCard.tsx';
import type { PostLinks } from '#core/domain/post-links.ts';
import type { PostSummary } from '#core/views.ts';

interface Props {
  heading: string;
  intro?: ReactNode;
  posts: PostSummary[];
  page: number;
  pages: number;
  href: (page: number) => string;
  empty: string;
  links: PostLinks;
}

/** A paged list of posts under a heading: an author's, a category's, or search results. */
export function PostListPage({ heading, intro, posts, page, pages, href, empty, links }: Props) {
  return (
    <>
      <h1 className="heading-1 mb-3">{heading}</h1>
      {intro ? <div className="lead mb-8">{intro}</div> : null}
      {posts.length ? (
        <PostGrid posts={posts} links={links} lead="priority" />
      ) : (
        <p className="empty-state" data-testid="empty-list">
          {empty}
        </p>
      )}
      <Pager page={page} pages={pages} href={href} />
    </>
  );
}
