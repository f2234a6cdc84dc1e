import { afterEach, describe, expect, it } from 'vitest';
import { external } from '#core/routes/external.ts';
import { logInCookie, resetFixtures, site, textOf } from '#tests/worker/helpers.ts';
import { ADMIN, managingCasey } from './impersonation.ts';

afterEach(resetFixtures);

const PAGE = '/our-story';
// The chrome without the footer (whose links are the same for everyone); streamed parts included.
const header = (html: string) => html.replace(/<footer[\s\S]*?<\/footer>/, '');

describe('a page while an admin manages a user (SPEC §2.8, §4, §6)', () => {
  it('shows the impersonation banner with Stop Managing, a form that works without script', async () => {
    const res = await site(PAGE, { cookie: await managingCasey(await logInCookie(ADMIN)) });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const html = await res.text();
    expect(textOf(html)).toContain('Logged in as Avery Chen, but acting on behalf of Casey Morgan');
    expect(html).toMatch(/<section aria-label="Managing a user"[^>]*data-testid="impersonation-banner"/);
    expect(html).toMatch(
      /<form data-behaviour="impersonation" data-action="end" [^>]*action="\/api\/impersonations\/end" method="post">/,
    );
    expect(html).toContain(`<input type="hidden" name="returnTo" value="${PAGE}"/>`);
    expect(html).toMatch(/<button type="submit"[^>]*>Stop Managing<\/button>/);
  });

  it('shows the banner in the shell from the marker cookie, so it is there without script', async () => {
    const admin = await logInCookie(ADMIN);
    const started = await site('/api/impersonations', {
      method: 'POST',
      cookie: admin,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: 101 }),
    });
    const cookies = started.headers
      .getSetCookie()
      .filter((c) => /^(auth_token|impersonating)=/.test(c))
      .map((c) => c.split(';')[0])
      .join('; ');
    const html = await (await site(PAGE, { cookie: cookies })).text();
    const shell = html.slice(0, html.indexOf('<div hidden id="S:'));
    expect(textOf(shell)).toContain('Logged in as Avery Chen, but acting on behalf of Casey Morgan');
    expect(shell).toMatch(/<button type="submit"[^>]*>Stop Managing<\/button>/);
    // Signed out, a leftover marker shows nothing.
    expect(
      await (await site(PAGE, { cookie: 'impersonating=%7B%22admin%22%3A%22A%22%2C%22user%22%3A%22B%22%7D' })).text(),
    ).not.toContain('impersonation-banner');
  });

  it('hides the Admin link while impersonating, and Log out ends the impersonation', async () => {
    const admin = await logInCookie(ADMIN);
    const own = await (await site(PAGE, { cookie: admin })).text();
    expect(header(own)).toContain(`href="${external.admin()}"`);
    expect(own).toMatch(/<form [^>]*data-log-out=""/);
    expect(own).not.toContain('data-testid="impersonation-banner"');

    const managing = await (await site(PAGE, { cookie: await managingCasey(admin) })).text();
    expect(header(managing)).not.toContain(`href="${external.admin()}"`);
    expect(managing).not.toContain('data-log-out');
    expect(managing).toMatch(
      /<form [^>]*action="\/api\/impersonations\/end" method="post"><button type="submit"[^>]*>Log out<\/button>/,
    );
    // SPEC §6: settings (My Ambassador) are not for someone acting on a customer's behalf.
    expect(header(managing)).not.toContain(`href="${external.myAmbassador()}"`);
  });

  it('has the one toasts live region on every layout with a chrome', async () => {
    for (const path of [PAGE, '/yours']) {
      const html = await (await site(path)).text();
      expect(html.match(/data-behaviour="toasts"/g)).toHaveLength(1);
      expect(html).toMatch(/<div data-behaviour="toasts" role="status" aria-live="polite"/);
    }
  });
});
