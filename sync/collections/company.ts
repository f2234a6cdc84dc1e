// Company pages: team members, press releases, news articles and FAQs.

import { isDraft } from '#sync/cms/read.ts';
import * as records from '#sync/cms/records.ts';
import { imageColumns } from '#sync/map/media.ts';
import { richText } from '#sync/map/rich-text.ts';
import { faqs, newsArticles, pressReleases, teamMembers } from '#worker/db/schema.ts';
import { articleDate } from './article-date.ts';
import { defineCollection, media, rowsOf } from './define.ts';

export const teamMembersCollection = defineCollection({
  name: 'team-members',
  source: { kind: 'list', path: '/team-members' },
  model: 'team-member',
  copies: [media(teamMembers)],
  schema: records.TeamMember,
  tables: [{ table: teamMembers, groupBy: 'id', countsTowardRecord: true }],
  map(r, ctx) {
    return [
      rowsOf(teamMembers, [
        {
          id: r.id,
          firstName: r.first_name.trim(),
          lastName: r.last_name.trim(),
          title: r.title,
          category: r.category,
          bio: r.bio,
          ...imageColumns(r.photo, ctx.cmsUrl),
          isDraft: isDraft(r.published_at),
        },
      ]),
    ];
  },
});

export const pressReleasesCollection = defineCollection({
  name: 'press-releases',
  source: { kind: 'list', path: '/press-releases' },
  model: 'press-release',
  copies: [media(pressReleases)],
  schema: records.PressRelease,
  tables: [{ table: pressReleases, groupBy: 'id', countsTowardRecord: true, unique: 'slug' }],
  map(r, ctx) {
    return [
      rowsOf(pressReleases, [
        {
          id: r.id,
          slug: r.slug,
          title: r.title,
          summary: r.summary,
          contentHtml: richText(r.content, ctx),
          ...imageColumns(r.image, ctx.cmsUrl),
          publishedAt: articleDate(r),
          isDraft: isDraft(r.published_at),
        },
      ]),
    ];
  },
});

export const newsArticlesCollection = defineCollection({
  name: 'news-articles',
  source: { kind: 'list', path: '/news-articles' },
  model: 'news-article',
  copies: [media(newsArticles)],
  schema: records.NewsArticle,
  tables: [{ table: newsArticles, groupBy: 'id', countsTowardRecord: true, unique: 'slug' }],
  map(r, ctx) {
    return [
      rowsOf(newsArticles, [
        {
          id: r.id,
          slug: r.slug,
          title: r.title,
          source: r.source,
          url: r.url,
          summary: r.summary,
          ...imageColumns(r.image, ctx.cmsUrl),
          publishedAt: articleDate(r),
          isDraft: isDraft(r.published_at),
        },
      ]),
    ];
  },
});

export const faqsCollection = defineCollection({
  name: 'faqs',
  source: { kind: 'list', path: '/faqs' },
  model: 'faq',
  schema: records.Faq,
  tables: [{ table: faqs, groupBy: 'id', countsTowardRecord: true, unique: 'slug' }],
  map(r, ctx) {
    return [
      rowsOf(faqs, [
        {
          id: r.id,
          slug: r.slug,
          entries: r.faq.map((e) => ({ question: e.question, answerHtml: richText(e.answer, ctx) })),
          isDraft: isDraft(r.published_at),
        },
      ]),
    ];
  },
});
