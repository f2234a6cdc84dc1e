// Paths outside this app (SPEC §2.4): the account application, the signed-out cart and the
// store's own sign-in pages. Declared once here, like the route table for in-app pages.
import { queryString } from './paths.ts';

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
  printProject: (userSlug: string, id: string | number) => `/app/users/${encodeURIComponent(userSlug)}/print-projects/${encodeURIComponent(id)}`,
  people: (userSlug: string) => `/app/users/${encodeURIComponent(userSlug)}/people`,
  tags: (userSlug: string) => `/app/users/${encodeURIComponent(userSlug)}/tags`,
  albums: (userSlug: string) => `/app/users/${encodeURIComponent(userSlug)}/albums`,
  album: (userSlug: string, albumSlug: string, opts: { since?: string; shareToken?: string } = {}) =>
    `/app/users/${encodeURIComponent(userSlug)}/albums/${encodeURIComponent(albumSlug)}${opts.since ? '/new' : ''}${opts.shareToken ? `/${encodeURIComponent(opts.shareToken)}` : ''}${queryString({ since: opts.since })}`,
  connections: () => '/app/connections',
  printDesigner: (q: { base_project_id?: string | number; title?: string; quantity?: number; color_theme?: string; selected_print_options?: unknown }) =>
    `/app/print-designer${queryString({ ...q, selected_print_options: q.selected_print_options === undefined ? undefined : JSON.stringify(q.selected_print_options) })}`,
  photoPrints: (option?: string) => `/app/photo-prints${queryString({ option })}`,
  myAmbassador: () => '/settings/my_ambassador',
  oauthRedirect: () => '/app/oauth-redirect',
  adminUsers: () => '/admin/users',
  adminPromotionPreview: () => '/admin/promotions/preview',
} as const;
