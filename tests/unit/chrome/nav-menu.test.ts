import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  type AccountMenuUser,
  accountMenuLinks,
  canSeeSettings,
  createAndPrintMenu,
  dropdownMenus,
  footerSections,
  legalLinks,
  type NavLink,
  primaryLinks,
  productsMenu,
  socialLinks,
} from '#core/domain/nav-menu.ts';
import { external } from '#core/routes/external.ts';
import { routes } from '#core/routes/table.ts';

const allLinks = (): NavLink[] => [
  ...Object.values(primaryLinks),
  ...Object.values(dropdownMenus).flatMap((m) => [
    ...(m.href ? [{ label: m.label, href: m.href }] : []),
    ...(m.all ? [m.all] : []),
    ...m.groups.flatMap((g) => [...(g.href ? [{ label: g.label, href: g.href }] : []), ...g.links]),
  ]),
  ...footerSections.flatMap((s) => s.links),
  ...socialLinks,
  ...legalLinks,
];

// Every address `external` can produce without arguments (the ones menus use).
const externalAddresses = new Set(
  Object.values(external)
    .filter((f) => f.length === 0)
    .map((f) => (f as () => string)()),
);
const routePaths = new Set(Object.values(routes).map((r) => r.path as string));

describe('menu data (SPEC §2.9) is built from the route table and the external module only', () => {
  it.each(allLinks().map((l) => [l.label, l.href] as const))(
    '%s → %s is a route of the table or an external address',
    (_label, href) => {
      const path = href.split('?')[0]!;
      expect(routePaths.has(path) || externalAddresses.has(href)).toBe(true);
    },
  );

  it('marks exactly the links that leave the site as external', () => {
    for (const link of allLinks()) {
      expect(Boolean(link.external), link.href).toBe(/^https?:\/\//.test(link.href));
    }
  });

  it('spells out no address itself: no path or URL string literals in nav-menu.ts', () => {
    const source = readFileSync(new URL('../../../core/domain/nav-menu.ts', import.meta.url), 'utf8').replace(
      /^\s*(\/\/|\*|\/\*).*$/gm,
      '',
    );
    expect(source).not.toMatch(/['"`]\/[A-Za-z_-]/);
    expect(source).not.toMatch(/['"`]https?:/);
  });
});

describe('primary nav', () => {
  it('has Digitize, Preserve & Share, Blog and Deals pointing where SPEC §2.9 says', () => {
    expect(primaryLinks.digitize.href).toBe(routes['digital-conversion'].path);
    expect(primaryLinks.preserveAndShare.href).toBe(routes['preserve-and-share'].path);
    expect(primaryLinks.blog.href).toBe(routes.yours.path);
    expect(primaryLinks.deals).toMatchObject({ href: external.deals(), external: true });
  });

  it('Create & Print lists every print category and every product list page of the route table (§2.3)', () => {
    const hrefs = new Set([
      createAndPrintMenu.href,
      ...createAndPrintMenu.groups.flatMap((g) => [g.href, ...g.links.map((l) => l.href.split('?')[0])]),
    ]);
    const printPages = Object.values(routes)
      .map((r) => r.path as string)
      .filter((p) => p.startsWith('/create-and-print') && !p.includes(':'));
    expect(printPages.length).toBe(1 + 8 + 17);
    for (const p of printPages) expect(hrefs, p).toContain(p);
    // Issue 35: no heading over an empty column; a category without lists is a link in the last group.
    for (const g of createAndPrintMenu.groups) expect(g.links.length, g.label).toBeGreaterThan(0);
    expect(createAndPrintMenu.groups.map((g) => g.label)).toEqual([
      'Photo Books',
      'Cards & Stationery',
      'Photo Gifts',
      'Drinkware',
      'Wall Decor',
      'Home Decor',
      'More to create',
    ]);
    expect(createAndPrintMenu.groups.at(-1)!.links.map((l) => l.label)).toEqual(['Photo Prints', 'Calendars']);
  });

  it('Products has the four groups of §2.9 with their entries', () => {
    const byGroup = Object.fromEntries(productsMenu.groups.map((g) => [g.label, g.links.map((l) => l.label)]));
    expect(Object.keys(byGroup)).toEqual(['Software & Apps', 'Services', 'Shopping', 'Opportunities']);
    expect(byGroup['Software & Apps']).toEqual([
      'Facial Recognition',
      'Video Streaming',
      'Digital Art',
      'Artisan',
      'Historian',
      'Valet Software',
      'Mobile Apps',
    ]);
    expect(byGroup.Services).toEqual(['pixels2Pages', 'Events', 'Family Research', 'Photo Restoration']);
    expect(byGroup.Shopping).toEqual(['Deals', 'Forever Club', 'Gift Certificates']);
    // Issue 35: one destination for the club, the Products menu's and the footer's alike.
    const club = (links: readonly { label: string; href?: string }[]) =>
      links.filter((l) => l.label === 'Forever Club').map((l) => l.href);
    const inMenu = club(productsMenu.groups.flatMap((g) => g.links));
    const inFooter = club(footerSections.flatMap((s) => s.links));
    expect(inMenu).toEqual(['/forever-club']);
    expect(inFooter).toEqual(['/forever-club']);
    expect(byGroup.Opportunities).toContain('Become an Ambassador');
    expect(productsMenu.href).toBeUndefined();
  });

  it('gives each dropdown panel its own stable id', () => {
    expect(createAndPrintMenu.id).not.toBe(productsMenu.id);
    expect(createAndPrintMenu.id).toMatch(/^[a-z-]+$/);
  });
});

describe('footer', () => {
  it('has the four sections of §2.9, privacy, terms and four social networks', () => {
    expect(footerSections.map((s) => s.label)).toEqual([
      'Get to Know Us',
      'Make Money With Us',
      'Products & Services',
      'Let Us Help You',
    ]);
    for (const s of footerSections) expect(s.links.length, s.label).toBeGreaterThanOrEqual(3);
    expect(legalLinks.map((l) => l.href)).toEqual(expect.arrayContaining([routes.privacy.path, routes.tos.path]));
    expect(socialLinks.map((l) => l.label)).toEqual(['Facebook', 'Instagram', 'YouTube', 'Pinterest']);
  });
});

describe('account menu (SPEC §2.4, §6)', () => {
  const customer: AccountMenuUser = {
    name: 'Casey Morgan',
    slug: 'casey-morgan',
    isAdmin: false,
    isImpersonator: false,
    isAmbassador: false,
  };
  const labels = (u: AccountMenuUser) => accountMenuLinks(u).map((l) => l.label);

  it("links into the account application with the user's slug", () => {
    const links = accountMenuLinks(customer);
    expect(links.map((l) => l.href)).toEqual(
      expect.arrayContaining([
        external.gallery(),
        external.printProjects('casey-morgan'),
        external.notifications(),
        external.myAmbassador(),
      ]),
    );
    expect(labels(customer)).not.toContain('Admin');
    expect(labels(customer)).not.toContain('Ambassador Back Office');
  });
  it('shows Admin only to an admin who is not impersonating', () => {
    expect(labels({ ...customer, isAdmin: true })).toContain('Admin');
    expect(labels({ ...customer, isAdmin: true, isImpersonator: true })).not.toContain('Admin');
    expect(labels({ ...customer, isImpersonator: true })).not.toContain('Admin');
  });
  it('allows settings unless impersonating, except for admins', () => {
    expect(canSeeSettings(customer)).toBe(true);
    expect(canSeeSettings({ isAdmin: false, isImpersonator: true })).toBe(false);
    expect(canSeeSettings({ isAdmin: true, isImpersonator: true })).toBe(true);
    expect(labels({ ...customer, isImpersonator: true })).not.toContain('My Ambassador');
  });
  it('shows the back office to ambassadors', () => {
    expect(labels({ ...customer, isAmbassador: true })).toContain('Ambassador Back Office');
  });
});
