// Accounts in a real browser: signing up from the header, logging in from a page that needs a
// session and landing back on it, and guest registration with the stand-in captcha.
import { resetStore } from './session.ts';
import { expect, test } from './test.ts';

test.use({ viewport: { width: 1280, height: 800 } });
test.afterEach(async () => {
  await resetStore();
});

test('sign up from the header: field errors first, then the new account back on the page', async ({ page }) => {
  await page.goto('/our-story/team');
  await page.getByTestId('sign-up-link').click();
  await expect(page).toHaveURL(/\/sign-up\?redirectTo=%2Four-story%2Fteam$/);
  await expect(page).toHaveTitle('Sign Up | Forever Memories');

  await page.getByLabel('Email address').fill('not-an-address');
  await page.getByLabel(/^Password/).fill('short');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Enter your name.')).toBeVisible();
  await expect(page.getByText('Enter a valid email address.')).toBeVisible();
  await expect(page.getByText('Use at least 8 characters.')).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Name').fill('Robin Park');
  await page.getByLabel('Email address').fill('robin.park@example.com');
  await page.getByLabel(/^Password/).fill('shoebox-1987');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL((url) => url.pathname === '/our-story/team');
  await expect(page.getByRole('button', { name: 'Account menu for Robin Park' })).toBeVisible();
  await expect(page.getByTestId('sign-up-link')).toHaveCount(0);
});

test('a page that needs a session sends the visitor to /sign_in, and log-in lands back on it', async ({ page }) => {
  // What a protected page answers a signed-out visitor (worker/pages/unit/access.ts).
  const target = '/yours/search?term=vhs';
  await page.goto(`/sign_in?redirectTo=${encodeURIComponent(target)}`);
  await expect(page).toHaveTitle('Log In | Forever Memories');
  await page.getByLabel('Email address').fill('casey@example.com');
  await page.getByLabel('Password', { exact: true }).fill('memories-2026');
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL((url) => url.pathname + url.search === target);
  await expect(page.getByRole('button', { name: 'Account menu for Casey Morgan' })).toBeVisible();
});

test('the log-in page leads to the password reset, which answers without saying whether the account exists', async ({
  page,
}) => {
  await page.goto('/log-in');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/passwords\/new$/);
  await page.getByLabel('Email address').fill('nobody-here@example.com');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'If an account uses that address, we have emailed it a link to choose a new password. Check your inbox.',
  );
});

test('guest registration with the stand-in captcha', async ({ page }) => {
  await page.goto('/guest');
  await expect(page).toHaveTitle('Continue as a Guest | Forever Memories');
  await page.getByLabel('Name').fill('Sam Guest');
  await page.getByLabel('Email address').fill('sam.guest@example.com');
  // Sent before the captcha is done: the page says so and keeps what was typed.
  await page.getByRole('button', { name: 'Register as a Guest' }).click();
  await expect(page.getByText('Complete the captcha, then send the form again.')).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveValue('sam.guest@example.com');

  // The widget has rendered: its checkbox is there, and the note that it needs JavaScript is gone.
  await page.getByLabel(/Verify you are human/).check();
  await expect(page.getByTestId('captcha-needs-js')).toBeHidden();
  await page.getByRole('button', { name: 'Register as a Guest' }).click();
  // The store opened a guest session: home, signed in as the guest.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Account menu for Sam Guest' })).toBeVisible();
  // A first visit is not greeted as a return (issue 35).
  await expect(page.getByTestId('home-welcome')).toContainText('Welcome, Sam Guest.');
  await expect(page.getByTestId('home-welcome')).not.toContainText('Welcome back');
});

test('the stand-in captcha renders a widget the parser reaches only after its script has run', async ({
  page,
  baseURL,
}) => {
  // A document whose parser waits on a slow script between the async captcha script and the widget:
  // the captcha script is let run first (it says so), then the parser goes on to the element.
  const api = `${process.env.E2E_STORE_URL}/turnstile/v0/api.js`;
  await page.route(api, async (route) => {
    const res = await route.fetch();
    await route.fulfill({ response: res, body: `${await res.text()}\nwindow.captchaScriptRan = true;` });
  });
  await page.route('**/parser-waits.js', async (route) => {
    await page.waitForFunction(() => (window as { captchaScriptRan?: boolean }).captchaScriptRan === true);
    await route.fulfill({ contentType: 'text/javascript', body: '' });
  });
  await page.route('**/late-captcha', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body:
        `<!doctype html><html><head><title>Late</title><script src="${api}" async></script></head><body><form>` +
        `<script src="/parser-waits.js"></script><div class="cf-turnstile" ` +
        `data-sitekey="1x00000000000000000000AA"></div></form></body></html>`,
    }),
  );
  await page.goto(`${baseURL}/late-captcha`);
  await expect(page.getByLabel(/Verify you are human/)).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the guest page says the captcha needs JavaScript', async ({ page }) => {
    await page.goto('/guest');
    await expect(
      page.getByText('The captcha needs JavaScript. Turn JavaScript on in your browser to register as a guest.'),
    ).toBeVisible();
  });
});
