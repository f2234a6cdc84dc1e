import { describe, expect, it } from 'vitest';
import { isSafeRedirectTarget, safeRedirectTarget } from '#core/domain/redirect-target.ts';

describe('redirect targets after log-in (SPEC §5)', () => {
  it.each([
    '/',
    '/yours',
    '/app/users/casey-morgan/albums',
    '/yours/search?term=photo%20books',
    '/events/family-history-day#tickets',
    '/a-b_c~d@e%20f/',
    '/x?y=1&z=2#frag',
  ])('accepts %s', (target) => expect(isSafeRedirectTarget(target)).toBe(true));

  it.each([
    ['absolute URL', 'https://evil.example/'],
    ['protocol-relative', '//evil.example/path'],
    ['no leading slash', 'yours'],
    ['backslash trick', '/\\evil.example'],
    ['javascript URL', 'javascript:alert(1)'],
    ['dot segment characters', '/yours/../admin'],
    ['space in path', '/your page'],
    ['colon in path', '/a:b'],
    ['empty', ''],
    ['not a string', 42],
    // The target becomes a Location header: a control character there fails the whole response.
    ['NUL in the query', '/yours?x=\u0000'],
    ['CR LF in the query (header splitting)', '/yours?x=\r\nSet-Cookie: a=b'],
    ['a control character in the fragment', '/yours#\u0001'],
    ['non-ASCII in the query', '/yours?term=é'],
  ])('refuses %s', (_label, target) => expect(isSafeRedirectTarget(target)).toBe(false));

  it('falls back when the target is unsafe', () => {
    expect(safeRedirectTarget('https://evil.example')).toBe('/');
    expect(safeRedirectTarget('/yours', '/')).toBe('/yours');
  });
});
