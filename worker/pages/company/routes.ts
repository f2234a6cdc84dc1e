// The company's content pages in the page table: the team, press releases and news articles.
import { NOT_BUILT, type PageTable } from '#worker/pages/unit/define-page.ts';

export const companyRoutes = {
  'our-story-team': NOT_BUILT,
  'press-releases': NOT_BUILT,
  'press-releases-slug': NOT_BUILT,
  'news-articles': NOT_BUILT,
} satisfies Partial<PageTable>;
