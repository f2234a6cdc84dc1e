import { env } from 'cloudflare:workers';
import { Suspense, use } from 'react';
import { describe, expect, it } from 'vitest';
import { ORIGIN } from '#tests/worker/helpers.ts';
import { createApp } from '#worker/app.ts';
import { definePage } from '#worker/pages/unit/define-page.ts';

function SlowPart({ promise }: { promise: Promise<string> }) {
  return <p data-testid="slow">{use(promise)}</p>;
}

describe('streaming SSR', () => {
  it('sends the shell (head, CSS, nav) before a slow promise inside <Suspense> settles', async () => {
    let settle!: (value: string) => void;
    const slow = new Promise<string>((resolve) => {
      settle = resolve;
    });
    let settled = false;
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
    const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;
    const res = await app.fetch(new Request(`${ORIGIN}/`), env, ctx);
    expect(res.status).toBe(200);

    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let received = '';
    while (!received.includes('Loading the slow part')) {
      const { value, done } = await reader.read();
      if (done) break;
      received += decoder.decode(value, { stream: true });
    }
    expect(settled).toBe(false);
    expect(received).toContain('<link rel="stylesheet" href="/assets/site.css"/>');
    expect(received).toContain('<title>Streaming | Forever Memories</title>');
    expect(received).toContain('aria-label="Primary"');
    expect(received).not.toContain('The slow part is here');

    settled = true;
    settle('The slow part is here');
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      received += decoder.decode(value, { stream: true });
    }
    expect(received).toContain('The slow part is here');
    // React's boundary swap is an inline script and must carry the CSP nonce.
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    expect(received).toContain(`<script nonce="${nonce}">`);
    expect(received.trimEnd().endsWith('</html>')).toBe(true);
  });
});
