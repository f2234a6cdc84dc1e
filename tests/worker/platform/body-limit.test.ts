// Issue 24, finding 8: a body was checked only through Content-Length, so a chunked 30 MB body was
// parsed whole by /api/client-errors and /api/utm. Every body is now read against a byte cap and
// refused with a 413 past it, chunked or not, without being read to its end.
import { describe, expect, it } from 'vitest';
import { site } from '#tests/worker/helpers.ts';
import { MAX_BODY_BYTES } from '#worker/http/body-limit.ts';

const CHUNK = 64 * 1024;

/** A body of `bytes` bytes sent in chunks without a Content-Length; `pulled()` says how much was read. */
function chunked(bytes: number, head = '{"utm_source":"') {
  const encoder = new TextEncoder();
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const piece = sent === 0 ? encoder.encode(head.padEnd(CHUNK, 'a')) : encoder.encode('a'.repeat(CHUNK));
      sent += piece.byteLength;
      controller.enqueue(piece);
    },
  });
  return { stream, pulled: () => sent };
}

const post = (path: string, body: BodyInit, type: string) =>
  site(path, { method: 'POST', headers: { 'content-type': type }, body });

describe('request bodies are read against a byte cap', () => {
  it.each(['/api/utm', '/api/client-errors', '/api/session', '/api/cart'])(
    'a chunked 30 MB body to %s gets a 413, read no further than the cap',
    async (path) => {
      const body = chunked(30 * 1024 * 1024);
      const res = await post(path, body.stream, 'application/json');
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ error: 'The request body is too large.' });
      expect(body.pulled()).toBeLessThanOrEqual(MAX_BODY_BYTES + 2 * CHUNK);
    },
  );

  it('a body that says its length is refused before it is read', async () => {
    const res = await post('/api/utm', JSON.stringify({ utm_source: 'a'.repeat(MAX_BODY_BYTES) }), 'application/json');
    expect(res.status).toBe(413);
  });

  it('a browser error report is capped at 16 KB', async () => {
    const report = { kind: 'error', message: 'boom', url: 'http://localhost:8787/', stack: 'x'.repeat(7000) };
    expect((await post('/api/client-errors', JSON.stringify(report), 'application/json')).status).toBe(204);
    const big = chunked(100 * 1024, '{"kind":"error","message":"');
    expect((await post('/api/client-errors', big.stream, 'application/json')).status).toBe(413);
  });

  it('a form posted to a page gets the error page with a 413, and no cookie', async () => {
    const body = chunked(1024 * 1024, 'email=casey%40example.com&password=');
    const res = await post('/log-in', body.stream, 'application/x-www-form-urlencoded');
    expect(res.status).toBe(413);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toContain('The request body is too large.');
    expect(res.headers.has('set-cookie')).toBe(false);
  });

  it('a small chunked body is read as usual', async () => {
    const encoder = new TextEncoder();
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('{"utm_source":'));
        controller.enqueue(encoder.encode('"newsletter"}'));
        controller.close();
      },
    });
    expect((await post('/api/utm', stream, 'application/json')).status).toBe(204);
  });
});
