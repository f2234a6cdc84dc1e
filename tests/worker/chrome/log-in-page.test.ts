import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import { CUSTOMER, control, logInCookie, ORIGIN, resetFixtures, serve, site } from '#tests/worker/helpers.ts';
import { createApp } from '#worker/app.ts';

afterEach(resetFixtures);

const production = (path: string, cookie?: string) =>
  serve(createApp(), new Request(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' }), {
    ...env,
    APP_ENV: 'production',
    IMAGE_RESIZING: 'zone',
  });
const formProps = (html: string) =>
  JSON.parse(
    /<script type="application\/json" data-island-props="">([^<]*)<\/script><div data-island="LogInForm"/.exec(
      html,
    )?.[1] ?? 'null',
  );

const HOSTILE = [
  '//evil.example',
  'https://evil.example',
  '//evil.example/yours',
  '/\\evil.example',
  'javascript:alert(1)',
  '/yours/../admin',
];

describe('/log-in in development: the in-app page', () => {
  it('renders the log-in form with labelled fields, its head and the navigationless layout', async () => {
    const res = await site('/log-in?redirectTo=/yours/search?term=mugs');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Log In | Forever Memories</title>');
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('<label for="log-in-email"');
    expect(html).toMatch(/<input id="log-in-email" type="email"[^>]*required/);
    expect(html).toContain('<label for="log-in-password"');
    expect(html).toMatch(/<input id="log-in-password" type="password"/);
    expect(html).toMatch(/<p id="log-in-error" aria-live="assertive"/);
    expect(html).toMatch(/<button type="submit"[^>]*>Log In<\/button>/);
    expect(formProps(html)).toMatchObject({ redirectTo: '/yours/search?term=mugs' });
    expect(html).not.toContain('aria-label="Primary"');
  });

  it('goes home after log-in when there is no redirectTo', async () => {
    expect(formProps(await (await site('/log-in')).text())).toMatchObject({ redirectTo: '/' });
  });

  it.each(HOSTILE)('drops the hostile redirectTo %s', async (target) => {
    const res = await site(`/log-in?redirectTo=${encodeURIComponent(target)}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(formProps(html)).toMatchObject({ redirectTo: '/' });
    expect(html).not.toContain('evil.example');
  });

  it('sends a signed-in user home (SPEC §4)', async () => {
    const res = await site('/log-in?redirectTo=/yours', { cookie: await logInCookie(CUSTOMER) });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
  });

  it('shows the form when the cookie is there but the core API does not confirm the user', async () => {
    const cookie = await logInCookie(CUSTOMER);
    await control('store', '/fault', { mode: 'down' });
    const res = await site('/log-in', { cookie });
    expect(res.status).toBe(200);
    expect(formProps(await res.text())).toMatchObject({ redirectTo: '/' });
  });
});

describe('the log-in form without JavaScript: where it goes afterwards', () => {
  // Found by the fuzzing bar (tests/worker/quality): a NUL in redirectTo made the redirect a 500.
  it.each(['/yours?x=\u0000', '/yours?x=\r\nSet-Cookie: a=b'])(
    'goes home when redirectTo carries a control character: %j',
    async (target) => {
      const res = await site(`/log-in?redirectTo=${encodeURIComponent(target)}`, {
        method: 'POST',
        body: new URLSearchParams(CUSTOMER),
      });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/');
    },
  );
});

describe('/log-in in production: the external page (SPEC §2.4)', () => {
  it('redirects to LOGIN_URL with the absolute URL of the target', async () => {
    const res = await production('/log-in?redirectTo=%2Fyours%2Fsearch%3Fterm%3Dmugs');
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(env.LOGIN_URL);
    // Back through this site's /login callback (docs/decisions/022), with the state only this
    // browser's cookie holds (decision 036).
    const state = /^login_state=([A-Za-z0-9_-]{43});/.exec(
      res.headers.getSetCookie().find((c) => c.startsWith('login_state='))!,
    )![1];
    expect(location.searchParams.get('redirectTo')).toBe(
      `${ORIGIN}/login?redirectTo=%2Fyours%2Fsearch%3Fterm%3Dmugs&state=${state}`,
    );
  });

  it('gives every log-in a state of its own', async () => {
    const states = await Promise.all(
      [1, 2].map(async () =>
        new URL(
          new URL((await production('/log-in')).headers.get('location')!).searchParams.get('redirectTo')!,
        ).searchParams.get('state'),
      ),
    );
    expect(states[0]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(states[0]).not.toBe(states[1]);
  });

  it.each(HOSTILE)('drops the hostile redirectTo %s for the home page', async (target) => {
    const res = await production(`/log-in?redirectTo=${encodeURIComponent(target)}`);
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(new URL(location.searchParams.get('redirectTo')!).searchParams.get('redirectTo')).toBe('/');
    expect(res.headers.get('location')).not.toContain('evil');
  });

  it('sends a signed-in user home rather than to the log-in page', async () => {
    const res = await production('/log-in', await logInCookie(CUSTOMER));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
  });
});
