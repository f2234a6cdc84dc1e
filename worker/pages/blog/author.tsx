import { BlogDirectoryPage } from '#client/pages/blog/BlogDirectoryPage.tsx';
import { pathTo } from '#client/routes/paths.ts';
import { authorBySlug, authorDirectory } from '#worker/db/queries/blog.ts';
import { listingPage } from './listing-page.tsx';

/** /yours/author/{slug}: the author and their posts; without a slug, every author. */
export const blogAuthorPage = listingPage({
  route: 'yours-author-slug',
  async directory(db, includeDrafts) {
    const { authors, navCategories } = await authorDirectory(db, includeDrafts);
    return {
      navCategories,
      head: { title: 'Our authors', description: 'The people who write the Yours blog.' },
      body: <BlogDirectoryPage kind="authors" entries={authors} />,
    };
  },
  lookup: authorBySlug,
  notFound: 'This author could not be found',
  filter: (author) => ({ authorId: author.id }),
  head: (author) => ({
    title: `Posts by ${author.name}`,
    description: author.bio || `Posts by ${author.name} on the Yours blog.`,
    image: author.avatarUrl,
  }),
  heading: (author) => `Posts by ${author.name}`,
  intro: (author) => (author.bio ? <p>{author.bio}</p> : null),
  empty: (author) => `${author.name} has not published a post yet.`,
  href: (slug, page) => pathTo('yours-author-slug', { slug }, { page: page > 1 ? page : undefined }),
});
