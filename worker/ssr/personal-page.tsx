// A signed-in visitor's content page, composed from the shell every visitor shares (docs/decisions/
// 056): the kept page's bytes as they are, and in each hole the visitor's own part, rendered on
// its own from the session and the store. React renders a few parts, never the page. The bytes
// up to the first hole leave at once; each part waits for its answers until PERSONAL_PARTS_WAIT_MS
// after the request came, in document order, so a quick store's answers are in the HTML where
// they belong (and need no script); a slower one's part stands in (as React's Suspense fallbacks
// do) and the part itself follows at the page's end, put in place by the hole-fill behaviour.
// A browser without script waits for every part in its place instead (docs/decisions/089).
import type { Context } from 'hono';
import type { ReactNode } from 'react';
import { type PartContext, type PartDef, PERSONAL_PARTS } from '#client/components/personal/parts.tsx';
import { staticMarkup } from '#client/components/static-markup.ts';
import { EntryScriptWanted } from '#client/document/EntryScriptContext.ts';
import { DRAFT_COOKIES, type DraftsSection } from '#core/domain/drafts.ts';
import { ANONYMOUS } from '#core/domain/session.ts';
import type { PageShell, ShellHole } from '#worker/edge-cache/page-shell.ts';
import type { AppEnv } from '#worker/env.ts';
import { signedInWithoutScript } from '#worker/http/no-script.ts';
import { settledWithin } from '#worker/http/settled-within.ts';
import { loadBanners } from './banners.ts';
import { cacheControl } from './cache-control.ts';
import { loadChrome } from './chrome.ts';

/** How long the parts may keep the page waiting, as a list page waits for its first products (decision 033). */
export const PERSONAL_PARTS_WAIT_MS = 400;

/** A part's markup: on its own, so without the entry script the page already loads. */
const markup = (node: ReactNode) => staticMarkup(<EntryScriptWanted value={false}>{node}</EntryScriptWanted>);

/**
 * Parts' markup by everything it is made from (the part, the answers, the page's links): most
 * visitors' parts are the same few (a cart of 0, the Products menu) or theirs again on the next
 * page, so React renders a part once per isolate for as long as it is asked for. The key holds
 * every input, so a hit is the same markup a render would give.
 */
const MEMO_ENTRIES = 500;
const memo = new Map<string, string>();

/** Kept as strings, never as promises: a promise made in one request must not be awaited by another. */
async function memoized(key: string, render: () => Promise<string>): Promise<string> {
  let html = memo.get(key);
  if (html === undefined) {
    html = await render();
    if (memo.size >= MEMO_ENTRIES) memo.delete(memo.keys().next().value!);
  }
  memo.delete(key);
  memo.set(key, html);
  return html;
}

/** The chrome a part may read: all of it but its two store calls, which the part gets as their results. */
const chromeWithoutCalls = ({ session: _session, storeInfo: _storeInfo, ...chrome }: PartContext['chrome']) => chrome;

const isDraftsSection = (value: string | null): value is DraftsSection =>
  value !== null && Object.hasOwn(DRAFT_COOKIES, value);

type Report = (error: unknown) => void;

interface Part {
  /** Its markup when the answers came; a part that needs none has it at once. */
  markup: Promise<string>;
  /** What stands in when they are late. */
  fallback: () => Promise<string>;
}

/** A hole's part for this visitor: what it shows once answered, and its stand-in. */
function partFor(hole: ShellHole, ctx: PartContext, report: Report): Part {
  const part: PartDef = PERSONAL_PARTS[hole.name];
  const framed = (node: ReactNode) => markup(part.frame ? part.frame(node) : node);
  // Rendered asynchronously, so a part that cannot render is reported here and stands empty.
  const atOnce = (html: Promise<string>): Part => ({
    markup: html.catch((error: unknown) => {
      report(error);
      return '';
    }),
    fallback: async () => '',
  });
  // A cookie the worker cannot use as a token (readAuthToken): the page as a signed-out visitor sees it.
  if (!ctx.chrome.signedIn) return atOnce(markup(part.signedOut(ctx)));
  if (part.needs === null) return atOnce(framed(part.signedIn(ctx)));
  const { needs } = part;
  const fallback = () => framed(part.fallback(ctx));
  const answers = Promise.all([
    needs.session ? ctx.chrome.session : ANONYMOUS,
    needs.storeInfo ? ctx.chrome.storeInfo : null,
    needs.ambassador ? ctx.banners.ambassador : null,
  ]);
  const page = { chrome: chromeWithoutCalls(ctx.chrome), impersonating: ctx.banners.impersonating, drafts: ctx.drafts };
  return {
    markup: answers
      .then(([session, storeInfo, ambassador]) =>
        memoized(JSON.stringify([hole.name, session, storeInfo, ambassador, page]), () =>
          framed(part.view({ session, storeInfo, ambassador }, ctx)),
        ),
      )
      // The answers never reject (chrome.ts, banners.ts); a part that cannot render keeps its stand-in.
      .catch((error: unknown) => {
        report(error);
        return fallback();
      }),
    fallback,
  };
}

