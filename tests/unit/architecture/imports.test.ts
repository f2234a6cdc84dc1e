// Issue 37, item 2: no circle of imports (type-only ones count: they tie files together for a
// reader as much as any), and inside worker/ no arrow from a lower layer to a higher one.
import { describe, expect, it } from 'vitest';
import { importCircles, importGraph } from './import-graph.ts';

const graph = importGraph();

/**
 * worker/'s folders from the bottom up: a file may import its own folder or one below it. The
 * routes (pages, api, images) sit on what renders a page (ssr), which sits on the edge cache, the
 * request's helpers (http), the store and D1 clients, and the configuration. env.ts, the types of
 * a request's context, is read by every layer and reads only types of the layers below the routes.
 */
const WORKER_LAYERS: readonly (readonly string[])[] = [
  ['config', 'memo', 'errors'],
  ['db', 'health'],
  ['store', 'http'],
  ['edge-cache'],
  ['ssr'],
  ['pages'],
  ['api', 'images'],
  ['app.ts', 'index.ts'],
];

const layerOf = (file: string): number | null => {
  const [top, folder] = file.split('/');
  if (top !== 'worker' || folder === 'env.ts') return null;
  return WORKER_LAYERS.findIndex((layer) => layer.includes(folder!));
};

/** Every import from a file under `from`/ of a file under one of the `forbidden` folders. */
const arrowsBetween = (imports: Map<string, string[]>, from: string, forbidden: readonly string[]) =>
  [...imports]
    .filter(([file]) => file.startsWith(`${from}/`))
    .flatMap(([file, targets]) =>
      targets.filter((target) => forbidden.includes(target.split('/')[0]!)).map((target) => `${file} -> ${target}`),
    );

describe('the import graph', () => {
  it('reads the source it is meant to', () => {
    expect(graph.size).toBeGreaterThan(300);
    expect(graph.get('worker/app.ts')).toContain('worker/pages/handlers.ts');
  });

  it('has no circle, type-only imports included', () => {
    expect(importCircles(graph)).toEqual([]);
  });

  it('finds a circle when there is one', () => {
    const circle = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(importCircles(circle)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });

  it('points down in worker/: no layer imports a higher one', () => {
    const upward = [...graph].flatMap(([file, targets]) => {
      const from = layerOf(file);
      return targets
        .filter((target) => {
          const to = layerOf(target);
          return from !== null && to !== null && to > from;
        })
        .map((target) => `${file} -> ${target}`);
    });
    expect(WORKER_LAYERS.flat().filter((folder) => layerOf(`worker/${folder}`) === -1)).toEqual([]);
    expect(upward).toEqual([]);
  });

  // Issue 37, item 1: core/ is what the browser, the worker and the sync share, so it imports none
  // of them; client/ is UI and never reaches into the worker; the sync never reaches into the UI.
  it.each([
    ['core', ['client', 'worker', 'sync']],
    ['client', ['worker', 'sync']],
    ['sync', ['client']],
  ])('keeps %s/ out of %j', (from, forbidden) => {
    const crossing = arrowsBetween(graph, from, forbidden);
    expect(crossing).toEqual([]);
  });

  // The sync writes the tables the site reads and reports its errors as the site does; nothing
  // else of the worker is its business.
  it('lets sync/ read only the schema and the error reporter of worker/', () => {
    const shared = ['worker/db/schema.ts', 'worker/errors/reporter.ts'];
    const crossing = arrowsBetween(graph, 'sync', ['worker']).filter((arrow) => !shared.some((f) => arrow.endsWith(f)));
    expect(crossing).toEqual([]);
  });

  it('finds an arrow across folders when there is one', () => {
    const graphWithArrow = new Map([['core/a.ts', ['client/b.ts', 'core/c.ts']]]);
    expect(arrowsBetween(graphWithArrow, 'core', ['client'])).toEqual(['core/a.ts -> client/b.ts']);
  });

  it('knows every folder of worker/', () => {
    const unknown = [...graph.keys()].filter((file) => layerOf(file) === -1);
    expect(unknown).toEqual([]);
  });
});
