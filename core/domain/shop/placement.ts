// Where a product the store lists is sold on this site, from what the store said and never from a
// vocabulary of our own (SPEC §3 names a product's subtype but not its values): on a list page,
// the list the store was asked for; elsewhere, the store group of the list that holds it (one
// group per list page, named as the list). A product no list holds has no page of ours; the print
// designer, where any print product is designed and ordered (SPEC §2.4), is the best page we can name.
import { external } from '#core/routes/external.ts';
import { PRINT_PLACES, type PrintPlace, productPath } from './places.ts';

/** The store type of the list whose prices show per card (SPEC §2.3 cards, §3 "Cards divide the price"). */
export const CARDS_TYPE = 'cards';
/** The store type of the photo books, whose sizes come in two covers (SPEC §3 "Photo book size"). */
export const PHOTO_BOOKS_TYPE = 'photo-books';

export const isCardPlace = (place: Pick<PrintPlace, 'type'> | null | undefined) => place?.type === CARDS_TYPE;
export const isPhotoBookPlace = (place: Pick<PrintPlace, 'type'> | null | undefined) =>
  place?.type === PHOTO_BOOKS_TYPE;

/** A place whose own pages sell what it lists: a list, or the photo prints (ordered in the app). */
export const sellsItself = (place: PrintPlace) => place.kind === 'photo-prints' || place.detailRoute !== null;

/** Where a product found on a place's page is bought: its product page there, or the app's photo-print ordering. */
export function hrefIn(place: PrintPlace, slug: string): string | null {
  if (place.kind === 'photo-prints') return external.photoPrints(slug);
  return place.detailRoute ? productPath(place, slug) : null;
}

/** The places that sell products themselves, by the store group that lists them (its type). */
const SELLING_PLACES = new Map(PRINT_PLACES.filter((p) => p.type && sellsItself(p)).map((p) => [p.type!, p]));

/** The groups of every place that sells products: what the store is asked to learn where each product belongs. */
export const SELLING_GROUPS: readonly string[] = [...SELLING_PLACES.keys()];

interface Listed {
  id: number;
  subtype: string | null;
}

/** What the store's groups say of where products belong: by id, and by a subtype only one place's group holds. */
export interface Placer {
  byId: ReadonlyMap<number, PrintPlace>;
  bySubtype: ReadonlyMap<string, PrintPlace>;
}

export const NO_PLACER: Placer = { byId: new Map(), bySubtype: new Map() };

export function placerOf(groups: ReadonlyMap<string, readonly Listed[]>): Placer {
  const byId = new Map<number, PrintPlace>();
  const subtypePlaces = new Map<string, Set<PrintPlace>>();
  for (const [slug, products] of groups) {
    const place = SELLING_PLACES.get(slug);
    if (!place) continue;
    for (const p of products) {
      if (!byId.has(p.id)) byId.set(p.id, place);
      if (p.subtype) subtypePlaces.set(p.subtype, new Set([...(subtypePlaces.get(p.subtype) ?? []), place]));
    }
  }
  const bySubtype = new Map(
    [...subtypePlaces].flatMap(([s, places]) => (places.size === 1 ? [[s, [...places][0]!] as const] : [])),
  );
  return { byId, bySubtype };
}

/** The place that sells a product, by the store's groups; null when none of them holds it or its subtype. */
export const placeOf = (p: Listed, placer: Placer): PrintPlace | null =>
  placer.byId.get(p.id) ?? (p.subtype ? placer.bySubtype.get(p.subtype) : undefined) ?? null;

/** The store's subtypes of the products a place sells, as its groups said (the saved products' filter, SPEC §7). */
export function subtypesOf(place: PrintPlace, placer: Placer): string[] {
  return [...placer.bySubtype].flatMap(([subtype, p]) => (p === place ? [subtype] : []));
}

/** The print designer for a product no page of ours sells (SPEC §2.4). */
export const designerFor = (p: { id: number; name: string }) =>
  external.printDesigner({ base_project_id: p.id, title: p.name, quantity: 1, color_theme: 'default' });
