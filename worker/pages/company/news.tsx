import { NewsListPage } from '#client/pages/company/NewsListPage.tsx';
import { newsPageCount, newsSlice } from '#client/pages/company/paging.ts';
import { parsePage } from '#core/domain/posts.ts';
import { newsList } from '#worker/db/queries/company.ts';
import { definePage } from '#worker/pages/unit/define-page.ts';
import { notFound, pastTheLastPage } from '#worker/pages/unit/outcomes.ts';

/** /news-articles: 2 on the first page, then 10 a page (?page=N), with the count. */
export const newsPage = definePage({
  route: 'news-articles',
  query: ['page'],
  async load(ctx) {
    const page = parsePage(ctx.query('page')) ?? notFound(`There is no page "${ctx.query('page')}" of this list.`);
    const { offset, limit } = newsSlice(page);
    const { articles, total } = await newsList(ctx.db, offset, limit);
    const pages = newsPageCount(total);
    if (page > pages) pastTheLastPage(ctx.url, pages);
    return { articles, total, page, pages };
  },
  head: (data) => ({
    title: data.page > 1 ? `In the news — page ${data.page}` : 'In the news',
    description: 'What newspapers, magazines and sites have written about Forever Memories.',
    canonicalQuery: ['page'],
  }),
  body: ({ data }) => <NewsListPage articles={data.articles} total={data.total} page={data.page} pages={data.pages} />,
});
