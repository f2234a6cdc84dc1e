// The site's Hono: hono/tiny's PatternRouter, the smallest of Hono's routers (docs/decisions/101),
// built when the first request is routed rather than as each route is added. PatternRouter makes
// a RegExp per route as it is added, for every sub-app and again for the app that mounts it: about
// 2.4 ms of the worker's startup, for routers of which only the app's own ever matches. Hono's
// default router defers its build to the first match in the same way.
import type { Env, Schema } from 'hono';
import { HonoBase } from 'hono/hono-base';
import type { Result, Router } from 'hono/router';
import { PatternRouter } from 'hono/router/pattern-router';
import type { BlankEnv, BlankSchema } from 'hono/types';

class PatternRouterOnFirstMatch<T> implements Router<T> {
  readonly name = 'PatternRouter, built on first match';
  #added: [string, string, T][] = [];
  #router: PatternRouter<T> | undefined;

  add(method: string, path: string, handler: T): void {
    if (this.#router) this.#router.add(method, path, handler);
    else this.#added.push([method, path, handler]);
  }

  match(method: string, path: string): Result<T> {
    if (!this.#router) {
      this.#router = new PatternRouter<T>();
      for (const [m, p, h] of this.#added) this.#router.add(m, p, h);
      this.#added = [];
    }
    return this.#router.match(method, path);
  }
}

export class Hono<
  E extends Env = BlankEnv,
  S extends Schema = BlankSchema,
  BasePath extends string = '/',
> extends HonoBase<E, S, BasePath> {
  constructor() {
    super({ router: new PatternRouterOnFirstMatch() });
  }
}
