import { BlogDirectoryPage } from '#client/pages/blog/BlogDirectoryPage.tsx';
import { pathTo } from '#client/routes/paths.ts';
import { categoryBySlug, categoryDirectory } from '#worker/db/queries/blog.ts';
import { listingPage } from './listing-page.tsx';

/** /yours/category/{slug}: the category's posts; without a slug, every category. */
export const blogCategoryPage = listingPage({
  route: 'yours-category-slug',
  async directory(db, includeDrafts) {
    const { categories, navCategories } = await categoryDirectory(db, includeDrafts);
    return {
      navCategories,
      head: { title: 'Blog categories', description: 'Every topic of the Yours blog.' },
      body: <BlogDirectoryPage kind="categories" entries={categories} />,
    };
  },
  lookup: categoryBySlug,
  notFound: 'This category could not be found',
  filter: (category) => ({ categoryId: category.id }),
  currentCategory: (slug) => slug,
  head: (category) => ({ title: category.name, description: category.description || `${category.name} on the Yours blog.` }),
  heading: (category) => category.name,
  intro: (category) => (category.description ? <p>{category.description}</p> : null),
  empty: () => 'There are no posts in this category yet.',
  href: (slug, page) => pathTo('yours-category-slug', { slug }, { page: page > 1 ? page : undefined }),
});
