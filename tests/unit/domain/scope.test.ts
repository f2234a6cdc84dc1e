import { describe, expect, it } from 'vitest';
import { scopeAllows } from '#core/domain/scope.ts';

describe('scope-based permission check (SPEC §6)', () => {
  it('grants what the scope names, and nothing else', () => {
    expect(scopeAllows('user', 'user')).toBe(true);
    expect(scopeAllows('user', 'admin')).toBe(false);
    expect(scopeAllows('user promotions:preview', 'promotions:preview')).toBe(true);
    expect(scopeAllows('user,promotions:preview', 'promotions:edit')).toBe(false);
  });
  it('grants a whole area with a wildcard', () => {
    expect(scopeAllows('promotions:*', 'promotions:preview')).toBe(true);
    expect(scopeAllows('promotions:*', 'users:impersonate')).toBe(false);
  });
  it('grants everything to the admin scope', () => {
    expect(scopeAllows('admin', 'users:impersonate')).toBe(true);
    expect(scopeAllows('Admin', 'admin')).toBe(true);
  });
  it('grants nothing to no scope or to an empty permission', () => {
    expect(scopeAllows(null, 'user')).toBe(false);
    expect(scopeAllows(undefined, 'admin')).toBe(false);
    expect(scopeAllows('', 'admin')).toBe(false);
    expect(scopeAllows('admin', '  ')).toBe(false);
  });
});
