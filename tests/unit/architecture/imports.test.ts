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

  it('knows every folder of worker/', () => {
    const unknown = [...graph.keys()].filter((file) => layerOf(file) === -1);
    expect(unknown).toEqual([]);
  });
});
