import type { P2pBody } from '#client/components/p2p/MemberBody.tsx';
import { P2pPostPage } from '#client/pages/p2p/P2pPostPage.tsx';
import { logInHref } from '#core/domain/auth-links.ts';
import { p2pPostBody, p2pPostTagsOf, p2pPostTeaser } from '#worker/db/queries/p2p.ts';
import { draftAccess } from '#worker/pages/posts/drafts.ts';
import { definePage } from '#worker/pages/unit/define-page.ts';
import type { LoadContext } from '#worker/pages/unit/load-context.ts';
import { notFound } from '#worker/pages/unit/outcomes.ts';
import { p2pNav } from './nav.ts';
import { p2pSubnav } from './subnav.tsx';

type PublicBody = Awaited<ReturnType<typeof p2pPostBody>>;

/**
 * The body, only once the session says who reads: a members-only post's body is read from D1
 * only for a reader with accessP2p (SPEC §5, §6), in a round trip of its own; anyone else gets
 * how to join. Any other post's body came with the page's reads (`publicBody`).
 */
async function bodyFor(ctx: LoadContext, post: { id: number; memberOnly: boolean }, publicBody: PublicBody) {
  if (post.memberOnly) {
    const session = await ctx.session();
    if (!session.can.accessP2p) return { kind: 'join', signedIn: session.isAuthenticated } satisfies P2pBody;
  }
  const body = post.memberOnly ? await p2pPostBody(ctx.db, post, 'member') : publicBody;
  return { kind: 'body', html: '', videoUrl: null, parts: [], ...body } satisfies P2pBody;
}

/** The post, its tags and, unless members-only, its body: read in the page's one round trip. */
async function postReads(ctx: LoadContext) {
  const { includeDrafts } = await draftAccess(ctx);
  const key = { slug: ctx.param('slug') ?? '', includeDrafts };
  return Promise.all([
    p2pPostTeaser(ctx.db, key.slug, includeDrafts),
    p2pPostTagsOf(ctx.db, key),
    p2pPostBody(ctx.db, key, 'anyone'),
  ]);
}

/**
 * One post. The body is a promise that awaits the reader's session, so the loader memo never
 * keeps it (it keeps plain data only), and the edge cache only ever keeps the page an anonymous
 * visitor gets: a members-only post's "how to join", never its body.
 */
export const p2pPostPage = definePage({
  route: 'pixels2pages-posts-slug',
  // The bar's search box shows what was searched.
  query: ['term', 'category'],
  drafts: 'p2p',
  async load(ctx) {
    const [{ nav }, [found, tags, publicBody]] = await Promise.all([p2pNav(ctx), postReads(ctx)]);
    const post = found ?? notFound('This post could not be found');
    return { post, tags, body: bodyFor(ctx, post, publicBody), logIn: logInHref(ctx.auth), nav };
  },
  head: ({ post }) => ({
    title: post.title,
    description: post.description || post.title,
    image: post.imageUrl,
    type: 'article',
    // A members-only post is not for search engines: they would index a teaser.
    noindex: post.isDraft || post.memberOnly,
  }),
  subnav: p2pSubnav,
  body: ({ data }) => <P2pPostPage post={data.post} tags={data.tags} body={data.body} logInHref={data.logIn} />,
});
