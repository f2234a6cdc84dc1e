import { trackedFetch } from '#core/domain/loading.ts';
import { SCAN_EVENT } from './scan-event.ts';

const BROWSER_API = '/api/print-browser';

/**
 * The print browser (client/components/shop/browser/PrintBrowser.tsx) without page loads: its
 * links and GET forms ask /api/print-browser for the browser in the state they lead to and swap
 * it in, with the URL pushed so sharing and Back work (SPEC §4). A newer change aborts the
 * request before it, so rapid changes never show stale results; the loading bar follows each
 * request (trackedFetch). If the swap fails, the browser navigates as it would without script.
 * A new sort applies as soon as it is chosen.
 */
export function printBrowser(root: HTMLElement): void {
  const path = root.dataset.path;
  if (!path) return;
  let inflight: AbortController | null = null;

  async function show(url: URL, push: boolean) {
    inflight?.abort();
    const controller = new AbortController();
    inflight = controller;
    root.setAttribute('aria-busy', 'true');
    const api = new URL(BROWSER_API, location.origin);
    api.search = url.search;
    api.searchParams.set('path', url.pathname);
    try {
      const response = await trackedFetch(api, {
        signal: controller.signal,
        credentials: 'same-origin',
        headers: { accept: 'text/html' },
      });
      if (!response.ok) throw new Error(`print browser: ${response.status}`);
      const html = await response.text();
      const next = new DOMParser().parseFromString(html, 'text/html').getElementById(root.id);
      if (!next) throw new Error('print browser: no browser in the answer');
      if (controller.signal.aborted) return;
      // A control that changed the results keeps the focus (the sort a keyboard is still on); else
      // the heading takes it.
      const kept = document.activeElement?.id;
      root.replaceChildren(...Array.from(next.childNodes));
      root.removeAttribute('aria-busy');
      if (push) history.pushState(null, '', url);
      const focus =
        (kept && root.querySelector<HTMLElement>(`#${CSS.escape(kept)}`)) ||
        root.querySelector<HTMLElement>('h2[tabindex]');
      focus?.focus({ preventScroll: true });
      root.dispatchEvent(new CustomEvent(SCAN_EVENT, { bubbles: true }));
    } catch {
      if (!controller.signal.aborted) location.assign(url.href);
    }
  }

  const ours = (url: URL) => url.origin === location.origin && url.pathname === path;

  root.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[href]');
    if (
      !link ||
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const url = new URL(link.href);
    if (!ours(url)) return;
    event.preventDefault();
    void show(url, true);
  });
  // A new sort applies at once (its button is for pages without script).
  root.addEventListener('change', (event) => {
    const select = event.target;
    if (select instanceof HTMLSelectElement && select.name === 'sort') select.form?.requestSubmit();
  });
  root.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    if (form.method.toLowerCase() !== 'get') return;
    const url = new URL(form.action);
    url.search = new URLSearchParams(Array.from(new FormData(form), ([k, v]) => [k, String(v)])).toString();
    if (!ours(url)) return;
    event.preventDefault();
    void show(url, true);
  });
  window.addEventListener('popstate', () => {
    if (location.pathname === path) void show(new URL(location.href), false);
  });
}
