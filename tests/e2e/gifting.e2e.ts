// The gifting pages in a browser: a gift given up to the cart, its confirmation modal (focus
// inside, Escape closes it and removes the flag), field messages, and an ambassador's extra option.
import { logIn, resetStore } from './session.ts';
import { expect, test } from './test.ts';

test.afterEach(resetStore);

const AMBASSADOR = { email: 'jordan.ambassador@example.com', password: 'memories-2026' };

test('give a year of Video Streaming by email, then close the confirmation with Escape', async ({ page, baseURL }) => {
  await logIn(page, baseURL!);
  await page.goto('/gifting/video-streaming');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Give Video Streaming');
  await expect(page.getByTestId('gift-price')).toHaveCount(3);
  await page.getByRole('radio', { name: /1 year/ }).check();
  await page.getByLabel('Their name').fill('Robin Lee');
  await page.getByLabel('Their email (for email delivery)').fill('robin@example.com');
  const countBefore = Number(await page.getByTestId('cart-count').first().textContent());
  await page.getByRole('button', { name: 'Add gift to cart' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your gift is in your cart' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\?gift=added&duration=1-year&delivery=email#gift-confirmation$/);
  await expect(dialog).toContainText('Video Streaming, 1 year');
  await expect(page.getByRole('link', { name: 'Go to your cart' })).toBeFocused();
  await expect(page.getByTestId('cart-count').first()).toHaveText(String(countBefore + 1));
  // Focus stays in the dialog.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Go to your cart' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/gifting\/video-streaming#gift-form$/);
  // Back where the gift was given, at its form.
  await expect(page.getByTestId('gift-form')).toBeInViewport();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a later gift without a day is answered beside the field, keeping what was typed', async ({ page, baseURL }) => {
  await logIn(page, baseURL!);
  await page.goto('/gifting/artisan');
  await page.getByLabel('Their name').fill('Sam');
  await page.getByRole('radio', { name: 'Printed, to give in person' }).check();
  await page.getByRole('radio', { name: 'On a later date' }).check();
  await page.getByRole('button', { name: 'Add gift to cart' }).click();
  await expect(page.getByTestId('gift-error-send_on')).toHaveText('Choose the day to send the gift.');
  await expect(page.getByLabel('The day to send it (when sent on a later date)')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(page.getByLabel('Their name')).toHaveValue('Sam');
  await expect(page.getByRole('radio', { name: 'On a later date' })).toBeChecked();
});

test('Gift Management can be chosen by an ambassador only', async ({ page, baseURL }) => {
  await page.goto('/gifting/pixels2pages');
  await expect(page.getByRole('link', { name: 'Log in to give this gift' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Gift Management (ambassadors only)' })).toBeDisabled();
  await logIn(page, baseURL!, AMBASSADOR);
  await page.goto('/gifting/pixels2pages');
  await expect(page.getByRole('radio', { name: 'Gift Management (ambassadors only)' })).toBeEnabled();
});

// Issue 35: the gift pages are found from the gift guide and from each gifted product's own page.
test('the gift guide leads to every gift page, and each gifted product says it can be given', async ({ page }) => {
  await page.goto('/gift-guide');
  const gifts = page.locator('#gifts-to-give');
  const giftPaths = ['artisan', 'facial-recognition', 'forever-storage', 'pixels2pages', 'video-streaming'].map(
    (s) => `/gifting/${s}`,
  );
  const hrefs = await gifts
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  expect(hrefs.sort()).toEqual(giftPaths);
  await page.getByRole('link', { name: 'Choose a gift' }).click();
  await expect(gifts).toBeInViewport();
  // The idea cards lead somewhere on this site too, not only away.
  const ideas = page.getByTestId('feature-grid').filter({ hasText: 'Ideas by who it is for' });
  await expect(ideas.getByRole('link')).toHaveCount(6);
  await gifts.getByRole('link', { name: 'Video Streaming' }).click();
  await expect(page).toHaveURL(/\/gifting\/video-streaming$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Give Video Streaming');

  const owners: [string, string][] = [
    ['/preserve-and-share', '/gifting/forever-storage'],
    ['/artisan', '/gifting/artisan'],
    ['/pixels2pages', '/gifting/pixels2pages'],
    ['/video', '/gifting/video-streaming'],
    ['/facial-recognition', '/gifting/facial-recognition'],
  ];
  for (const [product, gift] of owners) {
    await page.goto(product);
    const offer = page.getByTestId('gift-offer');
    await expect(offer, product).toContainText('can be given');
    await expect(offer.getByRole('link', { name: /^Give / })).toHaveAttribute('href', gift);
  }
});