const encoder = new TextEncoder();

/** Bytes gathered to be sent as one chunk: the parts that answered go out with the page around them. */
class Pending {
  private chunks: Uint8Array[] = [];
  add(chunk: Uint8Array | string) {
    this.chunks.push(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
  }
  flush(controller: ReadableStreamDefaultController<Uint8Array>) {
    if (this.chunks.length === 0) return;
    const all = new Uint8Array(this.chunks.reduce((n, c) => n + c.byteLength, 0));
    let at = 0;
    for (const chunk of this.chunks) {
      all.set(chunk, at);
      at += chunk.byteLength;
    }
    controller.enqueue(all);
    this.chunks = [];
  }
}

/** When a late part gives way to its stand-in; null: never (no script would move it there later). */
type Deadline = number | null;

/** A part's markup if it came by the deadline; with none, whenever it comes. */
function byDeadline(markup: Promise<string>, deadline: Deadline): Promise<{ settled: string } | null> {
  if (deadline === null) return markup.then((settled) => ({ settled }));
  return settledWithin(markup, Math.max(0, deadline - Date.now()));
}

/**
 * The shell's bytes with the parts in their holes, as a stream: what is ready is sent before any
 * wait for a part, and a part late past the deadline leaves its stand-in there and follows at
 * the page's end. No deadline (a browser without script, which could not move a late part):
 * each part waits for its answers in its place, for as long as the store takes.
 */
function compose(shell: PageShell, parts: Part[], deadline: Deadline, report: Report): ReadableStream<Uint8Array> {
  const answered = parts.map(() => false);
  parts.forEach((part, i) => {
    part.markup.then(() => {
      answered[i] = true;
    });
  });
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      try {
        const pending = new Pending();
        const late: number[] = [];
        pending.add(shell.segments[0]!);
        for (const [i, part] of parts.entries()) {
          if (!answered[i]) pending.flush(controller);
          const html = await byDeadline(part.markup, deadline);
          if (html) pending.add(html.settled);
          else {
            late.push(i);
            pending.add(
              `<template data-late-start="${i}"></template>${await part.fallback()}<template data-late-end="${i}"></template>`,
            );
          }
          pending.add(shell.segments[i + 1]!);
        }
        for (const i of late) {
          pending.flush(controller);
          pending.add(`<template data-behaviour="hole-fill" data-fill="${i}">${await parts[i]!.markup}</template>`);
        }
        pending.add(shell.end);
        pending.flush(controller);
        controller.close();
      } catch (error) {
        report(error);
        controller.error(error);
      }
    },
  });
}

/** The visitor's page from the shell: status and page headers as kept, never cached anywhere. */
export function personalPage(c: Context<AppEnv>, shell: PageShell): Response {
  const started = Date.now();
  const chrome = loadChrome(c);
  const banners = loadBanners(c, chrome);
  const report = (error: unknown) => c.get('reporter').error(error, { url: c.req.url, part: 'personal parts' });
  const parts = shell.holes.map((hole) =>
    partFor(
      hole,
      {
        chrome,
        banners,
        drafts: hole.name === 'drafts' && isDraftsSection(hole.params) ? { section: hole.params, on: false } : null,
      },
      report,
    ),
  );
  // No inline script in a shell nor in a part: the page needs no nonce.
  c.set('nonce', null);
  const headers: Record<string, string> = { 'Cache-Control': cacheControl('content', true) };
  for (const name of ['content-type', 'x-robots-tag', 'content-language']) {
    const value = shell.headers.get(name);
    if (value) headers[name] = value;
  }
  // As renderPage streams: wrangler dev would hold a compressed stream back until its end.
  if (c.get('config').APP_ENV === 'development') headers['Content-Encoding'] = 'identity';
  const deadline = signedInWithoutScript(c) ? null : started + PERSONAL_PARTS_WAIT_MS;
  return c.body(compose(shell, parts, deadline, report), shell.status as 200, headers);
}
