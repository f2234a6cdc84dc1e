// A post section's authors (the blog's and pixels2Pages'): the same record in the CMS, the same
// table in D1, so one definition each section instantiates (docs/decisions/094).
import { isDraft } from '#sync/cms/read.ts';
import * as records from '#sync/cms/records.ts';
import { avatarColumns } from '#sync/map/media.ts';
import type { blogAuthors, p2pAuthors } from '#worker/db/schema.ts';
import { defineCollection, media, rowsOf } from './define.ts';

/** An authors table: blog_authors or p2p_authors, the same columns (schema.ts, authorColumns). */
type AuthorsTable = typeof blogAuthors | typeof p2pAuthors;

export function authorsCollection<T extends AuthorsTable>(section: {
  name: string;
  path: string;
  model: string;
  table: T;
}) {
  const { table } = section;
  return defineCollection({
    name: section.name,
    source: { kind: 'list', path: section.path },
    model: section.model,
    copies: [media(table, 'avatarId')],
    schema: records.BlogAuthor,
    tables: [{ table, groupBy: 'id', countsTowardRecord: true, unique: 'slug' }],
    map(r, ctx) {
      return [
        rowsOf(table, [
          {
            id: r.id,
            slug: r.slug,
            name: r.name.trim() || r.slug,
            bio: r.bio,
            ...avatarColumns(r.avatar, ctx.cmsUrl),
            isDraft: isDraft(r.published_at),
          },
        ]),
      ];
    },
  });
}
