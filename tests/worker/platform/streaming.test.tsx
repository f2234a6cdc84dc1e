import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { Suspense, use } from 'react';
import { describe, expect, it } from 'vitest';
import { ORIGIN, readUntil } from '#tests/worker/helpers.ts';
import { createApp } from '#worker/app.ts';
import { definePage } from '#worker/pages/unit/define-page.ts';

function SlowPart({ promise }: { promise: Promise<string> }) {
  return <p data-testid="slow">{use(promise)}</p>;
}

describe('streaming SSR', () => {
  it('sends the shell (head, CSS, nav) before a slow promise inside <Suspense> settles', async () => {
    let settle!: (value: string) => void;
    // Settled by the test once it has seen the shell, or by itself after 3 s: a render that waited
    // for it would then send the shell late, with the slow part already in it.
    const slow = new Promise<string>((resolve) => {
      settle = resolve;
      setTimeout(() => resolve('The slow part is here'), 3_000);
    });
    let settled = false;
    void slow.then(() => {
      settled = true;
    });
    // The critical/deferred split: the loader returns the slow store call as a promise, which
    // the page reads inside <Suspense>; nothing waits for it before the shell is sent.
    const app = createApp({
      index: definePage({
        route: 'index',
        load: async () => ({ slow }),
        head: () => ({ title: 'Streaming', description: 'A page with a slow part' }),
        body: ({ data }) => (
          <Suspense fallback={<p>Loading the slow part…</p>}>
            <SlowPart promise={data.slow} />
          </Suspense>
        ),
      }),
    });
    const ctx = createExecutionContext();
    const res = await app.fetch(new Request(`${ORIGIN}/`), env, ctx);
    expect(res.status).toBe(200);

    const { head, rest } = await readUntil(res, 'Loading the slow part');
    // What the stream held when the fallback arrived: the shell, while the promise was still open.
    expect(settled).toBe(false);
    // The build's content-hashed stylesheet, as its manifest names it (decision 096).
    expect(head).toMatch(/<link rel="stylesheet" href="\/assets\/site-[\w-]+\.css"\/>/);
    expect(head).toContain('<title>Streaming | Forever Memories</title>');
    expect(head).toContain('aria-label="Primary"');
    expect(head).not.toContain('The slow part is here');

    settle('The slow part is here');
    const received = head + (await rest());
    expect(received).toContain('The slow part is here');
    // React's boundary swap is an inline script and must carry the CSP nonce.
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    expect(received).toContain(`<script nonce="${nonce}">`);
    expect(received.trimEnd().endsWith('</html>')).toBe(true);
    await waitOnExecutionContext(ctx);
  });
});
