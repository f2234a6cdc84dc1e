import { describe, expect, it } from 'vitest';
import { newsPageCount, newsSlice, parseLimit } from '#client/pages/company/paging.ts';
import { categoryLabel, fullName, groupTeam } from '#client/pages/company/team-groups.ts';

let nextId = 1;
const m = (firstName: string, lastName: string, category: string | null, id = nextId++) => ({
  id,
  firstName,
  lastName,
  category,
});

describe('groupTeam', () => {
  it('orders known categories first, then others by name, then members without one', () => {
    const groups = groupTeam([
      m('A', 'Z', null),
      m('B', 'Y', 'photo_lab'),
      m('C', 'X', 'lab'),
      m('D', 'W', 'leadership'),
      m('E', 'V', 'archive'),
    ]);
    expect(groups.map((g) => g.label)).toEqual(['Leadership', 'The lab', 'Archive', 'Photo lab', 'The team']);
  });

  // Issue 35: by last name the chief executive came last; the CMS's order is the editors'.
  it('keeps each group in the CMS’s order, whatever order the rows came in', () => {
    const rows = [m('Zoe', 'Whitfield', 'lab', 1), m('Adam', 'Adams', 'lab', 3), m('Bea', 'Baker', 'lab', 2)];
    const [group] = groupTeam([rows[1]!, rows[0]!, rows[2]!]);
    expect(group!.members.map(fullName)).toEqual(['Zoe Whitfield', 'Bea Baker', 'Adam Adams']);
  });

  it('treats a blank category as none', () => {
    expect(groupTeam([m('A', 'B', '  '), m('C', 'D', null)])).toHaveLength(1);
    expect(categoryLabel('')).toBe('The team');
  });
});

describe('list paging', () => {
  it('reads ?limit= as a whole number, the default when absent', () => {
    expect(parseLimit(undefined)).toBe(2);
    expect(parseLimit('6')).toBe(6);
    for (const bad of ['0', '-2', '1e3', '2.0', ' 2', '10000']) expect(parseLimit(bad), bad).toBeNull();
  });

  it('cuts news into 2, then 10 a page', () => {
    expect([0, 1, 2, 3, 12, 13].map(newsPageCount)).toEqual([1, 1, 1, 2, 2, 3]);
    expect(newsSlice(1)).toEqual({ offset: 0, limit: 2 });
    expect(newsSlice(2)).toEqual({ offset: 2, limit: 10 });
    expect(newsSlice(3)).toEqual({ offset: 12, limit: 10 });
  });
});
