import { describe, expect, it } from 'vitest';
import { type AuthLinkContext, externalAuthUrl, logInHref, returnToOf, signUpHref } from '#client/domain/auth-links.ts';
import { LOG_IN_FAILED, logInErrorText } from '#client/domain/log-in-error.ts';

const dev: AuthLinkContext = {
  appEnv: 'development',
  loginUrl: 'https://accounts.forever-memories.example/sign_in',
  registerUrl: 'https://accounts.forever-memories.example/sign_up',
  origin: 'https://www.forever-memories.example',
  returnTo: '/yours/photo-book-layout-mistakes?ref=nav',
};
const prod: AuthLinkContext = { ...dev, appEnv: 'production' };

describe('Log In and Sign Up links (SPEC §2.4)', () => {
  it('go to the in-app routes with the current path outside production', () => {
    expect(logInHref(dev)).toBe('/log-in?redirectTo=%2Fyours%2Fphoto-book-layout-mistakes%3Fref%3Dnav');
    expect(signUpHref(dev)).toBe('/sign-up?redirectTo=%2Fyours%2Fphoto-book-layout-mistakes%3Fref%3Dnav');
  });

  it('go to the external pages in production, coming back through /login to the page (decision 022)', () => {
    const back = `https://www.forever-memories.example/login?redirectTo=${encodeURIComponent('/yours/photo-book-layout-mistakes?ref=nav')}`;
    const logIn = new URL(logInHref(prod));
    expect(logIn.origin + logIn.pathname).toBe(prod.loginUrl);
    expect(logIn.searchParams.get('redirectTo')).toBe(back);
    const signUp = new URL(signUpHref(prod));
    expect(signUp.origin + signUp.pathname).toBe(prod.registerUrl);
    expect(signUp.searchParams.get('redirectTo')).toBe(back);
  });

  it.each(['//evil.example/x', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)', '/a b'])(
    'drops the unsafe target %s and comes back home instead',
    (returnTo) => {
      expect(logInHref({ ...dev, returnTo })).toBe('/log-in?redirectTo=%2F');
      expect(new URL(logInHref({ ...prod, returnTo })).searchParams.get('redirectTo')).toBe(
        'https://www.forever-memories.example/login?redirectTo=%2F',
      );
    },
  );

  it('keeps a query the external page already has', () => {
    const url = new URL(externalAuthUrl('https://accounts.example/sign_in?brand=forever', 'https://site.example', '/yours'));
    expect(url.searchParams.get('brand')).toBe('forever');
    expect(url.searchParams.get('redirectTo')).toBe('https://site.example/login?redirectTo=%2Fyours');
  });

  it('can never be turned into another host through the target', () => {
    for (const target of ['//evil.example', '/%2F%2Fevil.example', '/@evil.example']) {
      const abs = new URL(
        new URL(externalAuthUrl('https://accounts.example/sign_in', 'https://site.example', target)).searchParams.get('redirectTo')!,
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
    expect(logInErrorText({ error: 'The request body is invalid.', issues: [{ field: 'email', message: 'Enter a valid email address.' }] })).toBe(
      'Enter a valid email address.',
    );
    expect(logInErrorText({ error: 'Invalid email or password.', status: 401 })).toBe('Invalid email or password.');
    expect(logInErrorText(null)).toBe(LOG_IN_FAILED);
    expect(logInErrorText({ error: '' })).toBe(LOG_IN_FAILED);
  });
});
