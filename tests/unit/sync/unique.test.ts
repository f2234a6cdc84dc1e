// Slug clashes are found before writing, so one clash skips one record instead of failing a batch.
import { describe, expect, it } from 'vitest';
import { uniqueClashes } from '#sync/write/unique.ts';

describe('uniqueClashes', () => {
  it('finds none among distinct values, and ignores nulls', () => {
    expect(
      uniqueClashes(
        'slug',
        [
          { id: 1, value: 'a' },
          { id: 2, value: 'b' },
          { id: 3, value: null },
          { id: 4, value: null },
        ],
        [],
      ),
    ).toEqual(new Map());
  });

  it('lets the record that holds the value in D1 keep it', () => {
    expect(uniqueClashes('slug', [{ id: 9, value: 'a' }], [{ id: 2, value: 'a' }])).toEqual(
      new Map([[9, 'slug "a" is already used by record 2']]),
    );
    expect(
      uniqueClashes(
        'slug',
        [
          { id: 9, value: 'a' },
          { id: 2, value: 'a' },
        ],
        [{ id: 2, value: 'a' }],
      ),
    ).toEqual(new Map([[9, 'slug "a" is already used by record 2']]));
  });

  it('gives a value to the lowest id when two new records claim it', () => {
    expect(
      uniqueClashes(
        'slug',
        [
          { id: 9, value: 'a' },
          { id: 4, value: 'a' },
        ],
        [],
      ),
    ).toEqual(new Map([[9, 'slug "a" is already used by record 4']]));
  });

  it('frees a value its holder gives up in the same chunk', () => {
    expect(
      uniqueClashes(
        'slug',
        [
          { id: 2, value: 'b' },
          { id: 9, value: 'a' },
        ],
        [{ id: 2, value: 'a' }],
      ),
    ).toEqual(new Map());
  });
});
