// /digital-conversion/estimator against the fixture store: the state in the URL, the no-JavaScript
// round trips, and prices in the HTML when the store is quick, streamed in when it is late (or
// said to be unavailable).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { control, site, textOf } from '#tests/worker/helpers.ts';

afterEach(() => control('store', '/reset'));

const PATH = '/digital-conversion/estimator';
const FULL =
  `${PATH}?step=summary&steps=tapes,film,pictures,audio,scans` +
  '&box=have&tapes=3&film=120&pictures=60&audio=2&scans=5';

describe('/digital-conversion/estimator', () => {
  it('starts at the what step, with canonical URL and title', async () => {
    const res = await site(PATH);
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('<title>Digitization Estimator');
    expect(page).toContain('rel="canonical" href="http://localhost:8787/digital-conversion/estimator"');
    expect(page).toContain('data-step="what"');
    expect(page).toContain('Step 1 of 3: What are you digitizing?');
    expect(page).toContain('data-island="Estimator"');
  });

  it('prices the estimate in the HTML when the store answers within the wait; the island gets the prices', async () => {
    const page = await (await site(FULL)).text();
    expect(page).toContain('data-step="summary"');
    expect(page).toContain('3 video tapes');
    expect(page).toContain('120 ft of film');
    expect(page).not.toContain('data-testid="estimate-prices-loading"');
    // 3 × $34.99, 3 × $29.99 (120 ft is three 50 ft units), 60 photos and 5 scans at $19.99 a set of 25, 2 × $19.99
    expect(page).toMatch(/data-testid="estimate-total">\$286\.90</);
    expect(page).not.toContain('id="digitization-prices"');
    const props = JSON.parse(/<script type="application\/json" data-island-props="">(.*?)<\/script>/.exec(page)![1]!);
    expect(props.store.prices).toEqual({
      'GB220-Video tape conversion': 3499,
      'ITEM-118-Film-50ft': 2999,
      'GB230-Photo Conversion': 1999,
      'GB219-Audio tape conversion': 1999,
    });
  });

  it('streams the unit prices of its SKUs on their feed when the store is late', async () => {
    await control('store', '/fault', {
      mode: 'slow',
      delayMs: 1_000,
      path: '/api/v1/products/GB230-Photo Conversion',
      times: 1,
    });
    const page = await (await site(FULL)).text();
    expect(page).toContain('data-testid="estimate-prices-loading"');
    expect(page).toContain('href="/digital-conversion/estimator?');
    expect(page).toContain('wait=store" class="underline">Show this page with its prices</a>');
    const feed = page.match(/<script type="application\/json" id="digitization-prices">(.*?)<\/script>/)?.[1];
    expect(JSON.parse(feed ?? 'null')).toMatchObject({
      prices: {
        'GB220-Video tape conversion': 3499,
        'ITEM-118-Film-50ft': 2999,
        'GB230-Photo Conversion': 1999,
        'GB219-Audio tape conversion': 1999,
      },
    });
  });

  it('applies a step submitted without JavaScript and redirects to the new state', async () => {
    const res = await site(`${PATH}?picks=1&pick=video&pick=audio&go=next`);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${PATH}?step=box&steps=tapes%2Cfilm%2Caudio`);
    const back = await site(`${PATH}?step=tapes&steps=tapes%2Cfilm&tapes=2&go=back`);
    expect(back.headers.get('location')).toBe(`${PATH}?step=box&steps=tapes%2Cfilm&tapes=2`);
  });

  it('refuses Next without a count and says why, keeping the step', async () => {
    const res = await site(`${PATH}?step=audio&steps=audio&audio=0&go=next`);
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('data-step="audio"');
    expect(page).toContain('Enter how many audio tapes you are sending, 1 or more, to go on.');
  });

  it('reads hostile input as the nearest valid state', async () => {
    const res = await site(`${PATH}?step=%3Cscript%3E&steps=%22%3E,film&film=1e9&box=%00&go=%3Cx%3E`);
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('data-step="what"');
    expect(page).not.toContain('<script>');
  });

  it('answers every hostile query with a page or a redirect back to itself, never a 5xx', async () => {
    const queries = [
      'steps[]=audio&audio[]=1',
      'step=summary&steps=audio,audio,audio&audio=1&audio=2',
      'picks=1&pick=video&pick=%00&pick=scans&go=next&go=back',
      `steps=${'tapes,'.repeat(500)}&tapes=${'9'.repeat(400)}`,
      'go=reset&box=have&step=box',
      'go=scans&step=what',
      'step=__proto__&steps=constructor,toString&box=__proto__',
      '%E0%A4%A=1&step=%ZZ',
    ];
    for (const q of queries) {
      const res = await site(`${PATH}?${q}`);
      expect(res.status, q).toBeLessThan(400);
      if (res.status >= 300) expect(res.headers.get('location'), q).toMatch(/^\/digital-conversion\/estimator(\?|$)/);
      await res.body?.cancel();
    }
  });

  it('names the box that fits a visitor who needs one: price, options and total; the summary adds it', async () => {
    // 3 tapes and 120 ft of film (three 50 ft reels): 6 items, the 10-item box.
    const page = await (await site(`${PATH}?step=summary&steps=tapes,film&box=need&tapes=3&film=120`)).text();
    const box = page.slice(
      page.indexOf('data-testid="estimate-box"'),
      page.indexOf('</section>', page.indexOf('data-testid="estimate-box"')),
    );
    expect(box).toContain('The Forever Box (10 items) holds up to 10 items, and you are sending 6.');
    expect(box).toContain('data-testid="box-price">$279.20');
    expect(box).toContain('action="/digital-conversion/order/forever-box-10" method="post"');
    expect(box).toContain('name="boxes" value="1"');
    expect(box).toContain('name="dvdSet"');
    expect(box).toMatch(/data-testid="estimate-box-total">\$279\.20</);
    expect(box).toContain('Priority: about 3 weeks, $49.99 a box');
    // What is charged is the box, said plainly; the item-by-item figure is a comparison, not charged.
    const said = textOf(page);
    expect(said).toContain('Item by item, not charged with a Forever Box $');
    expect(said).toContain(
      'That figure is what digitizing these items would cost one by one, sent in a box of your own: you do not ' +
        'pay it. We send you a prepaid, tracked Forever Box to fill and send back, and you pay the box that ' +
        'fits, below: its price includes digitizing what it holds.',
    );
    expect(textOf(box)).toContain(
      'What you pay: $279.20 for the Forever Box (10 items) with the options chosen above, digitizing included ' +
        '(add the price beside each option you change) . This is what Add box to cart puts in your cart.',
    );

    // 120 audio tapes: past the 50-item box, three of them; no DVDs without videos.
    const many = await (await site(`${PATH}?step=summary&steps=audio&box=need&audio=120`)).text();
    expect(many).toContain('3 × Forever Box (50 items) hold up to 150 items, and you are sending 120.');
    expect(many).toContain('name="boxes" value="3"');
    expect(many).not.toContain('name="dvdSet"');
    // Whole dollars, in the format of the page's other prices, which have cents (issue 35).
    expect(many).toMatch(/data-testid="estimate-box-total">\$3,897\.00</);
    expect(textOf(many)).toContain(
      'What you pay: $3,897.00 for 3 × Forever Box (50 items) with the options chosen above, digitizing included',
    );

    // A visitor with a box of their own is offered none, and pays the items: their total is the estimate.
    const own = await (await site(FULL)).text();
    expect(own).not.toContain('data-testid="estimate-box"');
    expect(textOf(own)).toContain('Estimated total $');
    expect(own).not.toContain('not charged');
  });

  it('says so, and leads to the boxes, when the store cannot give its boxes', async () => {
    await control('store', '/fault', { mode: 'error', status: 500, path: '/api/v1/groups/batch' });
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const page = await (await site(`${PATH}?step=summary&steps=tapes,film&box=need&tapes=3&film=120`)).text();
      expect(page).toContain('data-testid="estimate-box-unavailable"');
      expect(page).toContain('href="/digital-conversion/order" class="underline">See our boxes</a>');
      // The per-item prices still came.
      expect(page).toContain('data-testid="estimate-total"');
    } finally {
      reported.mockRestore();
    }
  });

  it('still works when the store is down, and says prices are unavailable', async () => {
    await control('store', '/fault', { mode: 'down' });
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const res = await site(FULL);
      expect(res.status).toBe(200);
      const page = await res.text();
      expect(page).toContain('3 video tapes');
      expect(page).toContain('data-testid="estimate-prices-unavailable"');
      expect(reported).toHaveBeenCalled();
    } finally {
      reported.mockRestore();
    }
  });

  it('sends the working form before a slow store answers', async () => {
    await control('store', '/fault', {
      mode: 'slow',
      delayMs: 20_000,
      path: '/api/v1/products/GB230-Photo Conversion',
    });
    const res = await site(FULL);
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let head = '';
    while (!head.includes('data-testid="estimate-prices-loading"')) {
      const { value, done } = await reader.read();
      if (done) break;
      head += decoder.decode(value);
    }
    expect(head).toContain('data-step="summary"');
    expect(head).toContain('data-island="Estimator"');
    expect(head).not.toContain('id="digitization-prices"');
    await reader.cancel();
  });
});
