// A cached page cut at its personal slots (docs/decisions/056): the bytes between them, encoded
// once, and which widget goes in each. A signed-in visitor's page is these bytes with their own
// widgets put in between (worker/ssr/personal-page.tsx); the page is never rendered for them.
// The cut is memoized per isolate for the copy it was cut from (known by when that copy's render began);
// whether a page is fresh is decided by its cached copy (page-cache.ts), so a purge reaches shells too.
import { isWidgetName, type WidgetName } from '#client/components/personal/widgets.tsx';
import { type BuildFilter, type CachedPage, cachedPage } from './page-cache.ts';

export interface ShellSlot {
  name: WidgetName;
  /** What the widget needs of the page (a drafts switch's section), from the marker. */
  params: string | null;
}

export interface PageShell {
  /** The page around its slots: one more than the slots, the last ending just before `</body>`. */
  segments: Uint8Array[];
  slots: ShellSlot[];
  /** The page's end, from `</body>` on: widgets that came late go before it. */
  end: Uint8Array;
  status: number;
  headers: Headers;
  renderedAt: number;
  /** Whether the copy it was cut from is fresh (page-cache.ts): a stale one is rendered again. */
  fresh: boolean;
}

/** A slot as WidgetSlot.tsx renders it, with the signed-out content between its markers. */
const SLOT = new RegExp(
  String.raw`<template data-hole="([a-z-]+)"(?: data-params="([a-z0-9-]*)")?><\/template>` +
    String.raw`[\s\S]*?<template data-hole-end="\1"><\/template>`,
  'g',
);

/** The page's text around its slots (markers and signed-out content left out), and the slots. */
export function cutShell(html: string): { segments: string[]; slots: ShellSlot[]; end: string } {
  const segments: string[] = [];
  const slots: ShellSlot[] = [];
  let at = 0;
  for (const match of html.matchAll(SLOT)) {
    const name = match[1]!;
    if (!isWidgetName(name)) continue;
    segments.push(html.slice(at, match.index));
    slots.push({ name, params: match[2] ?? null });
    at = match.index + match[0].length;
  }
  const rest = html.slice(at);
  const body = rest.lastIndexOf('</body>');
  const cut = body < 0 ? rest.length : body;
  segments.push(rest.slice(0, cut));
  return { segments, slots, end: rest.slice(cut) };
}

const encoder = new TextEncoder();

function shellOf(page: CachedPage): PageShell {
  const { segments, slots, end } = cutShell(page.html);
  return {
    segments: segments.map((s) => encoder.encode(s)),
    slots,
    end: encoder.encode(end),
    status: page.status,
    headers: page.headers,
    renderedAt: page.renderedAt,
    fresh: page.fresh,
  };
}

const MEMORY_BYTES = 8 * 1024 * 1024;
const shells = new Map<string, PageShell>();
let shellBytes = 0;
const sizeOf = (shell: PageShell) => shell.segments.reduce((n, s) => n + s.byteLength, shell.end.byteLength);

function remember(url: string, shell: PageShell) {
  const old = shells.get(url);
  if (old) shellBytes -= sizeOf(old);
  shells.delete(url);
  shells.set(url, shell);
  shellBytes += sizeOf(shell);
  for (const [oldest, entry] of shells) {
    if (shellBytes <= MEMORY_BYTES) break;
    shells.delete(oldest);
    shellBytes -= sizeOf(entry);
  }
}

/** The shell of a page just rendered and stored under `key`. */
export function shellFromPage(key: Request, page: CachedPage): PageShell {
  const shell = shellOf(page);
  remember(key.url, shell);
  return shell;
}

/** The shell of the page cached under `key`, cut once per cached copy; undefined when no page is cached. */
export async function matchShell(key: Request, builds: BuildFilter, now = Date.now()): Promise<PageShell | undefined> {
  const page = await cachedPage(key, builds, now);
  if (!page) return undefined;
  const near = shells.get(key.url);
  if (near && near.renderedAt === page.renderedAt) {
    shells.delete(key.url);
    shells.set(key.url, near);
    return { ...near, fresh: page.fresh };
  }
  return shellFromPage(key, page);
}
