import type { ReactNode } from 'react';
import { P2pPostGrid } from '#client/components/p2p/P2pPostCard.tsx';
import { Pager } from '#client/components/posts/Pager.tsx';
import type { P2pPostSummary } from '#core/views.ts';

interface Props {
  heading: string;
  /** Above the list: the search form, and on the homepage its pinned posts, slides and tips. */
  top?: ReactNode;
  intro?: ReactNode;
  posts: P2pPostSummary[];
  page: number;
  pages: number;
  href: (page: number) => string;
  empty: string;
}

/** A paged list of pixels2Pages posts: every post, search results, a category's, tag's or author's. */
export function P2pPostsPage({ heading, top, intro, posts, page, pages, href, empty }: Props) {
  return (
    <>
      <h1 className="heading-1 mb-3">{heading}</h1>
      {intro ? <div className="lead mb-8">{intro}</div> : null}
      {top}
      {posts.length ? (
        // The list opens the page, unless the homepage's parts come first (their pinned posts lead then).
        <P2pPostGrid posts={posts} lead={top ? undefined : 'priority'} />
      ) : (
        <p className="empty-state" data-testid="empty-list">
          {empty}
        </p>
      )}
      <Pager page={page} pages={pages} href={href} />
    </>
  );
}
