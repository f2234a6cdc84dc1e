import { PressListPage } from '#client/pages/company/PressListPage.tsx';
import { PressReleasePage } from '#client/pages/company/PressReleasePage.tsx';
import { parseLimit } from '#client/pages/company/paging.ts';
import { pressList, pressRelease } from '#worker/db/queries/company.ts';
import { definePage } from '#worker/pages/unit/define-page.ts';
import type { LoadContext } from '#worker/pages/unit/load-context.ts';
import { notFound } from '#worker/pages/unit/outcomes.ts';

const LIST_HEAD = { title: 'Press releases', description: 'News and announcements from Forever Memories.' };

async function loadList(ctx: LoadContext) {
  const limit =
    parseLimit(ctx.query('limit')) ?? notFound(`There is no list of "${ctx.query('limit')}" press releases.`);
  const { releases, total } = await pressList(ctx.db, limit);
  // Asking for more than there are is fine up to one "load more" past the end; beyond, a 404.
  if (limit > Math.max(total, 2) + 2) notFound(`There are ${total} press releases.`);
  return { kind: 'list' as const, releases, total };
}

/** /press-releases: the newest 2, then more by ?limit= ("load more", no script needed). */
export const pressListPage = definePage({
  route: 'press-releases',
  query: ['limit'],
  load: loadList,
  head: () => ({ ...LIST_HEAD, canonicalQuery: ['limit'] }),
  body: ({ data }) => <PressListPage releases={data.releases} total={data.total} />,
});

/** /press-releases/{slug?}: the list without a slug, the release with one; drafts and unknown slugs 404. */
export const pressReleasePage = definePage({
  route: 'press-releases-slug',
  async load(ctx) {
    const slug = ctx.param('slug');
    if (!slug) return loadList(ctx);
    const release = (await pressRelease(ctx.db, slug)) ?? notFound('There is no press release here.');
    return { kind: 'release' as const, release };
  },
  head: (data) =>
    data.kind === 'list'
      ? { ...LIST_HEAD, canonicalQuery: ['limit'] }
      : {
          title: data.release.title,
          description: data.release.summary || LIST_HEAD.description,
          image: data.release.imageUrl,
          type: 'article',
        },
  body: ({ data }) =>
    data.kind === 'list' ? (
      <PressListPage releases={data.releases} total={data.total} />
    ) : (
      <PressReleasePage release={data.release} />
    ),
});
