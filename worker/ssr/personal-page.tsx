// A signed-in visitor's content page, composed from the shell every visitor shares (docs/decisions/
// 056): the cached page's bytes as they are, and in each slot the visitor's own widget, rendered on
// its own from the session and the store. React renders a few widgets, never the page. The bytes
// up to the first slot leave at once; each widget waits for its responses until PERSONAL_WIDGETS_WAIT_MS
// after the request came, in document order, so a quick store's responses are in the HTML where
// they belong (and need no script); a slower one's widget stands in (as React's Suspense fallbacks
// do) and the widget itself follows at the page's end, put in place by the hole-fill behaviour.
// A browser without script waits for every widget in its place instead (docs/decisions/089).
import type { Context } from 'hono';
import type { ReactNode } from 'react';
import { PERSONAL_WIDGETS, type WidgetContext, type WidgetDef } from '#client/components/personal/widgets.tsx';
import { staticMarkup } from '#client/components/static-markup.ts';
import { DRAFT_COOKIES, type DraftsSection } from '#core/domain/drafts.ts';
import { ANONYMOUS } from '#core/domain/session.ts';
import type { PageShell, ShellSlot } from '#worker/edge-cache/page-shell.ts';
import type { AppEnv } from '#worker/env.ts';
import { signedInWithoutScript } from '#worker/http/no-script.ts';
import { settledWithin } from '#worker/http/settled-within.ts';
import { loadBanners } from './banners.ts';
import { cacheControl } from './cache-control.ts';
import { loadChrome } from './chrome.ts';

/** How long the widgets may keep the page waiting, as a list page waits for its first products (decision 033). */
export const PERSONAL_WIDGETS_WAIT_MS = 400;

/** A widget's markup: on its own, so without the entry script the page already loads (no EntryScriptSrc given). */
const markup = (node: ReactNode) => staticMarkup(node);

/**
 * Widgets' markup by everything it is made from (the widget, the responses, the page's links): most
 * visitors' widgets are the same few (a cart of 0, the Products menu) or theirs again on the next
 * page, so React renders a widget once per isolate for as long as it is asked for. The key holds
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

/** The chrome a widget may read: all of it but its two store calls, which the widget gets as their results. */
const chromeWithoutCalls = ({ session: _session, storeInfo: _storeInfo, ...chrome }: WidgetContext['chrome']) => chrome;

const isDraftsSection = (value: string | null): value is DraftsSection =>
  value !== null && Object.hasOwn(DRAFT_COOKIES, value);

type Report = (error: unknown) => void;

interface Widget {
  /** Its markup when the responses came; a widget that needs none has it at once. */
  markup: Promise<string>;
  /** What stands in when they are late. */
  fallback: () => Promise<string>;
}

/** A slot's widget for this visitor: what it shows once answered, and its stand-in. */
function widgetFor(slot: ShellSlot, ctx: WidgetContext, report: Report): Widget {
  const widget: WidgetDef = PERSONAL_WIDGETS[slot.name];
  const framed = (node: ReactNode) => markup(widget.frame ? widget.frame(node) : node);
  // Rendered asynchronously, so a widget that cannot render is reported here and stands empty.
  const atOnce = (html: Promise<string>): Widget => ({
    markup: html.catch((error: unknown) => {
      report(error);
      return '';
    }),
    fallback: async () => '',
  });
  // A cookie the worker cannot use as a token (readAuthToken): the page as a signed-out visitor sees it.
  if (!ctx.chrome.signedIn) return atOnce(markup(widget.signedOut(ctx)));
  if (widget.needs === null) return atOnce(framed(widget.signedIn(ctx)));
  const { needs } = widget;
  const fallback = () => framed(widget.fallback(ctx));
  const inputs = Promise.all([
    needs.session ? ctx.chrome.session : ANONYMOUS,
    needs.storeInfo ? ctx.chrome.storeInfo : null,
    needs.ambassador ? ctx.banners.ambassador : null,
  ]);
  const page = { chrome: chromeWithoutCalls(ctx.chrome), impersonating: ctx.banners.impersonating, drafts: ctx.drafts };
  return {
    markup: inputs
      .then(([session, storeInfo, ambassador]) =>
        memoized(JSON.stringify([slot.name, session, storeInfo, ambassador, page]), () =>
          framed(widget.view({ session, storeInfo, ambassador }, ctx)),
        ),
      )
      // The responses never reject (chrome.ts, banners.ts); a widget that cannot render keeps its stand-in.
      .catch((error: unknown) => {
        report(error);
        return fallback();
      }),
    fallback,
  };
}

