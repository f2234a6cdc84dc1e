import type { Context } from 'hono';
import { ErrorPage, type Onward } from '#client/pages/ErrorPage.tsx';
import { ERROR_PAGE_FAILED, errorPageText, GO_BACK_HOME } from '#core/domain/messages.ts';
import type { AppEnv } from '#worker/env.ts';
import { renderPage } from './render-page.tsx';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The error page (SPEC §2.6) with its status; if that fails too, a plain page that cannot. */
export async function renderErrorPage(
  c: Context<AppEnv>,
  status: number,
  message?: string,
  onward?: Onward,
): Promise<Response> {
  try {
    return await renderPage(c, {
      status,
      layout: 'error',
      // A server error may be gone on the next try: never keep it in a shared cache.
      cache: status >= 500 ? 'private' : 'content',
      head: { title: errorPageText(status).title, description: errorPageText(status).text, noindex: true },
      body: () => <ErrorPage status={status} message={message} onward={onward} />,
    });
  } catch (error) {
    c.get('reporter')?.error(error, { while: 'rendering the error page', status });
    return errorPageFallback(status, error);
  }
}

export function errorPageFallback(status: number, error: unknown): Response {
  const details = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const html =
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(ERROR_PAGE_FAILED)}</title>` +
    `</head><body><main><h1>${escapeHtml(ERROR_PAGE_FAILED)}</h1><pre>${escapeHtml(details)}</pre><p>` +
    `<a href="/">${escapeHtml(GO_BACK_HOME)}</a></p></main></body></html>`;
  return new Response(html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
