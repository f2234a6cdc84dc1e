// The team page's rules: members grouped by category, in the order the page shows the groups, each
// group in the CMS's order, the order editors entered them (its ids), whatever order the rows came
// in. SPEC §7's sort by name bounds which members are read; shown by name, the chief executive
// came last (issue 35).

export interface TeamPerson {
  id: number;
  firstName: string;
  lastName: string;
  category: string | null;
}

/** Known categories first, in this order; any other category after them, by name; none last. */
const KNOWN: Record<string, string> = {
  leadership: 'Leadership',
  family_research: 'Family research',
  customer_care: 'Customer care',
  lab: 'The lab',
};
const OTHER = 'The team';

/** A category's heading: the known name, or the CMS value made readable ("photo_lab" → "Photo lab"). */
export function categoryLabel(category: string | null): string {
  const key = category?.trim() ?? '';
  if (!key) return OTHER;
  if (KNOWN[key]) return KNOWN[key];
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const inCmsOrder = (a: TeamPerson, b: TeamPerson) => a.id - b.id;

function groupRank(category: string): [number, string] {
  if (!category) return [Number.MAX_SAFE_INTEGER, ''];
  const known = Object.keys(KNOWN).indexOf(category);
  return [known >= 0 ? known : Object.keys(KNOWN).length, category];
}

export interface TeamGroup<T extends TeamPerson> {
  category: string;
  label: string;
  members: T[];
}

export function groupTeam<T extends TeamPerson>(members: readonly T[]): TeamGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const m of members) {
    const key = m.category?.trim() ?? '';
    groups.set(key, [...(groups.get(key) ?? []), m]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => {
      const [ra, na] = groupRank(a);
      const [rb, nb] = groupRank(b);
      return ra - rb || na.localeCompare(nb);
    })
    .map(([category, list]) => ({
      category,
      label: categoryLabel(category || null),
      members: [...list].sort(inCmsOrder),
    }));
}

/** A member's name as shown: first and last, whichever the CMS has. */
export const fullName = (m: TeamPerson) => [m.firstName, m.lastName].filter(Boolean).join(' ');
