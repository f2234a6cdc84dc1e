// What the fixture store and CMS of this run serve, read over HTTP as the site reads them, so a
// browser test can pick its product, event and expected price from the data of either fixture
// profile (tests/fixtures/profile.ts) instead of naming the demo's.
import { authHeaderName } from '#tests/fixtures/store/context.ts';
import { DEMO_PASSWORD, demoUser } from '#tests/fixtures/store/users.ts';

const STORE = process.env.E2E_STORE_URL!;
const CMS = process.env.E2E_CMS_URL!;

/** The subset of a store product these tests read (SPEC §3), as the store sends it. */
export interface Product {
  id: number;
  sku: string;
  slug: string;
  name: string;
  enabled: boolean;
  unavailable: boolean;
  price_cents: number | null;
  primary_promotion: { percent_off: number } | null;
  options: { id: number; name: string; option_values: { id: number; value: string; price_cents: number | null }[] }[];
}

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return (await res.json()) as T;
}

/** Every product the store's search lists for a type, all pages read. */
export async function searchAll(type: string): Promise<Product[]> {
  const out: Product[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await json<{ products: Product[]; meta: { total_pages: number } }>(
      `${STORE}/api/v1/products/search?type=${encodeURIComponent(type)}&per_page=100&page=${page}`,
    );
    out.push(...answer.products);
    if (page >= answer.meta.total_pages) return out;
  }
}

export const groupProducts = async (slug: string) =>
  (await json<{ group: { products: Product[] } }>(`${STORE}/api/v1/groups/${slug}`)).group.products;

export const productBySku = async (sku: string) =>
  (
    await json<{ product: Product }>(
      `${STORE}/api/v1/products/${encodeURIComponent(sku)}?strategy=by_sku&includes_promotions=true`,
    )
  ).product;

/** A product a shopper can buy: enabled, priced, not sold out. */
export const sellable = (p: Product) => p.enabled && !p.unavailable && p.price_cents !== null;

/** The lines the store was asked to add since the last reset, as it logged them. */
export async function linesAdded() {
  const log = await json<{ path: string; body: Record<string, unknown> }[]>(`${STORE}/__control/requests`);
  return log.filter((r) => r.path === '/api/v1/current_order/line_items').map((r) => r.body);
}

/** The customer of this run's profile: the demo's Casey, by whatever name and password the profile gives. */
export const customer = () => {
  const user = demoUser('casey@example.com');
  return { name: user.name, credentials: { email: user.email, password: DEMO_PASSWORD } };
};

/** The CMS's events as it serves them (published only, as a visitor sees them). */
export const cmsEvents = () =>
  json<
    {
      slug: string | null;
      title: string;
      starts_at: string | null;
      ends_at: string | null;
      tickets: { store_sku: string | null }[];
    }[]
  >(`${CMS}/events?_limit=-1`);

/** SPEC §9's price format: "$2,000" for whole dollars, "$19.99" otherwise. */
export const usd = (cents: number) =>
  `$${(cents / 100).toLocaleString(
    'en-US',
    cents % 100 === 0 ? { maximumFractionDigits: 0 } : { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  )}`;

/**
 * The items in a user's cart as the store counts them now, asked in a session of its own:
 * earlier tests may have added some.
 */
export async function storeCartCount(credentials: { email: string; password: string }): Promise<number> {
  const { user } = await json<{ user: { auth_token: string } }>(`${STORE}/api/v1/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const headers = { [authHeaderName()]: user.auth_token };
  return (await json<{ cart_count: number }>(`${STORE}/api/v1/store_info`, { headers })).cart_count;
}