const encoder = new TextEncoder();

/** Bytes gathered to be sent as one chunk: the widgets that answered go out with the page around them. */
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

/** When a late widget gives way to its stand-in; null: never (no script would move it there later). */
type Deadline = number | null;

/** A widget's markup if it came by the deadline; with none, whenever it comes. */
function byDeadline(markup: Promise<string>, deadline: Deadline): Promise<{ settled: string } | null> {
  if (deadline === null) return markup.then((settled) => ({ settled }));
  return settledWithin(markup, Math.max(0, deadline - Date.now()));
}

/**
 * The shell's bytes with the widgets in their slots, as a stream: what is ready is sent before any
 * wait for a widget, and a widget late past the deadline leaves its stand-in there and follows at
 * the page's end. No deadline (a browser without script, which could not move a late widget):
 * each widget waits for its responses in its place, for as long as the store takes.
 */
function compose(shell: PageShell, widgets: Widget[], deadline: Deadline, report: Report): ReadableStream<Uint8Array> {
  const answered = widgets.map(() => false);
  widgets.forEach((widget, i) => {
    widget.markup.then(() => {
      answered[i] = true;
    });
  });
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      try {
        const pending = new Pending();
        const late: number[] = [];
        pending.add(shell.segments[0]!);
        for (const [i, widget] of widgets.entries()) {
          if (!answered[i]) pending.flush(controller);
          const html = await byDeadline(widget.markup, deadline);
          if (html) pending.add(html.settled);
          else {
            late.push(i);
            pending.add(
              `<template data-late-start="${i}"></template>${await widget.fallback()}` +
                `<template data-late-end="${i}"></template>`,
            );
          }
          pending.add(shell.segments[i + 1]!);
        }
        for (const i of late) {
          pending.flush(controller);
          pending.add(`<template data-behaviour="hole-fill" data-fill="${i}">${await widgets[i]!.markup}</template>`);
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

/** The visitor's page from the shell: status and page headers as cached, never cached anywhere. */
export function personalPage(c: Context<AppEnv>, shell: PageShell): Response {
  const started = Date.now();
  const chrome = loadChrome(c);
  const banners = loadBanners(c, chrome);
  const report = (error: unknown) => c.get('reporter').error(error, { url: c.req.url, part: 'personal parts' });
  const widgets = shell.slots.map((slot) =>
    widgetFor(
      slot,
      {
        chrome,
        banners,
        drafts: slot.name === 'drafts' && isDraftsSection(slot.params) ? { section: slot.params, on: false } : null,
      },
      report,
    ),
  );
  // No inline script in a shell nor in a widget: the page needs no nonce.
  c.set('nonce', null);
  const headers: Record<string, string> = { 'Cache-Control': cacheControl('content', true) };
  for (const name of ['content-type', 'x-robots-tag', 'content-language']) {
    const value = shell.headers.get(name);
    if (value) headers[name] = value;
  }
  // As renderPage streams: wrangler dev would hold a compressed stream back until its end.
  if (c.get('config').APP_ENV === 'development') headers['Content-Encoding'] = 'identity';
  const deadline = signedInWithoutScript(c) ? null : started + PERSONAL_WIDGETS_WAIT_MS;
  return c.body(compose(shell, widgets, deadline, report), shell.status as 200, headers);
}
