import { type RouteName, type RoutePath, routes } from './table.ts';

type Segments<P extends string> = P extends `${infer Head}/${infer Tail}` ? Head | Segments<Tail> : P;
type ParamSegments<P extends string> = Extract<Segments<P>, `:${string}`> extends `:${infer S}` ? S : never;

/** The params a route pattern takes: `:slug` required, `:slug?` optional. */
export type RouteParams<P extends string> = {
  [S in ParamSegments<P> as S extends `${string}?` ? never : S]: string | number;
} & {
  [S in ParamSegments<P> as S extends `${infer N}?` ? N : never]?: string | number;
};

type Query = Record<string, string | number | boolean | null | undefined | readonly (string | number)[]>;

type Args<N extends RouteName> = keyof RouteParams<RoutePath<N>> extends never
  ? [params?: Record<string, never>, query?: Query]
  : // biome-ignore lint/complexity/noBannedTypes: `{} extends T` asks whether every key of T is optional.
    {} extends RouteParams<RoutePath<N>>
    ? [params?: RouteParams<RoutePath<N>>, query?: Query]
    : [params: RouteParams<RoutePath<N>>, query?: Query];

/** Builds the URL of a named route; the only way links to app pages are written. */
export function pathTo<N extends RouteName>(name: N, ...[params, query]: Args<N>): string {
  const values = (params ?? {}) as Record<string, string | number | undefined>;
  const path =
    routes[name].path
      .split('/')
      .map((segment) => {
        if (!segment.startsWith(':')) return segment;
        const optional = segment.endsWith('?');
        const key = segment.slice(1, optional ? -1 : undefined);
        const value = values[key];
        if (value === undefined || value === '') {
          if (optional) return null;
          throw new Error(`pathTo(${name}): missing param ${key}`);
        }
        return encodeURIComponent(String(value));
      })
      .filter((s) => s !== null)
      .join('/') || '/';
  return path + queryString(query);
}

export function queryString(query: Query | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === false) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, String(value));
  }
  const s = search.toString();
  return s ? `?${s}` : '';
}
