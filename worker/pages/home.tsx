import { JsonLd } from '#client/components/JsonLd.tsx';
import { LOGO } from '#client/document/assets.ts';
import { organizationLd } from '#client/domain/structured-data.ts';
import { HOME_HEAD, HomePage } from '#client/pages/HomePage.tsx';
import { latestPosts } from '#worker/db/queries/blog.ts';
import { definePage } from './unit/define-page.ts';

/** How many of the newest blog posts the home page shows. */
const HOME_POSTS = 3;

/** `/`: the offer from D1-free copy, the newest posts from D1, the visitor's name and cart streamed in. */
export const homePage = definePage({
  route: 'index',
  load: async (ctx) => ({ posts: await latestPosts(ctx.db, HOME_POSTS) }),
  head: () => HOME_HEAD,
  body: ({ data, chrome }) => (
    <>
      <JsonLd data={organizationLd(chrome.company, `${chrome.origin}${LOGO}`)} />
      <HomePage posts={data.posts} chrome={chrome} />
    </>
  ),
});
