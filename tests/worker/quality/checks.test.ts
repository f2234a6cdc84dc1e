// The fuzzing bar's checks, tried on a deliberately broken app: each must catch its fault, so a
// green fuzz run means the worker has none of them, not that the checks look away.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ORIGIN } from '#tests/worker/helpers.ts';
import { type Expectations, type FuzzRequest, sendAndCheck } from './fuzz-request.ts';
import type { Marker } from './hostile.ts';

// As React escapes text and attributes.
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);

const broken = new Hono()
  .get('/escaped', (c) => c.html(`<p>${escapeHtml(c.req.query('q') ?? '')}</p>`))
  .get('/reflected', (c) => c.html(`<p>${c.req.query('q')}</p>`))
  .get('/attribute', (c) => c.html(`<a title="${c.req.query('q')}">x</a>`))
  .get('/boom', () => {
    throw new Error('boom');
  })
  .get('/reported', (c) => {
    console.error('error [url=/reported]', 'Invalid URL string.');
    return c.html('<p>fine</p>', 404);
  })
  .get('/fallback', (c) => c.html('<h1>An error occurred while showing the error page</h1>', 404))
  .get('/canonical', (c) => c.html('<link rel="canonical" href="http://evil.example/x"/>', 404))
  .get('/away', (c) => c.redirect(`https://evil.example/?q=${encodeURIComponent(c.req.query('q') ?? '')}`))
  .get('/login-page', (c) => c.redirect(`https://login.example/?q=${encodeURIComponent(c.req.query('q') ?? '')}`))
  .get('/protocol-relative', (c) => c.redirect('//evil.example/'))
  .post('/write', (c) => {
    c.header('Set-Cookie', 'a=b');
    return c.text('done');
  })
  .post('/refused', (c) => {
    c.header('Set-Cookie', 'a=b');
    return c.text('refused', 403);
  })
  .get('/api/text', (c) => c.text('nope', 404))
  .post('/api/json', (c) => c.json({ error: 'Cross-site request refused.' }, 403));

const expectations: Expectations = {
  offSiteOrigins: new Set(['https://login.example']),
  reportingPaths: new Set(['/api/client-errors']),
};
const sessions = { customer: 'customer-token', admin: 'admin-token' };
const tag: Marker = { marker: 12345, style: 'tag', encoding: 'raw' };
const quote: Marker = { marker: 12345, style: 'quote', encoding: 'percent' };
const check = (spec: FuzzRequest) => sendAndCheck(spec, sessions, expectations, (request) => broken.fetch(request));
const get = (path: string, marker: Marker = tag): FuzzRequest => ({
  method: 'GET',
  path: [path],
  query: ['q=', marker],
});

describe('the fuzzing bar catches', () => {
  it('a marker reflected raw, in text or in an attribute', async () => {
    await expect(check(get('/reflected'))).rejects.toThrow('marker <fz-12345 reflected unescaped');
    await expect(check(get('/attribute', quote))).rejects.toThrow(`marker "fz12345'< reflected unescaped`);
  });

  it('a 5xx, a reported error, and the error page failing', async () => {
    await expect(check(get('/boom'))).rejects.toThrow('→ 500: server error');
    await expect(check(get('/reported'))).rejects.toThrow(
      /bad input was reported as an error\nthe worker reported: error \[url=\/reported\] Invalid URL string/,
    );
    await expect(check(get('/fallback'))).rejects.toThrow('the error page failed');
  });

  it('an off-site canonical URL or redirect, and a marker in a redirect that leaves', async () => {
    await expect(check(get('/canonical'))).rejects.toThrow('an off-site canonical URL: http://evil.example/x');
    await expect(check(get('/away'))).rejects.toThrow('redirects off-site to https://evil.example/');
    await expect(check(get('/protocol-relative'))).rejects.toThrow('redirects off-site to //evil.example/');
    await expect(check(get('/login-page'))).rejects.toThrow('marker 12345 in an off-site Location');
  });

  it('a cross-site write that is not refused, and a refusal that sets a cookie anyway', async () => {
    await expect(
      check({ method: 'POST', path: ['/write'], origin: { origin: 'https://evil.example' } }),
    ).rejects.toThrow('a cross-site POST');
    await expect(check({ method: 'POST', path: ['/write'] })).rejects.toThrow(
      '(Origin null, Sec-Fetch-Site null) was not refused',
    );
    await expect(check({ method: 'POST', path: ['/refused'], origin: { site: 'cross-site' } })).rejects.toThrow(
      'a refused cross-site request set a cookie: a=b',
    );
  });

  it('an /api refusal that is not a JSON error', async () => {
    await expect(check({ method: 'GET', path: ['/api/text'] })).rejects.toThrow('an /api refusal that is not JSON');
  });
});

describe('the fuzzing bar lets through', () => {
  it('an escaped reflection, and says it saw one', async () => {
    expect(await check(get('/escaped'))).toMatchObject({ status: 200, reflected: true });
    expect(await check(get('/escaped', quote))).toMatchObject({ status: 200, reflected: true });
  });

  it('a same-origin write, a refused cross-site one, and a redirect to the log-in page without a marker', async () => {
    expect(
      (await check({ method: 'POST', path: ['/write'], origin: { origin: ORIGIN, site: 'same-origin' } })).status,
    ).toBe(200);
    expect(
      (await check({ method: 'POST', path: ['/api/json'], origin: { origin: 'https://evil.example' } })).status,
    ).toBe(403);
    expect((await check({ method: 'GET', path: ['/login-page'], query: ['q=x'] })).status).toBe(302);
  });
});
