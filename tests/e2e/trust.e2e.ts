// Issue 35, trust where a shopper decides: a printed product's delivery line says the visitor's own
// dates, worked out in her browser from her clock and time zone (the shared page holds none), and
// the spans without script; every trust line fits a 390 px phone (docs/decisions/090).
import { logIn } from './session.ts';
import { expect, type Page, test } from './test.ts';

const MUGS = '/create-and-print/drinkware/photo-mugs';

/** The first mug the list shows, whichever the store holds. */
async function openFirstMug(page: Page) {
  await page.goto(MUGS);
  const href = await page.locator(`a[href^="${MUGS}/"]`).first().getAttribute('href');
  expect(href).toBeTruthy();
  await page.goto(href!);
}

/** `count` weekdays after a UTC calendar day, counted here on its own (not with the site's code). */
function weekdaysAfter(day: Date, count: number): Date {
  const date = new Date(day);
  for (let left = count; left > 0; ) {
    date.setUTCDate(date.getUTCDate() + 1);
    if (date.getUTCDay() % 6 !== 0) left--;
  }
  return date;
}

const DAY = { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' } as const;
const longDay = (d: Date) => d.toLocaleDateString('en-US', DAY);

/** What the line says when ordered on `today` (a UTC calendar day) for `days` business days. */
const datedLine = (today: Date, days: number) =>
  `Order by ${longDay(today)} to have it by ${longDay(weekdaysAfter(today, days))} by standard shipping.`;

/** The latest production and delivery days the line was given, from its own attributes. */
async function spans(page: Page) {
  const line = page.getByTestId('product-detail').locator('[data-behaviour="delivery-date"]');
  const most = async (name: string) => Number((await line.getAttribute(name))!.split(',')[1]);
  return { line, days: (await most('data-production')) + (await most('data-delivery')) };
}

test.describe('on a phone in Auckland', () => {
  test.use({ viewport: { width: 390, height: 844 }, timezoneId: 'Pacific/Auckland' });

  test('the delivery line counts from her Saturday, not the server’s Friday; every line fits', async ({ page }) => {
    // 20:00 UTC on Friday, November 27 is already Saturday morning in Auckland.
    await page.clock.setFixedTime(new Date('2026-11-27T20:00:00Z'));
    await openFirstMug(page);
    const { line, days } = await spans(page);
    const saturday = new Date(Date.UTC(2026, 10, 28));
    await expect(line).toHaveText(datedLine(saturday, days));
    const lines = page.getByTestId('product-detail').getByTestId('trust-lines').locator('li');
    expect(await lines.count()).toBeGreaterThan(1);
    for (const li of await lines.all()) {
      const box = (await li.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe('in New York at the same moment', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('it is still Friday', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-27T20:00:00Z'));
    await openFirstMug(page);
    const { line, days } = await spans(page);
    const friday = new Date(Date.UTC(2026, 10, 27));
    await expect(line).toHaveText(datedLine(friday, days));
  });
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('the line says the spans, true on any day, and no date', async ({ page }) => {
    await openFirstMug(page);
    const line = page.locator('[data-behaviour="delivery-date"]').first();
    const spans = /^Made in \d+( to \d+)? business days?, then \d+ to \d+ business days to you by standard shipping\.$/;
    await expect(line).toHaveText(spans);
    await expect(page.getByText(/^Order by /)).toHaveCount(0);
  });
});

// Issue 35: the layout checks run at 390 px signed in as a club member while impersonating.
test.describe('at 390 px, signed in as a club member while impersonating', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the lines beside each buy button fit the screen', async ({ page, baseURL }) => {
    const member = { email: 'riley.club@example.com', password: 'memories-2026' };
    // The member's id as the store gives it.
    const session = await fetch(`${process.env.E2E_STORE_URL}/api/v1/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(member),
    });
    const { user } = (await session.json()) as { user: { id: number } };
    await logIn(page, baseURL, { email: 'avery.admin@example.com', password: 'memories-2026' });
    const impersonate = { data: { id: user.id }, headers: { origin: baseURL! } };
    const started = await page.request.post('/api/impersonations', impersonate);
    expect(started.ok()).toBe(true);
    await page.goto('/digital-conversion/order');
    const box = await page.getByTestId('box-card').first().getByRole('link').first().getAttribute('href');
    // A gift page with a promise: storage's gift, a set time, makes none (decision 100).
    for (const path of [box!, '/preserve-and-share', '/forever-club', '/gifting/artisan', '/historian']) {
      await page.goto(path);
      await expect(page.getByTestId('impersonation-banner').filter({ visible: true }), path).toHaveCount(1);
      const lines = page.getByTestId('trust-lines').filter({ visible: true }).locator('li');
      expect(await lines.count(), path).toBeGreaterThan(0);
      for (const li of await lines.all()) {
        const { x, width } = (await li.boundingBox())!;
        expect(x, path).toBeGreaterThanOrEqual(0);
        expect(x + width, path).toBeLessThanOrEqual(390);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    }
  });
});
