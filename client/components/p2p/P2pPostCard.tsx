import { P2P_TYPE_LABELS } from '#client/components/p2p/post-types.ts';
import { CardByline, CardPicture, CardTitle } from '#client/components/posts/CardParts.tsx';
import { p2pLinks } from '#client/domain/post-links.ts';
import type { P2pPostSummary } from '#worker/db/views.ts';

/** A pixels2Pages post in a list: its type, "Members only" when it is, title, teaser, byline. */
export function P2pPostCard({ post, headingLevel = 2 }: { post: P2pPostSummary; headingLevel?: 2 | 3 }) {
  return (
    <article className="card" data-testid="p2p-post-card">
      <CardPicture post={post} />
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

export function P2pPostGrid({ posts, headingLevel = 2 }: { posts: P2pPostSummary[]; headingLevel?: 2 | 3 }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 md:grid-cols-3">
      {posts.map((post) => (
        <P2pPostCard key={post.id} post={post} headingLevel={headingLevel} />
      ))}
    </div>
  );
}
