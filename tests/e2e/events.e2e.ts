// Buying an event ticket up to the cart against the fixture store, and a ticket product that
// fails to load (SPEC §8).
import { logIn, resetStore, storeFault } from './session.ts';
import { expect, test } from './test.ts';

test.afterEach(resetStore);

test('find an event, fix the attendee form and buy a ticket up to the cart', async ({ page, baseURL }) => {
  await logIn(page, baseURL!);
  await page.goto('/events');
  await page.getByRole('link', { name: 'Family History Day (Online)' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Family History Day (Online)');
  const ticket = page.getByTestId('event-ticket').first();
  await expect(ticket.getByTestId('ticket-price')).toHaveText('$49');
  const countBefore = Number(await page.getByTestId('cart-count').first().textContent());

  await ticket.getByLabel('Badge name').fill('Casey');
  await ticket.getByRole('button', { name: 'Add ticket to cart' }).click();
  await expect(page.getByTestId('purchase-errors')).toContainText('Country is required.');

  const form = page.getByTestId('attendee-form').first();
  await form.getByLabel('Badge name').fill('Casey');
  await form.getByLabel('Country').fill('United States');
  await form.getByLabel('State or region').fill('Idaho');
  await form.getByLabel('City').fill('Boise');
  await form.getByLabel('Dietary restriction').selectOption('vegan');
  await form.getByRole('button', { name: 'Add ticket to cart' }).click();

  await expect(page.getByTestId('ticket-added')).toBeVisible();
  // In the cart, not yet paid: said so, and the form stays for a family member's ticket.
  await expect(ticket.getByTestId('ticket-in-cart')).toHaveText(/In your cart, not yet paid: a ticket for Casey\./);
  await expect(ticket.getByTestId('ticket-held')).toHaveCount(0);
  await expect(ticket.getByTestId('attendee-form')).toBeVisible();
  await expect(page.getByTestId('cart-count').first()).toHaveText(String(countBefore + 1));
});

/** Whether the whole of this element is inside the window as it is scrolled. */
const inView = (el: Element) => {
  const box = el.getBoundingClientRect();
  return box.top >= 0 && box.bottom <= window.innerHeight;
};

for (const javaScriptEnabled of [true, false]) {
  test.describe(`a refused ticket form on a phone, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled });

    test('comes back landing on its error summary', async ({ page, baseURL }) => {
      await logIn(page, baseURL!);
      await page.goto('/events/preserve-and-share-summit-2027');
      const form = page.getByTestId('attendee-form').last();
      await form.getByRole('button', { name: 'Add ticket to cart' }).click();
      const summary = page.getByTestId('purchase-errors');
      await expect(summary).toContainText('Badge name is required.');
      await expect.poll(() => summary.evaluate(inView)).toBe(true);
      // With script the summary takes the focus, so the keyboard and a screen reader are there too.
      if (javaScriptEnabled) await expect(summary).toBeFocused();
    });
  });
}

test('a ticket product that fails to load marks every ticket errored; the page stands', async ({ page }) => {
  await storeFault({ mode: 'error', status: 500, path: '/api/v1/products/EVT-PSS27-GA' });
  await page.goto('/events/preserve-and-share-summit-2027');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Preserve & Share Summit 2027');
  await expect(page.getByTestId('event-ticket')).toHaveCount(2);
  for (const t of await page.getByTestId('event-ticket').all())
    await expect(t).toHaveAttribute('data-state', 'errored');
  await expect(page.getByText('Opening keynote', { exact: false })).toBeVisible();
});

test('an event tells its time in its own zone, and its badge is whole at every width', async ({ page }) => {
  await page.goto('/events/preserve-and-share-summit-2027');
  await expect(page.getByText('Thursday, April 15, 2027 at 9:00 AM Eastern Daylight Time')).toBeVisible();
  const badge = page.getByTestId('event-badge');
  for (const width of [320, 390, 768, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(badge).toHaveText('Early bird pricing ends February 1');
    // Nothing of it cut off: its text fits its box, and its box the panel it sits in.
    const fits = await badge.evaluate((el) => {
      const text = el.querySelector('span')!.getBoundingClientRect();
      const box = el.getBoundingClientRect();
      const panel = el.parentElement!.getBoundingClientRect();
      return (
        text.left >= box.left &&
        text.right <= box.right &&
        box.left >= panel.left &&
        box.right <= panel.right &&
        el.scrollWidth <= el.clientWidth
      );
    });
    expect(fits, `${width} px`).toBe(true);
  }
});
