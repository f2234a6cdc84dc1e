import { CmsImage } from '#client/components/CmsImage.tsx';
import { MemberBody, type P2pBody } from '#client/components/p2p/MemberBody.tsx';
import { P2P_TYPE_LABELS } from '#client/components/p2p/post-types.ts';
import { p2pLinks } from '#core/domain/post-links.ts';
import { formatDate } from '#core/domain/posts.ts';
import type { P2pPostTeaser, P2pTag } from '#core/views.ts';

interface Props {
  post: P2pPostTeaser;
  tags: P2pTag[];
  body: Promise<P2pBody>;
  logInHref: string;
}

/** One pixels2Pages post: what anyone may read at once, then its body (or how to join) streamed. */
export function P2pPostPage({ post, tags, body, logInHref }: Props) {
  return (
    <article>
      <p className="eyebrow">
        {post.type ? P2P_TYPE_LABELS[post.type] : 'Post'}
        {post.categorySlug ? (
          <>
            {' · '}
            <a href={p2pLinks.category(post.categorySlug)}>{post.categoryName}</a>
          </>
        ) : null}
        {post.memberOnly ? <span className="badge-brand ml-2">Members only</span> : null}
        {post.isDraft ? <span className="badge-draft ml-2">Draft</span> : null}
      </p>
      <h1 className="heading-1 mb-3">{post.title}</h1>
      <p className="muted mb-6">
        {post.authorSlug ? (
          <a href={p2pLinks.author(post.authorSlug)} className="underline underline-offset-2">
            {post.authorName}
          </a>
        ) : null}
        {post.authorSlug && post.publishedAt ? ' · ' : null}
        {post.publishedAt ? <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time> : null}
      </p>
      {post.type === 'challenge' && post.challengeStartsAt ? (
        <p className="panel mb-6 font-semibold" data-testid="challenge-dates">
          {'The challenge runs from '}
          <time dateTime={post.challengeStartsAt}>{formatDate(post.challengeStartsAt)}</time>
          {post.challengeEndsAt ? (
            <>
              {' to '}
              <time dateTime={post.challengeEndsAt}>{formatDate(post.challengeEndsAt)}</time>
            </>
          ) : (
            ', with no end date set yet'
          )}
          .
        </p>
      ) : null}
      {post.description ? <p className="lead mb-6">{post.description}</p> : null}
      {post.imageUrl ? (
        <CmsImage
          image={post}
          sizes="(min-width: 992px) 900px, calc(100vw - 32px)"
          load="priority"
          ratio="3/2"
          className="mb-8 block w-full rounded-lg"
        />
      ) : null}
      <MemberBody body={body} logInHref={logInHref} />
      {tags.length ? (
        <nav aria-label="Tags" className="mt-8">
          <ul className="flex flex-wrap gap-2">
            {tags.map((t) => (
              <li key={t.slug}>
                <a href={p2pLinks.tag(t.slug)} className="btn-secondary btn-sm">
                  {t.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </article>
  );
}
