// Company pages: team members, press releases, news articles and FAQs.
import { faqs, newsArticles, pressReleases, teamMembers } from '../../worker/db/schema.ts';
import * as records from '../cms/records.ts';
import { sanitizeHtml } from '../map/html.ts';
import { mediaFields, safeLinkUrl } from '../map/urls.ts';
import { isoUtcOrNull, textOr } from '../map/values.ts';
import { RecordError } from '../map/record-error.ts';
import { defineCollection, rowsOf } from './define.ts';

export const teamMembersCollection = defineCollection({
  name: 'team-members',
  source: { kind: 'list', path: '/team-members' },
  models: ['team-member', 'team-members'],
  schema: records.TeamMember,
  tables: [{ table: teamMembers, groupBy: 'id', countsTowardRecord: true }],
  map(r, ctx) {
    return [rowsOf(teamMembers, [{
      id: r.id,
      firstName: r.first_name,
      lastName: r.last_name,
      title: textOr(r.title),
      category: r.category,
      bio: textOr(r.bio),
      photoUrl: mediaFields(r.photo, ctx.cmsUrl).url,
    }])];
  },
});

export const pressReleasesCollection = defineCollection({
  name: 'press-releases',
  source: { kind: 'list', path: '/press-releases' },
  models: ['press-release', 'press-releases'],
  schema: records.PressRelease,
  tables: [{ table: pressReleases, groupBy: 'id', countsTowardRecord: true, unique: [['slug']] }],
  map(r, ctx) {
    const image = mediaFields(r.image, ctx.cmsUrl);
    return [rowsOf(pressReleases, [{
      id: r.id,
      slug: r.slug,
      title: r.title,
      summary: textOr(r.summary),
      contentHtml: sanitizeHtml(r.content, { cmsUrl: ctx.cmsUrl }),
      imageUrl: image.url,
      imageAlt: image.alt,
      publishedAt: isoUtcOrNull(r.published_at),
      isDraft: r.published_at === null,
    }])];
  },
});

/** GET /news-articles answers `{ newsArticles, count }`. */
export const newsArticlesCollection = defineCollection({
  name: 'news-articles',
  source: { kind: 'list', path: '/news-articles', shape: { wrapper: 'newsArticles' } },
  models: ['news-article', 'news-articles'],
  schema: records.NewsArticle,
  tables: [{ table: newsArticles, groupBy: 'id', countsTowardRecord: true, unique: [['slug']] }],
  map(r, ctx) {
    const image = mediaFields(r.image, ctx.cmsUrl);
    const url = safeLinkUrl(r.url);
    if (url === null) throw new RecordError('url is empty');
    return [rowsOf(newsArticles, [{
      id: r.id,
      slug: r.slug,
      title: r.title,
      source: textOr(r.source),
      url,
      summary: textOr(r.summary),
      imageUrl: image.url,
      imageAlt: image.alt,
      publishedAt: isoUtcOrNull(r.published_at),
      isDraft: r.published_at === null,
    }])];
  },
});

export const faqsCollection = defineCollection({
  name: 'faqs',
  source: { kind: 'list', path: '/faqs' },
  models: ['faq', 'faqs'],
  schema: records.Faq,
  tables: [{ table: faqs, groupBy: 'id', countsTowardRecord: true, unique: [['slug']] }],
  map(r, ctx) {
    return [rowsOf(faqs, [{
      id: r.id,
      slug: r.slug,
      entries: r.faq.map((e) => ({ question: e.question, answerHtml: sanitizeHtml(e.answer, { cmsUrl: ctx.cmsUrl }) })),
    }])];
  },
});
