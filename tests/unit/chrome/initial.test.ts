import { describe, expect, it } from 'vitest';
import { initialOf } from '#core/domain/initial.ts';

describe('initialOf: the avatar letter of a name (issue 35)', () => {
  it('is the first letter or digit, upper-cased', () => {
    expect(initialOf('casey Morgan')).toBe('C');
    expect(initialOf('  Émile')).toBe('É');
    expect(initialOf('2Pac')).toBe('2');
  });

  it('skips markup and punctuation a name starts with', () => {
    expect(initialOf('<b>Sam</b> Guest')).toBe('S');
    expect(initialOf('<script>alert(1)</script>Robin')).toBe('A');
    expect(initialOf('"Jo"')).toBe('J');
  });

  it('is a question mark for a name with no letter at all', () => {
    expect(initialOf('<>')).toBe('?');
    expect(initialOf('')).toBe('?');
  });
});
