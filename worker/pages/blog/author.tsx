import { pageCount } from '../../../client/domain/blog.ts';
import { BlogDirectoryPage } from '../../../client/pages/blog/BlogDirectoryPage.tsx';
import { BlogListPage } from '../../../client/pages/blog/BlogListPage.tsx';
import { pathTo } from '../../../client/routes/paths.ts';
import { contentDb } from '../../db/client.ts';
import { authorBySlug, authorDirectory, postList } from '../../db/queries/blog.ts';
import { renderErrorPage } from '../../ssr/error-response.tsx';
import type { PageHandler } from '../page.ts';
import { blogDraftAccess } from './access.ts';
import { pageBeyondEnd, renderBlogPage, requestedPage } from './blog-page.tsx';

/** /yours/author/{slug}: the author and their posts; without a slug, every author. */
export const blogAuthorPage: PageHandler = async (c) => {
  const slug = c.req.param('slug');
  const access = await blogDraftAccess(c);
  const db = contentDb(c.env.DB);
  if (!slug) {
    const { authors, navCategories } = await authorDirectory(db, access.includeDrafts);
    return renderBlogPage(c, {
      route: 'yours-author-slug', draftsOn: access.draftsOn, navCategories,
      head: { title: 'Our authors', description: 'The people who write the Yours blog.' },
      body: <BlogDirectoryPage kind="authors" entries={authors} />,
    });
  }
  const page = requestedPage(c);
  if (typeof page !== 'number') return page;
  const author = await authorBySlug(db, slug);
  if (!author) return renderErrorPage(c, 404, 'This author could not be found');
  const { posts, total, navCategories } = await postList(db, { page, includeDrafts: access.includeDrafts, authorId: author.id });
  const beyond = total > 0 ? pageBeyondEnd(c, page, total) : null;
  if (beyond) return beyond;
  return renderBlogPage(c, {
    route: 'yours-author-slug', draftsOn: access.draftsOn, navCategories,
    head: { title: `Posts by ${author.name}`, description: author.bio || `Posts by ${author.name} on the Yours blog.`, image: author.avatarUrl },
    body: (
      <BlogListPage
        heading={`Posts by ${author.name}`}
        intro={author.bio ? <p>{author.bio}</p> : null}
        posts={posts}
        page={page}
        pages={pageCount(total)}
        href={(p) => pathTo('yours-author-slug', { slug }, { page: p > 1 ? p : undefined })}
        empty={`${author.name} has not published a post yet.`}
      />
    ),
  });
};
