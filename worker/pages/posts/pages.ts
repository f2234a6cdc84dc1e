import { postHomePage } from './home.tsx';
import { postAuthorPage, postCategoryPage } from './owners.tsx';
import { postDetailPage } from './post.tsx';
import { postSearchPage } from './search.tsx';
import type { PostSection } from './section.ts';

/** Every page of a post section, from its description. */
export function postSectionPages(section: PostSection) {
  return {
    home: postHomePage(section),
    post: postDetailPage(section),
    author: postAuthorPage(section),
    category: postCategoryPage(section),
    search: postSearchPage(section),
  };
}
