import type { ImageLoad } from '#client/components/image-loading.ts';
import { P2P_TYPE_LABELS } from '#client/components/p2p/post-types.ts';
import { CardByline, CardPicture, CardTitle } from '#client/components/posts/CardParts.tsx';
import { p2pLinks } from '#core/domain/post-links.ts';
import type { P2pPostSummary } from '#core/views.ts';

/** A pixels2Pages post in a list: its type, "Members only" when it is, title, teaser, byline. */
export function P2pPostCard({
  post,
  headingLevel = 2,
  load,
}: {
  post: P2pPostSummary;
  headingLevel?: 2 | 3;
  load?: ImageLoad;
}) {
  return (
    <article className="card" data-testid="p2p-post-card">
      <CardPicture post={post} load={load} />
      <div className="card-body">
        <p className="eyebrow">
          {post.type ? P2P_TYPE_LABELS[post.type] : 'Post'}
          {post.memberOnly ? <span className="badge-brand ml-2">Members only</span> : null}
        </p>
        <CardTitle post={post} href={p2pLinks.post(post.slug)} level={headingLevel} />
        {post.description ? <p className="text-sm text-slate-600">{post.description}</p> : null}
        <CardByline post={post} authorHref={p2pLinks.author} />
      </div>
    </article>
  );
}

/** `lead`: how the first card's picture loads (`priority` where the list opens the page). */
export function P2pPostGrid({
  posts,
  headingLevel = 2,
  lead,
}: {
  posts: P2pPostSummary[];
  headingLevel?: 2 | 3;
  lead?: ImageLoad;
}) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 md:grid-cols-3">
      {posts.map((post, i) => (
        <P2pPostCard key={post.id} post={post} headingLevel={headingLevel} load={i === 0 ? lead : undefined} />
      ))}
    </div>
  );
}
