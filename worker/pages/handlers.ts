import { blogAuthorPage } from './blog/author.tsx';
import { blogCategoryPage } from './blog/category.tsx';
import { blogHomePage } from './blog/home.tsx';
import { blogPostPage } from './blog/post.tsx';
import { blogSearchPage } from './blog/search.tsx';
import { logInPage } from './log-in.tsx';
import type { PageHandlers } from './page.ts';

/** The pages built so far, by route name; every other route of the table answers 404. */
export const pageHandlers: PageHandlers = {
  'log-in': logInPage,
  yours: blogHomePage,
  'yours-slug': blogPostPage,
  'yours-author-slug': blogAuthorPage,
  'yours-category-slug': blogCategoryPage,
  'yours-search': blogSearchPage,
};
