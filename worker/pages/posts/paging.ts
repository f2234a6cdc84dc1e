import { pageCount, parsePage } from '#core/domain/posts.ts';
import type { LoadContext } from '#worker/pages/unit/load-context.ts';
import { notFound, pastTheLastPage } from '#worker/pages/unit/outcomes.ts';

/** The ?page= of a list: a whole number from 1, or a 404. */
export function requestedPage(ctx: LoadContext): number {
  return parsePage(ctx.query('page')) ?? notFound(`There is no page "${ctx.query('page')}" of this list.`);
}

/** A page past the end of a non-empty list is a 404, not an empty page, leading to the last one. */
export function assertPageExists(ctx: LoadContext, page: number, total: number): void {
  const pages = pageCount(total);
  if (total > 0 && page > pages) pastTheLastPage(ctx.url, pages);
}
