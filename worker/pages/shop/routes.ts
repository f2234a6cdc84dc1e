// The print catalogue in the page table (SPEC §2.3): every list page and every product page,
// made from the places the catalogue derives (core/domain/shop/places.ts).
import { PRINT_PLACES } from '#core/domain/shop/places.ts';
import type { RouteName } from '#core/routes/table.ts';
import type { PageEntry } from '#worker/pages/unit/define-page.ts';
import { printProductPage } from './detail.tsx';
import { landingRoutes } from './landing/routes.ts';
import { printListPage } from './list.tsx';

type PrintRouteName = Extract<RouteName, `create-and-print${string}`>;

function shopRoutesOf(): Record<PrintRouteName, PageEntry> {
  const out: Partial<Record<RouteName, PageEntry>> = {};
  for (const place of PRINT_PLACES) {
    out[place.route] = printListPage(place) as PageEntry;
    if (place.detailRoute) out[place.detailRoute] = printProductPage(place) as PageEntry;
  }
  // The landing pages (categories with lists, photo prints) are pages of their own.
  return { ...out, ...landingRoutes } as Record<PrintRouteName, PageEntry>;
}

export const shopRoutes = shopRoutesOf();
