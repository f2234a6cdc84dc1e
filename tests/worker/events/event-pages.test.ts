// The events pages against the fixture CMS (tests/fixtures/cms/content/events.ts) and store.

import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADD_TO_CART_ERROR } from '#core/domain/events.ts';
import {
  clearStoreRequests,
  control,
  logInCookie,
  resetFixtures,
  site,
  storeRequests,
  textOf,
  withCookiesSet,
} from '#tests/worker/helpers.ts';
import { syncEvents } from './sync-events.ts';

beforeAll(syncEvents);
afterEach(() => control('store', '/reset'));

const RILEY = { email: 'riley.club@example.com', password: 'memories-2026' };

/** Each priced ticket's card, as the page's HTML has it. */
const ticketCards = (page: string) => page.split('<li').filter((part) => part.includes('data-testid="event-ticket"'));
const ADMIN = { email: 'avery.admin@example.com', password: 'memories-2026' };

describe('/events', () => {
  it('lists the published events, soonest first, drafts never', async () => {
    const res = await site('/events');
    expect(res.status).toBe(200);
    const page = await res.text();
    const order = ['Family History Day', 'Digital Scrapbooking', 'Preserve &amp; Share Summit 2027'].map((t) =>
      page.indexOf(t),
    );
    expect(order.every((i) => i > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(page).not.toContain('fall-heritage-workshop-2027');
  });
  it('keeps events that are over apart, after the upcoming ones', async () => {
    const page = await (await site('/events')).text();
    const past = page.indexOf('data-testid="past-events"');
    expect(past).toBeGreaterThan(page.indexOf('data-testid="upcoming-events"'));
    expect(page.indexOf('Spring Scanning Open House')).toBeGreaterThan(past);
    expect(page.indexOf('Ambassador Meetup')).toBeLessThan(past);
  });
  it('shows drafts to an admin with the drafts switch on', async () => {
    const cookie = `${await logInCookie(ADMIN)}; blog-draft-toggle=true`;
    expect(await (await site('/events', { cookie })).text()).toContain('fall-heritage-workshop-2027');
    expect((await site('/events/fall-heritage-workshop-2027', { cookie })).status).toBe(200);
  });
});

describe('when an event is', () => {
  it('is told in its own time zone, with the zone’s name: the CMS’s, else the company’s', async () => {
    const summit = await (await site('/events/preserve-and-share-summit-2027')).text();
    expect(summit).toContain('Thursday, April 15, 2027 at 9:00 AM Eastern Daylight Time');
    expect(summit).not.toContain('UTC');
    // Typed in lower case by its editor, read as the zone it names.
    expect(await (await site('/events/digital-scrapbooking-retreat-2027')).text()).toContain(
      'Friday, February 19, 2027 at 5:00 PM Eastern Standard Time',
    );
    // Hosted from Salt Lake City.
    expect(await (await site('/events/family-history-day-2026')).text()).toContain(
      'Saturday, December 5, 2026 at 8:00 AM Mountain Standard Time',
    );
    // Written before the field existed: the company's zone.
    const list = await (await site('/events')).text();
    expect(list).toContain('Saturday, April 18, 2026 at 10:00 AM Eastern Daylight Time');
  });

  it('has its badge whole, as text that wraps, in its theme’s colour', async () => {
    const page = await (await site('/events/preserve-and-share-summit-2027')).text();
    const badge = page.slice(
      page.indexOf('data-testid="event-badge"'),
      page.indexOf('</p>', page.indexOf('data-testid="event-badge"')),
    );
    expect(badge).toContain('<span class="relative">Early bird pricing ends February 1</span>');
    expect(badge).toMatch(/<rect width="1" height="1" fill="#[0-9a-f]{6}"/);
    expect(badge).not.toContain('viewBox="0 0 240');
  });
});

describe('/events/{slug}', () => {
  it('renders the event, its sections, JSON-LD and its tickets priced in USD', async () => {
    const res = await site('/events/preserve-and-share-summit-2027');
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('Preserve &amp; Share Summit 2027');
    expect(page).toContain('Opening keynote');
    expect(page).toContain('"@type":"Event"');
    expect(page).toContain('Early Bird Price!');
    expect(page).toContain('$249');
    expect(page).toContain('Log in to buy a ticket');
  });
  it('while a slow store prices them, shows the same ticket cards, names and early-bird label first', async () => {
    await control('store', '/fault', { mode: 'slow', delayMs: 20_000, path: '/api/v1/products/EVT-PSS27-GA' });
    const res = await site('/events/preserve-and-share-summit-2027');
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let head = '';
    while (!head.includes('Opening keynote')) {
      const { value, done } = await reader.read();
      if (done) break;
      head += decoder.decode(value);
    }
    await reader.cancel();
    const pending = head.slice(head.indexOf('data-testid="tickets-loading"'));
    expect(pending.match(/data-testid="pending-ticket"/g)).toHaveLength(2);
    expect(pending).toContain('Summit 2027 Early Bird Pass');
    expect(pending).toContain('Summit 2027 Full Pass');
    expect(pending).toContain('Early Bird Price!');
    expect(head).not.toContain('data-testid="ticket-price"');
  });
  it('is a 404 for a draft or an unknown slug', async () => {
    expect((await site('/events/fall-heritage-workshop-2027')).status).toBe(404);
    expect((await site('/events/no-such-event')).status).toBe(404);
  });
  it('marks every ticket errored when a product fails to load; the page stands, the error is reported', async () => {
    await control('store', '/fault', { mode: 'error', status: 500, path: '/api/v1/products/EVT-PSS27-GA' });
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const res = await site('/events/preserve-and-share-summit-2027');
      expect(res.status).toBe(200);
      const page = await res.text();
      expect(page.match(/data-state="errored"/g)).toHaveLength(2);
      expect(page).toContain('This ticket could not be loaded');
      expect(page).toContain('Opening keynote');
      expect(reported).toHaveBeenCalledWith(
        expect.stringContaining('part=event tickets event=preserve-and-share-summit-2027'),
        expect.anything(),
      );
    } finally {
      reported.mockRestore();
    }
  });
  it('sells nothing for an event that is over, without asking the store', async () => {
    await control('store', '/fault', { mode: 'error', status: 500, path: '/api/v1/products/EVT-SOH26-FREE' });
    const res = await site('/events/spring-scanning-open-house-2026');
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('data-testid="event-over"');
    expect(page).toContain('Thank you for coming');
    expect(page).not.toContain('data-testid="event-ticket"');
  });
  it('shows a held ticket beside the form that buys another, for a family member', async () => {
    const cookie = await logInCookie(RILEY);
    const page = await (await site('/events/preserve-and-share-summit-2027', { cookie })).text();
    const held = ticketCards(page).filter((card) => card.includes('data-testid="ticket-held"'));
    expect(held).toHaveLength(1);
    expect(held[0]).toContain('You have a ticket: you are attending.');
    expect(held[0]).toContain('data-testid="attendee-form"');
    expect(held[0]).toContain('Buying for someone else?');
  });
});

describe('buying a ticket', () => {
  const post = (cookie: string, body: Record<string, string>) =>
    site('/events/family-history-day-2026', {
      method: 'POST',
      cookie,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://localhost:8787',
        'sec-fetch-site': 'same-origin',
      },
      body: new URLSearchParams(body).toString(),
    });
  it('sends a signed-out buyer to log in first', async () => {
    const res = await post('', { product_id: '1' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toContain('log-in');
  });
  it('answers each invalid field with a clear message, never a 500', async () => {
    const cookie = await logInCookie();
    const res = await post(cookie, {
      product_id: 'x',
      badge_name: '',
      country: 'US',
      region: '',
      city: 'Boise',
      dietary_restriction: 'paleo',
    });
    expect(res.status).toBe(422);
    const page = await res.text();
    expect(page).toContain('Badge name is required.');
    expect(page).toContain('State or region is required.');
    expect(page).toContain('Choose a dietary restriction.');
  });
  it('puts the ticket in the cart with its attendee, not yet paid: not held, and the form buys another', async () => {
    await resetFixtures();
    const cookie = await logInCookie();
    const page = await (await site('/events/family-history-day-2026', { cookie })).text();
    const productId = /name="product_id" value="(\d+)"/.exec(page)?.[1];
    expect(productId).toBeTruthy();
    const attendee = (badge_name: string) => ({
      product_id: productId!,
      badge_name,
      country: 'US',
      region: 'ID',
      city: 'Boise',
      dietary_restriction: 'vegan',
    });
    const res = await post(cookie, attendee('Casey'));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/events/family-history-day-2026#tickets');
    const after = await (await site('/events/family-history-day-2026', { cookie: withCookiesSet(cookie, res) })).text();
    expect(after).toContain('Your ticket is in your cart.');
    // In the cart, not paid: not an attendance (SPEC §4), and the form stays for another ticket.
    expect(after).not.toContain('data-testid="ticket-held"');
    const [card] = ticketCards(after).filter((c) => c.includes(`name="product_id" value="${productId}"`));
    expect(card).toContain('In your cart, not yet paid: a ticket for Casey.');
    expect(card).toContain('data-testid="attendee-form"');
    // A second ticket, for a family member.
    expect((await post(cookie, attendee('Sam'))).status).toBe(303);
    const both = await (await site('/events/family-history-day-2026', { cookie })).text();
    expect(both).toContain('In your cart, not yet paid: 2 tickets, for Casey and Sam.');
  });
  it('sells only what the page sells: no ended, draft, unknown or other event’s ticket or add-on', async () => {
    const cookie = await logInCookie();
    const idOf = async (sku: string) =>
      String(
        (
          (await (await fetch(`${env.STORE_API_URL}/products/${sku}?strategy=by_sku`)).json()) as {
            product: { id: number };
          }
        ).product.id,
      );
    const attendee = { badge_name: 'Casey', country: 'US', region: 'ID', city: 'Boise', dietary_restriction: 'vegan' };
    const buy = (slug: string, productId: string) =>
      site(`/events/${slug}`, {
        method: 'POST',
        cookie,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...attendee, product_id: productId }).toString(),
      });
    const cases: [string, string, string][] = [
      ['an ended event’s own ticket', 'spring-scanning-open-house-2026', await idOf('EVT-SOH26-FREE')],
      ['a draft event’s own ticket', 'fall-heritage-workshop-2027', await idOf('EVT-FHW27-GA')],
      ['an unknown event', 'no-such-event', await idOf('EVT-FHD26-GA')],
      ['another event’s ticket', 'family-history-day-2026', await idOf('EVT-PSS27-GA')],
      ['the priority-processing add-on', 'family-history-day-2026', await idOf('ADDON-PRIORITY')],
      ['an id the store has not', 'family-history-day-2026', '999999'],
    ];
    for (const [what, slug, productId] of cases) {
      await clearStoreRequests();
      const res = await buy(slug, productId);
      expect([what, res.status]).toEqual([what, 422]);
      expect(textOf(await res.text()), what).toContain(ADD_TO_CART_ERROR);
      expect(
        (await storeRequests()).filter((r) => r.method === 'POST').map((r) => r.path),
        what,
      ).toEqual([]);
    }
    // The page's own ticket still goes in.
    expect((await buy('family-history-day-2026', await idOf('EVT-FHD26-GA'))).status).toBe(303);
  });

  it('lands a refused form on its error summary, which takes the focus', async () => {
    const cookie = await logInCookie();
    const page = await (await site('/events/family-history-day-2026?added=1', { cookie })).text();
    // An address that claims an add says nothing of it.
    expect(page).not.toContain('Your ticket is in your cart.');
    // The form posts to the page without the query, its fragment the summary a refusal renders.
    expect(page).toContain('action="/events/family-history-day-2026#purchase-errors"');
    const res = await post(cookie, {
      product_id: '1',
      badge_name: '',
      country: '',
      region: '',
      city: '',
      dietary_restriction: 'none',
    });
    expect(res.status).toBe(422);
    const refused = await res.text();
    expect(refused).toMatch(/<div id="purchase-errors" tabindex="-1"[^>]*role="alert"/);
    expect(refused).toContain('Badge name is required.');
  });
});
