// Read queries of the company pages (team, press releases, news articles) over the D1 copy of the
// CMS. Drafts are never listed: these sections have no drafts switch (SPEC §5, §6).
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { ContentDb } from '#worker/db/client.ts';
import { newsArticles, pressReleases, teamMembers } from '#worker/db/schema.ts';
import type { PublicRows } from './sitemap.ts';

/** SPEC §7: the team list is sorted by last name, then first name, at most 250. */
export const TEAM_LIMIT = 250;

const image = <T extends typeof teamMembers | typeof pressReleases | typeof newsArticles>(t: T) => ({
  imageUrl: t.imageUrl,
  imageAlt: t.imageAlt,
  imageWidth: t.imageWidth,
  imageHeight: t.imageHeight,
  imageSrcset: t.imageSrcset,
});

const memberFields = {
  id: teamMembers.id,
  firstName: teamMembers.firstName,
  lastName: teamMembers.lastName,
  title: teamMembers.title,
  category: teamMembers.category,
  bio: teamMembers.bio,
  ...image(teamMembers),
};

/** Published members of one category, in the team's order, at most `limit` (the genealogists of SPEC §9). */
export function teamOfCategory(db: ContentDb, category: string, limit: number) {
  return db
    .select(memberFields)
    .from(teamMembers)
    .where(and(eq(teamMembers.isDraft, false), eq(teamMembers.category, category)))
    .orderBy(asc(teamMembers.lastName), asc(teamMembers.firstName), asc(teamMembers.id))
    .limit(limit);
}

export function teamList(db: ContentDb) {
  return db
    .select(memberFields)
    .from(teamMembers)
    .where(eq(teamMembers.isDraft, false))
    .orderBy(asc(teamMembers.lastName), asc(teamMembers.firstName), asc(teamMembers.id))
    .limit(TEAM_LIMIT);
}

// Newest first; an undated row sorts last, the id breaks ties so pages never overlap.
const pressOrder = [sql`${pressReleases.publishedAt} is null`, desc(pressReleases.publishedAt), desc(pressReleases.id)];
const newsOrder = [sql`${newsArticles.publishedAt} is null`, desc(newsArticles.publishedAt), desc(newsArticles.id)];

const pressSummary = {
  id: pressReleases.id,
  slug: pressReleases.slug,
  title: pressReleases.title,
  summary: pressReleases.summary,
  publishedAt: pressReleases.publishedAt,
  ...image(pressReleases),
};

/** `limit` public press releases from the newest, and how many there are, in one round trip. */
export async function pressList(db: ContentDb, limit: number) {
  const [releases, total] = await db.batch([
    db
      .select(pressSummary)
      .from(pressReleases)
      .where(eq(pressReleases.isDraft, false))
      .orderBy(...pressOrder)
      .limit(limit),
    db.select({ n: count() }).from(pressReleases).where(eq(pressReleases.isDraft, false)),
  ]);
  return { releases, total: total[0]?.n ?? 0 };
}

/** One public press release by slug; null for an unknown slug or a draft. */
export async function pressRelease(db: ContentDb, slug: string) {
  const rows = await db
    .select({ ...pressSummary, contentHtml: pressReleases.contentHtml })
    .from(pressReleases)
    .where(sql`${pressReleases.slug} = ${slug} and ${pressReleases.isDraft} = 0`)
    .limit(1);
  return rows[0] ?? null;
}

/** A page of public news articles (`offset`, `limit`) and how many there are, in one round trip. */
export async function newsList(db: ContentDb, offset: number, limit: number) {
  const [articles, total] = await db.batch([
    db
      .select({
        id: newsArticles.id,
        title: newsArticles.title,
        source: newsArticles.source,
        url: newsArticles.url,
        summary: newsArticles.summary,
        publishedAt: newsArticles.publishedAt,
        ...image(newsArticles),
      })
      .from(newsArticles)
      .where(eq(newsArticles.isDraft, false))
      .orderBy(...newsOrder)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(newsArticles).where(eq(newsArticles.isDraft, false)),
  ]);
  return { articles, total: total[0]?.n ?? 0 };
}

/** The press releases the sitemap lists: every one that is not a draft. */
export const pressSitemapRows: PublicRows = {
  table: pressReleases,
  id: pressReleases.id,
  slug: pressReleases.slug,
  changedAt: sql`${pressReleases.publishedAt}`,
  where: eq(pressReleases.isDraft, false),
};
