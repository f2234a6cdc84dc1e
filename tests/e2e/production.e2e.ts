// The site as production runs it: a second site worker on the suite's D1 and fixtures, with
// APP_ENV=production, behind wrangler dev's imitation of the edge.
//
// The log-in in a real browser (SPEC §2.4, docs/decisions/022, 036): Log In and Sign Up go to the
// external pages (the fixture store's stand-ins) and come back through /login. What only a browser
// shows: the state cookie (HttpOnly, Path=/login, SameSite=Lax) comes back on the cross-site
// redirect from the external page, with and without JavaScript, and a /login link made by
// someone else signs nobody in.
//
// And what only the runtime in front of the worker shows (issue 24, findings 7 and 10): an
// edge-cache hit reaches a client that sent no Accept-Encoding as plain HTML, and no response
// says Server-Timing.
import { request } from 'node:http';
import type { BrowserContext } from '@playwright/test';
import { freePort } from '#scripts/free-port.ts';
import { startSite } from '#scripts/stack.ts';
import { CUSTOMER, resetStore } from './session.ts';
import { expect, type Page, test } from './test.ts';

const STORE = process.env.E2E_STORE_URL!;
let site: Awaited<ReturnType<typeof startSite>>;

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1280, height: 800 } });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await startSite({
    port: await freePort(),
    stateDir: process.env.E2E_STATE_DIR!,
    cmsUrl: process.env.E2E_CMS_URL!,
    storeUrl: STORE,
    vars: { APP_ENV: 'production', IMAGE_RESIZING: 'zone' },
    quiet: true,
  });
});
test.afterAll(async () => {
  await site?.stop();
});
test.afterEach(async () => {
  await resetStore();
});

const cookieNames = async (context: BrowserContext) => (await context.cookies(site.siteUrl)).map((c) => c.name);

/** On the external page: log in there, as the visitor does. */
async function logInThere(page: Page, credentials = CUSTOMER) {
  await page.waitForURL((url) => url.href.startsWith(`${STORE}/sign_in`));
  await page.getByLabel('Email address').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });

    test('Log In from the header goes to LOGIN_URL and lands back on the page, signed in', async ({
      page,
      context,
    }) => {
      await page.goto(`${site.siteUrl}/our-story/team`);
      await page.getByTestId('log-in-link').click();
      await logInThere(page);
      await page.waitForURL(`${site.siteUrl}/our-story/team`);
      await expect(page.getByTestId('log-in-link')).toHaveCount(0);
      if (javaScriptEnabled)
        await expect(page.getByRole('button', { name: 'Account menu for Casey Morgan' })).toBeVisible();
      // Without script the name is in the page (decisions 056, 089), opening the account menu as a disclosure.
      else await expect(page.getByTestId('account-disclosure').locator('summary')).toContainText('Casey Morgan');
      expect(await cookieNames(context)).toContain('auth_token');
      expect(await cookieNames(context)).not.toContain('login_state');
    });
  });
}

test('Sign Up from the header goes to REGISTER_URL and lands back signed in as the new account', async ({ page }) => {
  await page.goto(`${site.siteUrl}/our-story/team`);
  await page.getByTestId('sign-up-link').click();
  await page.waitForURL((url) => url.href.startsWith(`${STORE}/sign_up`));
  await page.getByLabel('Name').fill('Robin Park');
  await page.getByLabel('Email address').fill('robin.production@example.com');
  await page.getByLabel('Password').fill('shoebox-1987');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.waitForURL(`${site.siteUrl}/our-story/team`);
  await expect(page.getByRole('button', { name: 'Account menu for Robin Park' })).toBeVisible();
});

test("a /login link from someone else's log-in signs nobody in, and leaves a signed-in visitor as they were", async ({
  page,
  browser,
}) => {
  // The attacker starts a log-in in their own browser and stops at the link the external page returns.
  const attacker = await browser.newContext();
  const theirs = await attacker.newPage();
  const callback = (url: URL) => url.origin === site.siteUrl && url.pathname === '/login';
  await theirs.route(callback, (route) => route.abort());
  await theirs.goto(`${site.siteUrl}/log-in?redirectTo=%2Fyours`);
  const link = theirs.waitForRequest((request) => callback(new URL(request.url())));
  await logInThere(theirs, { email: 'jordan.ambassador@example.com', password: CUSTOMER.password });
  const forged = (await link).url();
  await attacker.close();

  // A visitor who is not signed in follows it.
  await page.goto(forged);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('This sign-in link was not started in this browser')).toBeVisible();
  expect(await cookieNames(page.context())).not.toContain('auth_token');

  // A signed-in visitor follows it: still themselves.
  await page.goto(`${site.siteUrl}/our-story/team`);
  await page.getByTestId('log-in-link').click();
  await logInThere(page);
  await page.waitForURL(`${site.siteUrl}/our-story/team`);
  await page.goto(forged);
  await page.goto(`${site.siteUrl}/our-story/team`);
  await expect(page.getByRole('button', { name: 'Account menu for Casey Morgan' })).toBeVisible();
});

/** A GET as plain curl sends it: no Accept-Encoding. */
function plainGet(url: string): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

test('a cached page reaches a client without Accept-Encoding as plain HTML, and says no Server-Timing', async () => {
  const url = `${site.siteUrl}/yours?plain-client=1`;
  const pages = [await plainGet(url), await plainGet(url), await plainGet(url)];
  for (const { headers, body } of pages) {
    expect(headers['content-encoding']).toBeUndefined();
    expect(body.subarray(0, 15).toString()).toBe('<!DOCTYPE html>');
    expect(headers['server-timing']).toBeUndefined();
  }
  expect(pages[2]!.body.equals(pages[1]!.body)).toBe(true);
});
