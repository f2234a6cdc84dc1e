// The gifting pages (issue 11): gift lengths priced live from the store, the gift form posted to
// the page (delivery, recipient, timing; Gift Management for ambassadors only), the confirmation
// modal opened by a query flag, and a store that fails never taking a page down.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatUsd } from '#core/domain/money.ts';
import { findProduct } from '#tests/fixtures/store/catalogue.ts';
import {
  AMBASSADOR,
  clearStoreRequests,
  control,
  formPost,
  logInCookie,
  site,
  storeRequests,
  withCookiesSet,
} from '#tests/worker/helpers.ts';

afterEach(() => control('store', '/reset'));

const LINES: Record<string, string> = {
  '/gifting/artisan': 'artisan',
  '/gifting/facial-recognition': 'facial-recognition',
  '/gifting/forever-storage': 'forever-storage',
  '/gifting/pixels2pages': 'pixels2pages',
  '/gifting/video-streaming': 'video-streaming',
};
const DURATIONS = ['1-month', '3-months', '1-year'];
const product = (slug: string) => {
  const p = findProduct(slug, 'slug');
  if (!p) throw new Error(`no fixture product ${slug}`);
  return p;
};
const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);
/** Every Gift Management radio of the page (a streamed one follows its fallback) and whether it can be chosen. */
const giftMgmt = (page: string) =>
  [...page.matchAll(/<input[^>]*value="gift_mgmt"[^>]*>/g)].map((m) => !m[0].includes('disabled=""'));
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe.each(Object.entries(LINES))('%s', (path, line) => {
  it('answers 200 with one h1, each gift length priced from the store, and the form without script', async () => {
    const res = await site(path);
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page.match(/<h1[\s>]/g)).toHaveLength(1);
    for (const d of DURATIONS) {
      const p = product(`${line}-gift-${d}`);
      if (p.enabled) expect(page, d).toContain(formatUsd(p.promotionPrice ?? p.price_cents));
    }
    expect(page).toContain(`action="${path}#gift-form" method="post"`);
    expect(page.match(/name="duration"/g)).toHaveLength(3);
    expect(page).toContain('Log in to give this gift');
    expect(giftMgmt(page)).toEqual([false]);
    // The chromeless layout: no support widget.
    expect(page).not.toContain('support-widget');
  });
});

describe('what the page offers', () => {
  it('marks a gift length the store does not sell as not available', async () => {
    expect(product('forever-storage-gift-3-months').enabled).toBe(false);
    const page = await (await site('/gifting/forever-storage')).text();
    expect(page).toContain('Not available');
  });

  it('offers delivery by email, print or both, and Gift Management to choose only to an ambassador', async () => {
    const customer = await (await site('/gifting/artisan', { cookie: await logInCookie() })).text();
    for (const m of ['email', 'print', 'both']) expect(customer).toContain(`value="${m}"`);
    expect(giftMgmt(customer)).toEqual([false, false]);
    expect(customer).toContain('data-testid="gift-submit"');
    const ambassador = await (await site('/gifting/artisan', { cookie: await logInCookie(AMBASSADOR) })).text();
    expect(giftMgmt(ambassador)).toEqual([false, true]);
  });

  it.each([
    ['is down', { mode: 'down', path: '/api/v1/groups' }],
    ['answers 500', { mode: 'error', status: 500, path: '/api/v1/groups' }],
    ['answers malformed JSON', { mode: 'malformed', path: '/api/v1/groups' }],
  ])(
    'stands when the store %s: the form renders, the prices say so with a retry link, the error is reported',
    async (_n, fault) => {
      await control('store', '/fault', fault);
      const reported = quiet();
      try {
        const res = await site('/gifting/video-streaming');
        expect(res.status).toBe(200);
        const page = await res.text();
        expect(page).toContain('Give Video Streaming</h1>');
        expect(page).toContain('data-testid="gift-form"');
        expect(page).toContain('Gift prices could not be loaded right now.');
        expect(page).toContain('<a href="/gifting/video-streaming">Try again</a>');
        expect(reported).toHaveBeenCalledWith(expect.stringContaining('part=gift-prices'), expect.anything());
      } finally {
        reported.mockRestore();
      }
    },
  );
});

describe('the confirmation modal', () => {
  it('opens from the query flag beside the gift’s cookie as a dialog, closed by a link without it', async () => {
    const query = `gift=added&duration=3-months&delivery=both&send_on=${day(10)}`;
    const flash = `cart_added=${encodeURIComponent(JSON.stringify({ item: query, count: 4 }))}`;
    // The add that set the cookie was signed in; a confirmation counts only beside a session (decision 063).
    const page = await (
      await site(`/gifting/pixels2pages?${query}`, { cookie: `${await logInCookie()}; ${flash}` })
    ).text();
    expect(page).toContain('role="dialog"');
    expect(page).toContain('aria-modal="true"');
    expect(page).toContain('Your gift is in your cart');
    expect(page).toContain('pixels2Pages Membership, 3 months');
    expect(page).toContain('Email and print');
    expect(page).toMatch(/<a href="\/gifting\/pixels2pages#gift-form" class="btn-secondary" data-close="">Close<\/a>/);
  });

  it.each([
    '',
    '?gift=1',
    '?gift=added&duration=2-years&delivery=email',
    '?gift=added&duration=1-year&delivery=carrier-pigeon',
    // A flag no gift's add went with: a crafted link.
    '?gift=added&duration=1-year&delivery=email',
  ])('stays shut for %s', async (query) => {
    const res = await site(`/gifting/artisan${query}`);
    expect(res.status).toBe(200);
    expect(await res.text()).not.toContain('role="dialog"');
  });
});

