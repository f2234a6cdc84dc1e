// The hydration entry: finds island markers (also those streamed in later through Suspense),
// loads each island's chunk and React only when needed, and hydrates each one separately.
import { shouldReloadAfterChunkError } from './domain/chunk-reload.ts';
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
    const [{ createElement }, { hydrateRoot }, { SwrRoot }, island] = await Promise.all([
      import('react'),
      import('react-dom/client'),
      import('./islands/SwrRoot.tsx'),
      load(),
    ]);
    hydrateRoot(marker, createElement(SwrRoot, null, createElement(island.default as never, propsOf(marker) as never)), {
      onRecoverableError: (error) => reportClientError('hydration', error),
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

function schedule(marker: HTMLElement) {
  if (seen.has(marker) || marker.closest('[hidden]')) return;
  seen.add(marker);
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

function scan() {
  document.querySelectorAll<HTMLElement>('[data-island]').forEach(schedule);
}

watchGlobalErrors();
scan();
// Markers inside Suspense boundaries arrive after this script runs; watch until the page is done.
// React 19 reveals streamed boundaries in batches, up to ~300 ms after their HTML arrived, so
// `load` can come first: keep watching until no boundary is pending (a <template id="B:…">
// placeholder or a hidden <div id="S:…"> segment still waiting to be moved into place).
let loaded = false;
const pendingBoundary = () => document.querySelector('template[id^="B:"], div[hidden][id^="S:"]') !== null;
const observer = new MutationObserver(() => {
  scan();
  if (loaded && !pendingBoundary()) observer.disconnect();
});
observer.observe(document.documentElement, { childList: true, subtree: true });
window.addEventListener('load', () => {
  loaded = true;
  scan();
  if (!pendingBoundary()) observer.disconnect();
});
