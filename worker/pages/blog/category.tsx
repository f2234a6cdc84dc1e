import { pageCount } from '../../../client/domain/blog.ts';
import { BlogDirectoryPage } from '../../../client/pages/blog/BlogDirectoryPage.tsx';
import { BlogListPage } from '../../../client/pages/blog/BlogListPage.tsx';
import { pathTo } from '../../../client/routes/paths.ts';
import { contentDb } from '../../db/client.ts';
import { categoryBySlug, categoryDirectory, postList } from '../../db/queries/blog.ts';
import { renderErrorPage } from '../../ssr/error-response.tsx';
import type { PageHandler } from '../page.ts';
import { blogDraftAccess } from './access.ts';
import { pageBeyondEnd, renderBlogPage, requestedPage } from './blog-page.tsx';

/** /yours/category/{slug}: the category's posts; without a slug, every category. */
export const blogCategoryPage: PageHandler = async (c) => {
  const slug = c.req.param('slug');
  const access = await blogDraftAccess(c);
  const db = contentDb(c.env.DB);
  if (!slug) {
    const { categories, navCategories } = await categoryDirectory(db, access.includeDrafts);
    return renderBlogPage(c, {
      route: 'yours-category-slug', draftsOn: access.draftsOn, navCategories,
      head: { title: 'Blog categories', description: 'Every topic of the Yours blog.' },
      body: <BlogDirectoryPage kind="categories" entries={categories} />,
    });
  }
  const page = requestedPage(c);
  if (typeof page !== 'number') return page;
  const category = await categoryBySlug(db, slug);
  if (!category) return renderErrorPage(c, 404, 'This category could not be found');
  const { posts, total, navCategories } = await postList(db, { page, includeDrafts: access.includeDrafts, categoryId: category.id });
  const beyond = total > 0 ? pageBeyondEnd(c, page, total) : null;
  if (beyond) return beyond;
  return renderBlogPage(c, {
    route: 'yours-category-slug', draftsOn: access.draftsOn, navCategories, currentCategory: slug,
    head: { title: category.name, description: category.description || `${category.name} on the Yours blog.` },
    body: (
      <BlogListPage
        heading={category.name}
        intro={category.description ? <p>{category.description}</p> : null}
        posts={posts}
        page={page}
        pages={pageCount(total)}
        href={(p) => pathTo('yours-category-slug', { slug }, { page: p > 1 ? p : undefined })}
        empty="There are no posts in this category yet."
      />
    ),
  });
};
