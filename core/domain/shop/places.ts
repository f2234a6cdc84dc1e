// The print catalogue's pages (SPEC §2.3) as the shop serves them: for each route, what it lists
// (the store's product type, which is the facet slug), its place in the catalogue, and where its
// product pages are. Derived from print-catalogue.ts, like the route table.
import { PRINT_CATALOGUE, type PrintCategory, type PrintFacet, type PrintList } from '#core/domain/print-catalogue.ts';
import type { RouteName } from '#core/routes/table.ts';
import { routes } from '#core/routes/table.ts';

export interface PrintPlace {
  route: RouteName;
  path: string;
  kind: 'index' | 'category' | 'list' | 'photo-prints';
  /** The store's product type (a facet slug); null on the index, which lists the whole print-project-type tree. */
  type: string | null;
  label: string;
  category: PrintCategory | null;
  /** Whether its product pages need a slug; null where it has none. */
  detail: 'optional' | 'required' | null;
  /** Where its product pages are. */
  detailRoute: RouteName | null;
  facets: readonly PrintFacet[];
  /** Lists under a category page. */
  lists: readonly PrintList[];
}

const route = (name: string) => name as RouteName;
const pathOf = (name: string) => routes[route(name)].path;

function placesOf(): PrintPlace[] {
  const out: PrintPlace[] = [
    {
      route: route('create-and-print'),
      path: pathOf('create-and-print'),
      kind: 'index',
      type: null,
      label: 'Create & Print',
      category: null,
      detail: null,
      detailRoute: null,
      facets: [],
      lists: [],
    },
  ];
  for (const category of PRINT_CATALOGUE as readonly PrintCategory[]) {
    const name = `create-and-print-${category.slug}`;
    const kind = category.lists.length > 0 ? 'category' : category.detail ? 'list' : 'photo-prints';
    out.push({
      route: route(name),
      path: pathOf(name),
      kind,
      type: category.slug,
      label: category.label,
      category,
      detail: category.detail ?? null,
      detailRoute: category.detail ? route(`${name}-slug`) : null,
      facets: category.facets ?? [],
      lists: category.lists,
    });
    for (const list of category.lists) {
      const listName = `${name}-${list.slug}`;
      out.push({
        route: route(listName),
        path: pathOf(listName),
        kind: 'list',
        type: list.slug,
        label: list.label,
        category,
        detail: list.detail,
        detailRoute: route(`${listName}-slug`),
        facets: list.facets ?? [],
        lists: [],
      });
    }
  }
  return out;
}

export const PRINT_PLACES = placesOf();

export const placeOfRoute = (name: RouteName) => PRINT_PLACES.find((p) => p.route === name);

/** The list a product page belongs to, by the product page's route. */
export const placeOfDetailRoute = (name: RouteName) => PRINT_PLACES.find((p) => p.detailRoute === name);

/** A product's page under a list: the list's path plus the product's slug. */
export const productPath = (place: PrintPlace, slug: string) => `${place.path}/${encodeURIComponent(slug)}`;
