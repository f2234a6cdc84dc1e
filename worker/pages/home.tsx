import { JsonLd } from '#client/components/JsonLd.tsx';
import { LOGO } from '#client/document/assets.ts';
import { HOME_HEAD, HOME_IMAGE_SLOTS, HomePage } from '#client/pages/HomePage.tsx';
import { organizationLd } from '#core/domain/structured-data.ts';
import { latestPosts } from '#worker/db/queries/blog.ts';
import { pageImagesFor } from '#worker/db/queries/page-images.ts';
import { definePage } from './unit/define-page.ts';

/** How many of the newest blog posts the home page shows. */
const HOME_POSTS = 3;

/** `/`: the offer's copy, its pictures and the newest posts from D1, the visitor's name and cart streamed in. */
export const homePage = definePage({
  route: 'index',
  load: async (ctx) => {
    const [posts, images] = await Promise.all([
      latestPosts(ctx.db, HOME_POSTS),
      pageImagesFor(ctx.db, HOME_IMAGE_SLOTS),
    ]);
    return { posts, images };
  },
  head: () => HOME_HEAD,
  body: ({ data, chrome }) => (
    <>
      <JsonLd data={organizationLd(chrome.company, `${chrome.origin}${LOGO}`)} />
      <HomePage posts={data.posts} images={data.images} chrome={chrome} />
    </>
  ),
});
