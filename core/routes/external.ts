// Paths outside this app (SPEC §2.4): the account application, the signed-out cart and the
// store's own sign-in pages. Declared once here, like the route table for in-app pages.
import { queryString } from './paths.ts';

/** The company's storefront site, home of the deals, club and gift certificate pages. */
const STORE_SITE = 'https://www.forever-memories.example';

export const external = {
  shoppingCart: () => '/shopping_cart',
  signIn: (redirectTo?: string) => `/sign_in${queryString({ redirectTo })}`,
  signUp: () => '/sign_up',
  giftGuide: () => '/gift-guide',
  loginCallback: () => '/login',
  afterLogout: () => '/',
  notifications: () => '/app/notifications',
  gallery: (query?: Record<string, string>) => `/app/gallery${queryString(query)}`,
  galleryFile: (fileId: string | number) => `/app/gallery/${encodeURIComponent(fileId)}`,
  user: (userSlug: string) => `/app/users/${encodeURIComponent(userSlug)}`,
  printProjects: (userSlug: string) => `/app/users/${encodeURIComponent(userSlug)}/print-projects`,
  printProject: (userSlug: string, id: string | number) =>
    `/app/users/${encodeURIComponent(userSlug)}/print-projects/${encodeURIComponent(id)}`,
  people: (userSlug: string) => `/app/users/${encodeURIComponent(userSlug)}/people`,
  tags: (userSlug: string) => `/app/users/${encodeURIComponent(userSlug)}/tags`,
  albums: (userSlug: string) => `/app/users/${encodeURIComponent(userSlug)}/albums`,
  album: (userSlug: string, albumSlug: string, opts: { since?: string; shareToken?: string } = {}) =>
    `/app/users/${encodeURIComponent(userSlug)}/albums/${encodeURIComponent(albumSlug)}${opts.since ? '/new' : ''}` +
    `${opts.shareToken ? `/${encodeURIComponent(opts.shareToken)}` : ''}${queryString({ since: opts.since })}`,
  connections: () => '/app/connections',
  printDesigner: (q: {
    base_project_id?: string | number;
    title?: string;
    quantity?: number;
    color_theme?: string;
    selected_print_options?: unknown;
  }) =>
    `/app/print-designer${queryString({
      ...q,
      selected_print_options:
        q.selected_print_options === undefined ? undefined : JSON.stringify(q.selected_print_options),
    })}`,
  photoPrints: (option?: string) => `/app/photo-prints${queryString({ option })}`,
  myAmbassador: () => '/settings/my_ambassador',
  oauthRedirect: () => '/app/oauth-redirect',
  adminUsers: () => '/admin/users',
  adminPromotionPreview: () => '/admin/promotions/preview',
  admin: () => '/admin',
  ambassadorOffice: () => '/app/ambassador-office',

  // The company's other sites (SPEC §2.4 "external links"): deals, gifts, help centre, club,
  // find an ambassador and digital art, plus the social profiles the footer links to.
  deals: () => `${STORE_SITE}/deals`,
  giftCertificates: () => `${STORE_SITE}/gift-certificates`,
  club: () => `${STORE_SITE}/club`,
  findAmbassador: () => `${STORE_SITE}/find-an-ambassador`,
  digitalArt: () => 'https://digitalart.forever-memories.example',
  helpCentre: () => 'https://help.forever-memories.example/hc/en-us',
  facebook: () => 'https://www.facebook.com/forevermemories',
  instagram: () => 'https://www.instagram.com/forevermemories',
  youtube: () => 'https://www.youtube.com/@forevermemories',
  pinterest: () => 'https://www.pinterest.com/forevermemories',
} as const;
