import { external } from '#core/routes/external.ts';
import { pathTo, queryString } from '#core/routes/paths.ts';
import type { RouteName } from '#core/routes/table.ts';
import { PRINT_CATALOGUE, type PrintCategory } from './print-catalogue.ts';
import { canSeeAdminMenu, type Session } from './session.ts';

// The site chrome's menus (SPEC §2.9), as data. Every href comes from the route table
// (pathTo) or from the one module of outside addresses (external): none is written here.

export interface NavLink {
  label: string;
  href: string;
  /** Leaves this site (another company site or a social network). */
  external?: boolean;
}

export interface NavGroup {
  label: string;
  /** The group's own page, when it has one (a print category). */
  href?: string;
  links: NavLink[];
}

export interface NavDropdownMenu {
  /** The id of the panel element, which its button's aria-controls names. */
  id: string;
  label: string;
  /** The section page the top-level item links to; without JS this is where it leads. */
  href?: string;
  /** The "see everything" link at the panel's foot. */
  all?: NavLink;
  groups: NavGroup[];
}

const link = (label: string, href: string): NavLink => ({ label, href });
const away = (label: string, href: string): NavLink => ({ label, href, external: true });

/** A print category's or list's route: those take no params (their product pages end in -slug). */
type PrintListRoute = Exclude<Extract<RouteName, `create-and-print-${string}`>, `${string}-slug`>;

/** The path of a print category or list: the catalogue's slugs, through the route table. */
const printPath = (...slugs: string[]) => pathTo(`create-and-print-${slugs.join('-')}` as PrintListRoute);

/** A print category's menu group: its page, and its product lists or facets (SPEC §2.3). */
function printGroup(category: PrintCategory): NavGroup {
  return {
    label: category.label,
    href: printPath(category.slug),
    links: category.menuByFacet
      ? Object.entries(category.menuByFacet.labels).map(([value, label]) =>
          link(label, `${printPath(category.slug)}${queryString({ [category.menuByFacet!.param]: value })}`),
        )
      : category.lists.map((list) => link(list.label, printPath(category.slug, list.slug))),
  };
}

const printGroups = (PRINT_CATALOGUE as readonly PrintCategory[]).map(printGroup);

/**
 * Create & Print: the print catalogue's categories in its order, each with its product lists or
 * facets (SPEC §2.3). A category with none (Photo Prints, Calendars) is a link in a last group, not
 * a heading over an empty column (issue 35).
 */
export const createAndPrintMenu: NavDropdownMenu = {
  id: 'nav-menu-create-and-print',
  label: 'Create & Print',
  href: pathTo('create-and-print'),
  all: link('Shop all Create & Print', pathTo('create-and-print')),
  groups: [
    ...printGroups.filter((g) => g.links.length > 0),
    {
      label: 'More to create',
      links: printGroups.filter((g) => g.links.length === 0).map((g) => link(g.label, g.href!)),
    },
  ].filter((g) => g.links.length > 0),
};

const p2pLink = link('pixels2Pages', pathTo('pixels2pages'));

/**
 * Products (signed-in only): the four groups of SPEC §2.9, exactly. It has no section page of its
 * own. pixels2Pages is listed only for users with accessP2p (SPEC §6): see productsMenuFor.
 */
export const productsMenu: NavDropdownMenu = {
  id: 'nav-menu-products',
  label: 'Products',
  groups: [
    {
      label: 'Software & Apps',
      links: [
        link('Facial Recognition', pathTo('facial-recognition')),
        link('Video Streaming', pathTo('video')),
        away('Digital Art', external.digitalArt()),
        link('Artisan', pathTo('artisan')),
        link('Historian', pathTo('historian')),
        link('Valet Software', pathTo('valet')),
        link('Mobile Apps', pathTo('mobile-apps')),
      ],
    },
    {
      label: 'Services',
      links: [
        p2pLink,
        link('Events', pathTo('events')),
        link('Family Research', pathTo('family-research')),
        link('Photo Restoration', pathTo('photo-restoration-and-colorization')),
      ],
    },
    {
      label: 'Shopping',
      // The club's one destination is its own page here, where its tiers are sold (issue 35), as the footer's.
      links: [
        away('Deals', external.deals()),
        link('Forever Club', pathTo('forever-club')),
        away('Gift Certificates', external.giftCertificates()),
      ],
    },
    {
      label: 'Opportunities',
      links: [link('Become an Ambassador', pathTo('become-an-ambassador'))],
    },
  ],
};

/**
 * The same menu without pixels2Pages: its own constant, so a prerendered copy (decision 020) is
 * never shared between the two.
 */
const productsMenuWithoutP2p: NavDropdownMenu = {
  ...productsMenu,
  groups: productsMenu.groups.map((group) => ({ ...group, links: group.links.filter((l) => l !== p2pLink) })),
};