describe('giving', () => {
  const GIFT = {
    duration: '1-year',
    delivery: 'email',
    recipient_name: 'Robin Lee',
    recipient_email: 'robin@example.com',
    message: 'Happy birthday!',
    timing: 'immediately',
    send_on: '',
  };

  it('sends a signed-out giver to log in first', async () => {
    const res = await formPost('/gifting/artisan', '', GIFT);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toContain('log-in');
  });

  it('puts the gift in the cart with its delivery, then opens the confirmation', async () => {
    const cookie = await logInCookie();
    await clearStoreRequests();
    const res = await formPost('/gifting/artisan', cookie, { ...GIFT, timing: 'later', send_on: day(7) });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(
      `/gifting/artisan?gift=added&duration=1-year&delivery=email&send_on=${day(7)}#gift-confirmation`,
    );
    expect((await storeRequests()).filter((r) => r.path.endsWith('/current_order/line_items'))).toHaveLength(1);
    const back = res.headers.get('location')!.split('#')[0]!;
    const after = await (await site(back, { cookie: withCookiesSet(cookie, res) })).text();
    expect(after).toContain('Your gift is in your cart');
    expect(after).not.toContain('Robin');
    // The confirmation is shown only once: the same address again shows no confirmation.
    expect(await (await site(back, { cookie })).text()).not.toContain('Your gift is in your cart');
  });

  it.each([
    ['no name', { recipient_name: '  ' }, 'recipient_name', 'Enter the name of the person'],
    ['email delivery without an address', { recipient_email: '' }, 'recipient_email', 'Enter the email address'],
    ['a bad address', { recipient_email: 'robin@' }, 'recipient_email', 'Enter a valid email address.'],
    ['a later gift without a day', { timing: 'later' }, 'send_on', 'Choose the day to send the gift.'],
    ['a day in the past', { timing: 'later', send_on: day(-1) }, 'send_on', 'Choose a day after today.'],
    ['a day over a year ahead', { timing: 'later', send_on: day(400) }, 'send_on', 'Choose a day within a year.'],
    ['an unknown length', { duration: '2-years' }, 'duration', 'Choose how long the gift lasts.'],
    [
      'Gift Management by a customer',
      { delivery: 'gift_mgmt' },
      'delivery',
      'Gift Management is for ambassadors only.',
    ],
  ])(
    'answers %s with a 422, the message beside the field and what was typed kept',
    async (_n, change, field, message) => {
      const cookie = await logInCookie();
      await clearStoreRequests();
      const res = await formPost('/gifting/facial-recognition', cookie, { ...GIFT, ...change });
      expect(res.status).toBe(422);
      const page = await res.text();
      expect(page).toContain(`data-testid="gift-error-${field}">${message}`);
      expect(page).toContain('Please check the gift details below.');
      expect(page).toContain('Happy birthday!</textarea>');
      expect((await storeRequests()).some((r) => r.path.includes('line_items'))).toBe(false);
    },
  );

  it('lets an ambassador give by Gift Management, without an email address', async () => {
    const cookie = await logInCookie(AMBASSADOR);
    const res = await formPost('/gifting/video-streaming', cookie, {
      ...GIFT,
      delivery: 'gift_mgmt',
      recipient_email: '',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toContain('delivery=gift_mgmt');
  });

  it('answers a length the store does not sell with a 422 and the SPEC §8 text', async () => {
    const cookie = await logInCookie();
    const res = await formPost('/gifting/forever-storage', cookie, { ...GIFT, duration: '3-months' });
    expect(res.status).toBe(422);
    expect(await res.text()).toContain(
      'Something went wrong and we were unable to add this product to your cart. Please try again later.',
    );
  });

  it('answers a failing cart with a 502 and the SPEC §8 text, keeping what was typed, never a 500', async () => {
    const cookie = await logInCookie();
    await control('store', '/fault', { mode: 'error', status: 500, path: '/api/v1/current_order/line_items' });
    const reported = quiet();
    try {
      const res = await formPost('/gifting/artisan', cookie, GIFT);
      expect(res.status).toBe(502);
      const page = await res.text();
      expect(page).toContain('unable to add this product to your cart');
      expect(page).toContain('value="Robin Lee"');
      expect(page).not.toContain('role="dialog"');
    } finally {
      reported.mockRestore();
    }
  });

  it('answers a body that is not a form with a 422, never a 500', async () => {
    const cookie = await logInCookie();
    const res = await site('/gifting/artisan', {
      method: 'POST',
      cookie,
      headers: { 'content-type': 'application/json' },
      body: '{"x":',
    });
    expect(res.status).toBe(422);
  });
});
