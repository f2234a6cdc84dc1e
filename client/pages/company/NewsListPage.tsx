import { CmsImage } from '#client/components/CmsImage.tsx';
import { Pager } from '#client/components/posts/Pager.tsx';
import { formatDate } from '#core/domain/posts.ts';
import type { NewsArticle } from '#core/views.ts';

export const newsPath = (page: number) => (page > 1 ? `/news-articles?page=${page}` : '/news-articles');

interface Props {
  articles: NewsArticle[];
  total: number;
  page: number;
  pages: number;
}

function Article({ article }: { article: NewsArticle }) {
  return (
    <li className="card grid gap-4 md:grid-cols-3" data-testid="news-article">
      <CmsImage
        image={article}
        sizes="(min-width: 992px) 352px, (min-width: 768px) calc(100vw - 48px), calc(100vw - 32px)"
        decorative
        ratio="3/2"
        className="block w-full rounded-lg"
      />
      <div className="card-body md:col-span-2">
        <p className="text-sm text-slate-600">
          {article.source}
          {article.source && article.publishedAt ? ' · ' : null}
          {article.publishedAt ? <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time> : null}
        </p>
        <h2 className="heading-3 mt-1">
          {/* Off to the publisher's site, in a new tab: said in text for screen readers, shown as an arrow. */}
          {article.url ? (
            <a href={article.url} target="_blank" rel="noopener noreferrer" className="card-link">
              {article.title}
              <span className="sr-only">{` (on ${article.source || 'an external site'}, opens in a new tab)`}</span>
              <span aria-hidden="true"> ↗</span>
            </a>
          ) : (
            article.title
          )}
        </h2>
        {article.summary ? <p className="mt-2 text-slate-700">{article.summary}</p> : null}
      </div>
    </li>
  );
}

/** /news-articles: coverage elsewhere, 2 on the first page, then 10 a page, with the count. */
export function NewsListPage({ articles, total, page, pages }: Props) {
  return (
    <>
      <h1 className="heading-1 mb-2">In the news</h1>
      <p
        className="mb-8 text-slate-600"
        data-testid="news-count"
      >{`${total} article${total === 1 ? '' : 's'} about Forever Memories`}</p>
      {articles.length ? (
        <ul className="grid gap-8">
          {articles.map((a) => (
            <Article key={a.id} article={a} />
          ))}
        </ul>
      ) : (
        <p className="empty-state">No news articles yet.</p>
      )}
      <Pager page={page} pages={pages} href={newsPath} noun="articles" />
    </>
  );
}
