// A kept page cut at its personal holes (docs/decisions/056): the bytes between them, encoded
// once, and which part goes in each. A signed-in visitor's page is these bytes with their own
// parts put in between (worker/ssr/personal-page.tsx); the page is never rendered for them.
// The cut is kept per isolate for the copy it was cut from (by when that copy's render began); whether
// a page is fresh is the kept copy's to say (page-cache.ts), so a purge reaches shells too.
import { isPartName, type PartName } from '#client/components/personal/parts.tsx';
import { type BuildFilter, type KeptPage, keptPage } from './page-cache.ts';

export interface ShellHole {
  name: PartName;
  /** What the part needs of the page (a drafts switch's section), from the marker. */
  params: string | null;
}

export interface PageShell {
  /** The page around its holes: one more than the holes, the last ending just before `</body>`. */
  segments: Uint8Array[];
  holes: ShellHole[];
  /** The page's end, from `</body>` on: parts that came late go before it. */
  end: Uint8Array;
  status: number;
  headers: Headers;
  renderedAt: number;
  /** Whether the copy it was cut from is fresh (page-cache.ts): a stale one is rendered again. */
  fresh: boolean;
}

/** A hole as Hole.tsx renders it, with the signed-out content between its markers. */
const HOLE =
  /<template data-hole="([a-z-]+)"(?: data-params="([a-z0-9-]*)")?><\/template>[\s\S]*?<template data-hole-end="\1"><\/template>/g;

/** The page's text around its holes (markers and signed-out content left out), and the holes. */
export function cutShell(html: string): { segments: string[]; holes: ShellHole[]; end: string } {
  const segments: string[] = [];
  const holes: ShellHole[] = [];
  let at = 0;
  for (const match of html.matchAll(HOLE)) {
    const name = match[1]!;
    if (!isPartName(name)) continue;
    segments.push(html.slice(at, match.index));
    holes.push({ name, params: match[2] ?? null });
    at = match.index + match[0].length;
  }
  const rest = html.slice(at);
  const body = rest.lastIndexOf('</body>');
  const cut = body < 0 ? rest.length : body;
  segments.push(rest.slice(0, cut));
  return { segments, holes, end: rest.slice(cut) };
}

const encoder = new TextEncoder();

function shellOf(page: KeptPage): PageShell {
  const { segments, holes, end } = cutShell(page.html);
  return {
    segments: segments.map((s) => encoder.encode(s)),
    holes,
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
export function shellFromPage(key: Request, page: KeptPage): PageShell {
  const shell = shellOf(page);
  remember(key.url, shell);
  return shell;
}

/** The shell of the page kept under `key`, cut once per kept copy; undefined when no page is kept. */
export async function matchShell(key: Request, builds: BuildFilter, now = Date.now()): Promise<PageShell | undefined> {
  const page = await keptPage(key, builds, now);
  if (!page) return undefined;
  const near = shells.get(key.url);
  if (near && near.renderedAt === page.renderedAt) {
    shells.delete(key.url);
    shells.set(key.url, near);
    return { ...near, fresh: page.fresh };
  }
  return shellFromPage(key, page);
}
