// Protected pages and where signing in goes: /sign_in remembers the path, log-in restores it,
// and in production the external page comes back through the /login callback.
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import { CUSTOMER, logInCookie, ORIGIN, resetFixtures, serve } from '#tests/worker/helpers.ts';
import { createApp } from '#worker/app.ts';
import { definePage } from '#worker/pages/unit/define-page.ts';
import { captchaEnv, logInStateOf, production, visit } from './accounts.ts';

afterEach(resetFixtures);

// A per-user page on a route of the table: what any page declared `signed-in` gets.
const mine = definePage({
  route: 'ambassador-card',
  access: 'signed-in',
  load: async (ctx) => ({ name: (await ctx.session()).name ?? '' }),
  head: () => ({ title: 'Your card', description: 'Yours only' }),
  body: ({ data }) => <p data-testid="mine">Hello {data.name}</p>,
});
const app = createApp({ 'ambassador-card': mine });
const get = (path: string, cookie?: string, vars: Record<string, string> = {}) =>
  serve(app, new Request(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' }), {
    ...captchaEnv,
    ...vars,
  });
const formProps = (html: string) =>
  JSON.parse(
    /<script type="application\/json" data-island-props="">([^<]*)<\/script><div data-island="LogInForm"/.exec(
      html,
    )?.[1] ?? 'null',
  );

describe('a protected page, signed out', () => {
  it('goes to /sign_in with the original path and query remembered', async () => {
    const res = await get('/ambassador-card?from=email&x=1');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/sign_in?redirectTo=%2Fambassador-card%3Ffrom%3Demail%26x%3D1');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('/sign_in is the log-in page outside production, and log-in lands back on the page', async () => {
    const signIn = await visit('/sign_in?redirectTo=%2Fambassador-card%3Ffrom%3Demail%26x%3D1');
    expect(signIn.status).toBe(200);
    const html = await signIn.text();
    expect(html).toContain('<title>Log In | Forever Memories</title>');
    expect(html).toContain('<link rel="canonical" href="http://localhost:8787/sign_in"/>');
    expect(formProps(html)).toMatchObject({ redirectTo: '/ambassador-card?from=email&x=1' });
    // The form posts (without JavaScript) to /log-in with the target, which answers with the cookie.
    const post = await visit('/log-in?redirectTo=%2Fambassador-card%3Ffrom%3Demail%26x%3D1', {
      method: 'POST',
      form: CUSTOMER,
    });
    expect(post.status).toBe(303);
    expect(post.headers.get('location')).toBe('/ambassador-card?from=email&x=1');
    const cookie = post.headers.getSetCookie()[0]!.split(';')[0]!;
    const page = await get('/ambassador-card?from=email&x=1', cookie);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<p data-testid="mine">Hello <!-- -->Casey Morgan</p>');
  });

  it.each(['//evil.example', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)'])(
    '/sign_in drops the target %s',
    async (target) => {
      const html = await (await visit(`/sign_in?redirectTo=${encodeURIComponent(target)}`)).text();
      expect(formProps(html)).toMatchObject({ redirectTo: '/' });
      expect(html).not.toContain('evil.example');
    },
  );

  it('/sign_in sends a signed-in visitor home (SPEC §4)', async () => {
    const res = await visit('/sign_in?redirectTo=%2Fyours', { cookie: await logInCookie() });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
  });
});

describe('/sign_in in production: the external log-in page (SPEC §2.4)', () => {
  it('carries the absolute URL of the /login callback, which goes on to the remembered path', async () => {
    const protectedPage = await get('/ambassador-card?x=1', undefined, {
      APP_ENV: 'production',
      IMAGE_RESIZING: 'zone',
    });
    expect(protectedPage.headers.get('location')).toBe('/sign_in?redirectTo=%2Fambassador-card%3Fx%3D1');
    const res = await production('/sign_in?redirectTo=%2Fambassador-card%3Fx%3D1');
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(env.LOGIN_URL);
    expect(location.searchParams.get('redirectTo')).toBe(
      `${ORIGIN}/login?redirectTo=%2Fambassador-card%3Fx%3D1&state=${logInStateOf(res)}`,
    );
  });

  it('the header Log In link goes the same way, through /log-in', async () => {
    const html = await (await production('/our-story/team')).text();
    const href = /<a href="([^"]+)"[^>]*data-testid="log-in-link"/.exec(html)![1]!.replace(/&amp;/g, '&');
    expect(href).toBe('/log-in?redirectTo=%2Four-story%2Fteam');
    const res = await production(href);
    expect(new URL(res.headers.get('location')!).searchParams.get('redirectTo')).toBe(
      `${ORIGIN}/login?redirectTo=%2Four-story%2Fteam&state=${logInStateOf(res)}`,
    );
  });
});
