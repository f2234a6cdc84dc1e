// The browser entry, the one script a page loads when it has anything interactive. It attaches the
// behaviours (small framework-free modules, bundled right here: docs/decisions/017) to their
// roots at once, and hydrates each React island separately, fetching React and the island's chunk
// only when an island marker is on the page. Both kinds of marker may also arrive later, streamed
// in through Suspense.

import { shouldReloadAfterChunkError } from '#core/domain/chunk-reload.ts';
import { NO_SCRIPT_COOKIE } from '#core/domain/no-script.ts';
import { type BehaviourName, behaviours } from './behaviours/registry.ts';
import { SCAN_EVENT } from './behaviours/scan-event.ts';
import { type IslandLoad, type IslandName, islandLoaders } from './islands/registry.ts';
import { reportClientError, watchGlobalErrors } from './islands/report-error.ts';

const RELOAD_KEY = 'chunk-reload-at';
const seen = new WeakSet<Element>();

function propsOf(marker: HTMLElement): object {
  const script = marker.previousElementSibling;
  if (!(script instanceof HTMLScriptElement) || !script.hasAttribute('data-island-props')) return {};
  return JSON.parse(script.textContent || '{}');
}

async function hydrate(marker: HTMLElement) {
  const name = marker.dataset.island as IslandName;
  const load = islandLoaders[name];
  if (!load) return;
  try {
    const [{ createElement, startTransition }, { hydrateRoot }, island] = await Promise.all([
      import('react'),
      import('react-dom/client'),
      load(),
    ]);
    // A transition renders in slices that yield to input and paint (docs/decisions/070).
    startTransition(() => {
      hydrateRoot(marker, createElement(island.default as never, propsOf(marker) as never), {
        onRecoverableError: (error) => reportClientError('hydration', error),
      });
    });
  } catch (error) {
    chunkFailed(error);
  }
}

function chunkFailed(error: unknown) {
  reportClientError('chunk-load', error);
  const last = Number(sessionStorage.getItem(RELOAD_KEY)) || null;
  if (shouldReloadAfterChunkError(last, Date.now())) {
    sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
    location.reload();
  }
}

/**
 * Whether a marker can be used now: the parser is past its end tag (something follows it, or the
 * document is parsed), so its whole subtree is there, and it is not in a streamed segment still
 * waiting, hidden, to be moved into place.
 */
function ready(marker: Element): boolean {
  if (marker.closest('div[hidden][id^="S:"]')) return false;
  if (document.readyState !== 'loading') return true;
  for (let node: Node | null = marker; node && node !== document.documentElement; node = node.parentNode) {
    if (node.nextSibling) return true;
  }
  return false;
}

/** Markers seen before the parser finished them; tried again on every change until ready. */
const waiting = new Set<HTMLElement>();

function attach(root: HTMLElement) {
  const behaviour = behaviours[root.dataset.behaviour as BehaviourName];
  try {
    behaviour?.(root);
    // Said on the root for whoever needs to know that script has taken over (the browser tests).
    root.setAttribute('data-attached', '');
  } catch (error) {
    reportClientError('error', error);
  }
}

function schedule(marker: HTMLElement) {
  const when = (marker.dataset.load ?? 'idle') as IslandLoad;
  if (when === 'load') void hydrate(marker);
  else if (when === 'visible' && 'IntersectionObserver' in window) {
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        void hydrate(marker);
      }
    });
    // The marker is display: contents and has no box of its own; watch what it renders.
    for (const child of Array.from(marker.children)) observer.observe(child);
  } else if ('requestIdleCallback' in window) requestIdleCallback(() => void hydrate(marker), { timeout: 2000 });
  else setTimeout(() => void hydrate(marker), 200);
}

/** Takes up a marker once, as soon as it is ready; until then it waits. */
function consider(el: HTMLElement) {
  if (seen.has(el)) return;
  if (!ready(el)) {
    waiting.add(el);
    return;
  }
  waiting.delete(el);
  seen.add(el);
  if (el.hasAttribute('data-behaviour')) attach(el);
  else schedule(el);
}

const MARKERS = '[data-behaviour], [data-island]';

function scan(root: Element | Document = document) {
  root.querySelectorAll<HTMLElement>(MARKERS).forEach(consider);
}

watchGlobalErrors();
// This browser runs script (again): its pages may stream the parts that come after the first byte
// (decision 089).
if (document.cookie.split('; ').some((c) => c.startsWith(`${NO_SCRIPT_COOKIE}=`))) {
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed removal; the Cookie Store API is not in every browser yet.
  document.cookie = `${NO_SCRIPT_COOKIE}=; Max-Age=0; Path=/; Secure; SameSite=Lax`;
}
scan();
// Markup a behaviour swaps in later (the print browser's next results) brings its own markers.
document.addEventListener(SCAN_EVENT, (event) => {
  if (event.target instanceof Element) scan(event.target);
});
// Markers still being parsed, or inside Suspense boundaries, are ready after this script runs;
// watch until the page is done. React 19 reveals streamed boundaries in batches, up to ~300 ms
// after their HTML arrived, so `load` can come first: keep watching until no boundary is pending
// (a <template id="B:…"> placeholder or a hidden <div id="S:…"> segment still waiting to be moved
// into place).
let loaded = false;
const pendingBoundary = () => document.querySelector('template[id^="B:"], div[hidden][id^="S:"]') !== null;
// Only what was added is looked at (and the markers still waiting): rescanning the whole document
// on every parser step would cost the page its smoothness while it loads.
const observer = new MutationObserver((records) => {
  for (const record of records) {
    for (const node of Array.from(record.addedNodes)) {
      if (!(node instanceof HTMLElement)) continue;
      if (node.matches(MARKERS)) consider(node);
      scan(node);
    }
  }
  for (const marker of Array.from(waiting)) consider(marker);
  if (loaded && !pendingBoundary()) observer.disconnect();
});
observer.observe(document.documentElement, { childList: true, subtree: true });
document.addEventListener('DOMContentLoaded', () => scan());
window.addEventListener('load', () => {
  loaded = true;
  scan();
  if (!pendingBoundary()) observer.disconnect();
});
