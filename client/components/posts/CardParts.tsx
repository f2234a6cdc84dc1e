// What every post card shows the same way, whatever its section: the picture, the title link and
// the byline. The card (PostCard, P2pPostCard) adds what its section has above the title.
import { CmsImage } from '#client/components/CmsImage.tsx';
import type { ImageLoad } from '#client/components/image-loading.ts';
import { formatDate } from '#core/domain/posts.ts';
import type { PostSummary } from '#core/views.ts';

/** One column below 768 px, two up to 992 px, then three in `page-width` (at most 1152 px, 24 px gaps). */
const CARD_SIZES =
  '(min-width: 1200px) 352px, (min-width: 992px) calc((100vw - 96px) / 3), (min-width: 768px) calc((100vw - ' +
  '72px) / 2), calc(100vw - 32px)';

type Card = Pick<
  PostSummary,
  | 'slug'
  | 'title'
  | 'isDraft'
  | 'authorSlug'
  | 'authorName'
  | 'publishedAt'
  | 'imageUrl'
  | 'imageAlt'
  | 'imageWidth'
  | 'imageHeight'
  | 'imageSrcset'
>;

/** A list's first card leads the page on a phone: its picture may load at once (`load`). */
export function CardPicture({ post, load }: { post: Card; load?: ImageLoad }) {
  return post.imageUrl ? (
    <CmsImage image={post} sizes={CARD_SIZES} load={load} decorative ratio="16/9" className="block w-full" />
  ) : (
    // Without a picture the card keeps the row's shape.
    <div aria-hidden="true" className="aspect-[16/9] w-full bg-gradient-to-br from-accent-100 to-brand-100" />
  );
}

/** The title, whose link covers the card (one tab stop, the picture clickable too). */
export function CardTitle({ post, href, level }: { post: Card; href: string; level: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Heading className="heading-3">
      <a href={href} className="card-link">
        {post.title}
      </a>
      {post.isDraft ? <span className="badge-draft ml-2">Draft</span> : null}
    </Heading>
  );
}

/** Author (a link above the card's own) and date, at the card's foot. */
export function CardByline({ post, authorHref }: { post: Card; authorHref: (slug: string) => string }) {
  return (
    <p className="muted mt-auto pt-2">
      {post.authorSlug ? (
        <a
          href={authorHref(post.authorSlug)}
          className="card-inner-link text-slate-600 underline underline-offset-2 hover:text-ink"
        >
          {post.authorName}
        </a>
      ) : null}
      {post.authorSlug && post.publishedAt ? ' · ' : null}
      {post.publishedAt ? <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time> : null}
    </p>
  );
}
