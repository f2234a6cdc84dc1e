// The site's Hono (worker/http/hono.ts): hono/tiny's PatternRouter, built on the first request.
// It must route as hono/tiny does, whatever is added before or after that first request, and a
// mounted sub-app's routes must answer through the app that mounts it.
import { Hono as TinyHono } from 'hono/tiny';
import { describe, expect, it } from 'vitest';
import { Hono } from '#worker/http/hono.ts';

/** The same routes on apps made by `make`: a page, a page with a param, a mounted API, a catch-all. */
function routes(make: () => Hono | TinyHono) {
  const app = make();
  const api = make()
    .get('/', (c) => c.text('api index'))
    .post('/end', (c) => c.text('ended'))
    .delete('/:id{[1-9]\\d{0,15}}', (c) => c.text(`deleted ${c.req.param('id')}`));
  app.get('/yours', (c) => c.text('yours'));
  app.get('/yours/:slug', (c) => c.text(`post ${c.req.param('slug')}`));
  app.route('/api/session', api);
  app.all('/api/*', (c) => c.text('no such API', 404));
  return app;
}

const REQUESTS = [
  ['GET', '/yours'],
  ['GET', '/yours/'],
  ['GET', '/yours/a-post'],
  ['GET', '/api/session'],
  ['POST', '/api/session/end'],
  ['DELETE', '/api/session/42'],
  ['DELETE', '/api/session/0'],
  ['GET', '/api/other'],
  ['GET', '/nowhere'],
] as const;

const answer = async (app: Hono | TinyHono, method: string, path: string) => {
  const res = await app.request(path, { method });
  return `${res.status} ${await res.text()}`;
};

describe("the site's router", () => {
  it('answers every request as hono/tiny does', async () => {
    const site = routes(() => new Hono());
    const tiny = routes(() => new TinyHono());
    for (const [method, path] of REQUESTS) {
      expect(await answer(site, method, path), `${method} ${path}`).toBe(await answer(tiny, method, path));
    }
    expect(await answer(site, 'DELETE', '/api/session/42')).toBe('200 deleted 42');
  });

  it('routes what is added after the first request too', async () => {
    const app = new Hono().get('/a', (c) => c.text('a'));
    expect(await answer(app, 'GET', '/a')).toBe('200 a');
    app.get('/b', (c) => c.text('b'));
    expect(await answer(app, 'GET', '/b')).toBe('200 b');
  });
});
