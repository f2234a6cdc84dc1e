import { describe, expect, it } from 'vitest';
import { type AuthLinkContext, externalAuthUrl, logInHref, returnToOf, signUpHref } from '#core/domain/auth-links.ts';
import { LOG_IN_FAILED, logInErrorText } from '#core/domain/log-in-error.ts';

const here: AuthLinkContext = { returnTo: '/yours/photo-book-layout-mistakes?ref=nav' };
const STATE = 'x'.repeat(43);

describe('Log In and Sign Up links (SPEC §2.4)', () => {
  it('go to the in-app routes with the current path, in production on to the external pages (decision 036)', () => {
    expect(logInHref(here)).toBe('/log-in?redirectTo=%2Fyours%2Fphoto-book-layout-mistakes%3Fref%3Dnav');
    expect(signUpHref(here)).toBe('/sign-up?redirectTo=%2Fyours%2Fphoto-book-layout-mistakes%3Fref%3Dnav');
  });

  it.each(['//evil.example/x', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)', '/a b'])(
    'drop the unsafe target %s and come back home instead',
    (returnTo) => {
      expect(logInHref({ returnTo })).toBe('/log-in?redirectTo=%2F');
      expect(signUpHref({ returnTo })).toBe('/sign-up?redirectTo=%2F');
    },
  );
});

describe("the external page's address (decisions 022, 036)", () => {
  it('comes back through /login with the target and the state', () => {
    const url = new URL(
      externalAuthUrl('https://accounts.example/sign_in', 'https://site.example', '/yours?page=2', STATE),
    );
    expect(url.origin + url.pathname).toBe('https://accounts.example/sign_in');
    expect(url.searchParams.get('redirectTo')).toBe(
      `https://site.example/login?redirectTo=%2Fyours%3Fpage%3D2&state=${STATE}`,
    );
  });

  it('keeps a query the external page already has', () => {
    const url = new URL(
      externalAuthUrl('https://accounts.example/sign_in?brand=forever', 'https://site.example', '/yours', STATE),
    );
    expect(url.searchParams.get('brand')).toBe('forever');
    expect(new URL(url.searchParams.get('redirectTo')!).searchParams.get('redirectTo')).toBe('/yours');
  });

  it('can never be turned into another host through the target', () => {
    for (const target of ['//evil.example', '/%2F%2Fevil.example', '/@evil.example']) {
      const abs = new URL(
        new URL(
          externalAuthUrl('https://accounts.example/sign_in', 'https://site.example', target, STATE),
        ).searchParams.get('redirectTo')!,
      );
      expect(abs.origin).toBe('https://site.example');
      expect(new URL(abs.searchParams.get('redirectTo')!, abs).origin).toBe('https://site.example');
    }
  });
});

describe('the path to come back to', () => {
  it('is the path and query when they pass SPEC §5', () => {
    expect(returnToOf(new URL('https://x.example/yours/search?term=mugs'))).toBe('/yours/search?term=mugs');
  });
  it('leaves out the fragment, which the server never sees', () => {
    expect(returnToOf(new URL('https://x.example/yours?q=a b#x'))).toBe('/yours?q=a%20b');
  });
  it('falls back to /', () => {
    expect(returnToOf(new URL('https://x.example/a.b?x=1'))).toBe('/');
    expect(returnToOf(new URL('https://x.example/a:b'))).toBe('/');
  });
});

describe('log-in failure text', () => {
  it('prefers the first field problem, then the store error, then the general text', () => {
    expect(
      logInErrorText({
        error: 'The request body is invalid.',
        issues: [{ field: 'email', message: 'Enter a valid email address.' }],
      }),
    ).toBe('Enter a valid email address.');
    expect(logInErrorText({ error: 'Invalid email or password.', status: 401 })).toBe('Invalid email or password.');
    expect(logInErrorText(null)).toBe(LOG_IN_FAILED);
    expect(logInErrorText({ error: '' })).toBe(LOG_IN_FAILED);
  });
});
