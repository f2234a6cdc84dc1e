// The company's content pages in the page table: the team, press releases and news articles.
import type { PageTable } from '#worker/pages/unit/define-page.ts';
import { newsPage } from './news.tsx';
import { pressListPage, pressReleasePage } from './press.tsx';
import { teamPage } from './team.tsx';

export const companyRoutes = {
  'our-story-team': teamPage,
  'press-releases': pressListPage,
  'press-releases-slug': pressReleasePage,
  'news-articles': newsPage,
} satisfies Partial<PageTable>;
