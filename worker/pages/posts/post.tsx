import { PostDetailPage } from '#client/pages/posts/PostDetailPage.tsx';
import { definePage } from '#worker/pages/unit/define-page.ts';
import { notFound } from '#worker/pages/unit/outcomes.ts';
import { draftAccess } from './drafts.ts';
import type { PostSection } from './section.ts';
import { sectionSubnav } from './subnav.tsx';

/** One post; a draft is a 404 to anyone who may not see drafts. */
export const postDetailPage = (section: PostSection) =>
  definePage({
    route: section.routes.post,
    async load(ctx) {
      const { draftsOn, includeDrafts } = await draftAccess(ctx, section);
      const { post, related, navCategories } = await section.queries.post(ctx.db, ctx.param('slug') ?? '', includeDrafts);
      if (!post) notFound('This post could not be found');
      const current = post.categorySlug ? { category: post.categorySlug } : null;
      return { post, related, nav: { categories: navCategories, current, term: '', draftsOn } };
    },
    head: ({ post }) => ({
      title: post.title,
      description: post.description || post.title,
      image: post.imageUrl,
      type: 'article',
      noindex: post.isDraft,
    }),
    body: ({ data }) => <PostDetailPage post={data.post} related={data.related} links={section.links} />,
    subnav: sectionSubnav(section),
  });
