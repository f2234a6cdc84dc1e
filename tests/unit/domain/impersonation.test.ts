import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  decodeImpersonating,
  encodeImpersonating,
  endDestination,
  ImpersonationEnd,
  ImpersonationStart,
} from '#core/domain/impersonation.ts';
import { MESSAGES } from '#core/domain/messages.ts';
import { external } from '#core/routes/external.ts';

describe('impersonation (SPEC §4, §8)', () => {
  it('ends on the admin users page for an admin, on the profile otherwise', () => {
    expect(endDestination({ isAdmin: true, slug: 'avery-chen' })).toBe(external.adminUsers());
    expect(endDestination({ isAdmin: false, slug: 'sam-lee' })).toBe(external.user('sam-lee'));
  });
  it('begins with a user id or slug, coming back only to a path of this site', () => {
    expect(v.is(ImpersonationStart, { id: 101 })).toBe(true);
    expect(v.is(ImpersonationStart, { id: '101', returnTo: '/events?page=2' })).toBe(true);
    expect(v.is(ImpersonationStart, { id: 'casey-morgan' })).toBe(true);
    for (const bad of [
      {},
      { id: 0 },
      { id: 1.5 },
      { id: '' },
      { id: '../x' },
      { id: 1, returnTo: '//evil.example' },
      { id: 1, returnTo: 'https://evil.example' },
    ]) {
      expect(v.is(ImpersonationStart, bad)).toBe(false);
    }
    expect(v.is(ImpersonationEnd, {})).toBe(true);
    expect(v.is(ImpersonationEnd, { returnTo: '/\\evil' })).toBe(false);
  });
  it('has the texts of SPEC §2.8 and §8', () => {
    expect(MESSAGES.impersonationBanner('Avery Chen', 'Casey Morgan')).toBe(
      'Logged in as Avery Chen, but acting on behalf of Casey Morgan',
    );
    expect(MESSAGES.impersonationStarted('Casey Morgan')).toBe('Now managing Casey Morgan.');
    expect(MESSAGES.impersonationEnded('Casey Morgan')).toBe('No longer managing Casey Morgan.');
    expect(MESSAGES.impersonationStartFailed).toBe('Could not start managing the selected user. Something went wrong.');
    expect(MESSAGES.impersonationEndFailed).toBe('Something went wrong.');
  });
  it('reads back the marker of who acts for whom, and nothing else', () => {
    const names = { admin: 'Avery Chen', user: 'Casey "CM" Morgan' };
    expect(decodeImpersonating(encodeImpersonating(names))).toEqual(names);
    for (const bad of [
      undefined,
      '',
      '{',
      'null',
      '{"admin":"A"}',
      '{"admin":"","user":"B"}',
      JSON.stringify({ admin: 'A', user: 'x'.repeat(201) }),
    ]) {
      expect(decodeImpersonating(bad)).toBeNull();
    }
  });
});