/** SPEC §6: accessP2p governs pixels2Pages navigation. */
export const productsMenuFor = (can: Pick<Session['can'], 'accessP2p'>): NavDropdownMenu =>
  can.accessP2p ? productsMenu : productsMenuWithoutP2p;

export const dropdownMenus = { 'create-and-print': createAndPrintMenu, products: productsMenu } as const;
export type DropdownName = keyof typeof dropdownMenus;

/** The plain top-level links around the dropdowns, in nav order. */
export const primaryLinks = {
  digitize: link('Digitize', pathTo('digital-conversion')),
  preserveAndShare: link('Preserve & Share', pathTo('preserve-and-share')),
  blog: link('Blog', pathTo('yours')),
  deals: away('Deals', external.deals()),
} as const;

/** Whether the visitor is in the link's section: on its page or below it. Other sites never are. */
export function isCurrentSection(link: Pick<NavLink, 'href' | 'external'>, currentPath: string): boolean {
  if (link.external || !link.href.startsWith('/')) return false;
  const path = link.href.split(/[?#]/)[0]!;
  return currentPath === path || currentPath.startsWith(`${path}/`);
}

/** The footer's four sections (SPEC §2.9). */
export const footerSections: NavGroup[] = [
  {
    label: 'Get to Know Us',
    links: [
      link('Our Story', pathTo('our-story')),
      link('Our Team', pathTo('our-story-team')),
      link('Press Releases', pathTo('press-releases')),
      link('News Articles', pathTo('news-articles')),
      link('Blog', pathTo('yours')),
      link('Events', pathTo('events')),
    ],
  },
  {
    label: 'Make Money With Us',
    links: [
      link('Become an Ambassador', pathTo('become-an-ambassador')),
      link('Refer a Friend', pathTo('referrals')),
      link('Sell Your Digital Art', pathTo('create-and-sell-digital-art')),
      away('Find an Ambassador', external.findAmbassador()),
    ],
  },
  {
    label: 'Products & Services',
    links: [
      link('Digitize Your Memories', pathTo('digital-conversion')),
      link('Create & Print', pathTo('create-and-print')),
      link('Preserve & Share', pathTo('preserve-and-share')),
      link('Forever Club', pathTo('forever-club')),
      link('Mobile Apps', pathTo('mobile-apps')),
      link('Gift Guide', external.giftGuide()),
      link('Training', pathTo('training')),
    ],
  },
  {
    label: 'Let Us Help You',
    links: [
      link('Our Guarantee', pathTo('guarantee')),
      link('Track My Box', pathTo('digital-conversion-track-my-box')),
      link('Shipping', pathTo('shipping')),
      link('Returns', pathTo('returns')),
      link('Bulk Orders', pathTo('bulk-orders')),
      link('Contact & Info', pathTo('info')),
      away('Help Centre', external.helpCentre()),
    ],
  },
];

export const socialLinks: NavLink[] = [
  away('Facebook', external.facebook()),
  away('Instagram', external.instagram()),
  away('YouTube', external.youtube()),
  away('Pinterest', external.pinterest()),
];

export const legalLinks: NavLink[] = [
  link('Privacy Policy', pathTo('privacy')),
  link('Terms of Service', pathTo('tos')),
  link('License', pathTo('license')),
];

/** What the account menu knows of the user: never the email or the token. */
export type AccountMenuUser = Pick<Session, 'name' | 'slug' | 'isAdmin' | 'isImpersonator' | 'isAmbassador'>;

/** SPEC §6: settings access is allowed unless impersonating, except for admins. */
export const canSeeSettings = (user: Pick<Session, 'isAdmin' | 'isImpersonator'>) =>
  !user.isImpersonator || user.isAdmin;

/** The account menu's links (SPEC §2.4 account paths, §6 roles); "Log out" is the island's button. */
export function accountMenuLinks(user: AccountMenuUser): NavLink[] {
  const links: NavLink[] = [link('My Gallery', external.gallery())];
  if (user.slug) {
    links.push(
      link('Print Projects', external.printProjects(user.slug)),
      link('Albums', external.albums(user.slug)),
      link('People', external.people(user.slug)),
      link('My Profile', external.user(user.slug)),
    );
  }
  links.push(
    link('Saved Products', pathTo('saved-products')),
    link('Notifications', external.notifications()),
    link('Connections', external.connections()),
  );
  if (canSeeSettings(user)) links.push(link('My Ambassador', external.myAmbassador()));
  if (user.isAmbassador) links.push(link('Ambassador Back Office', external.ambassadorOffice()));
  if (canSeeAdminMenu(user)) links.push(link('Admin', external.admin()));
  return links;
}

export function accountMenuUser(session: Session): AccountMenuUser {
  return {
    name: session.name,
    slug: session.slug,
    isAdmin: session.isAdmin,
    isImpersonator: session.isImpersonator,
    isAmbassador: session.isAmbassador,
  };
}
