import { JsonLd } from '#client/components/JsonLd.tsx';
import { LOGO } from '#client/document/assets.ts';
import { PostDetailPage } from '#client/pages/posts/PostDetailPage.tsx';
import { blogPostingLd, breadcrumbLd } from '#core/domain/structured-data.ts';
import { pathTo } from '#core/routes/paths.ts';
import { definePage } from '#worker/pages/unit/define-page.ts';
import { notFound } from '#worker/pages/unit/outcomes.ts';
import { draftAccess } from './drafts.ts';
import type { PostSection } from './section.ts';
import { sectionSubnav } from './subnav.tsx';

/** One post; a draft is a 404 to anyone who may not see drafts. */
export const postDetailPage = (section: PostSection) =>
  definePage({
    route: section.routes.post,
    drafts: section.drafts,
    async load(ctx) {
      const { draftsOn, includeDrafts } = await draftAccess(ctx);
      const { post, related, navCategories } = await section.queries.post(
        ctx.db,
        ctx.param('slug') ?? '',
        includeDrafts,
      );
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
    body: ({ data: { post, related }, chrome }) => {
      const url = (path: string) => `${chrome.origin}${path}`;
      return (
        <>
          <JsonLd
            data={blogPostingLd({
              url: url(section.links.post(post.slug)),
              headline: post.title,
              description: post.description,
              image: post.imageUrl,
              datePublished: post.publishedAt,
              dateModified: post.updatedAt,
              author:
                post.authorSlug && post.authorName
                  ? { name: post.authorName, url: url(section.links.author(post.authorSlug)) }
                  : null,
              publisher: { name: chrome.company.name, logo: url(LOGO) },
            })}
          />
          <JsonLd
            data={breadcrumbLd([
              { name: 'Home', url: url(pathTo('index')) },
              { name: section.texts.name, url: url(section.links.home()) },
              { name: post.title, url: url(section.links.post(post.slug)) },
            ])}
          />
          <PostDetailPage post={post} related={related} links={section.links} />
        </>
      );
    },
    subnav: sectionSubnav(section),
  });
