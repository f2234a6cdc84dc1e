// The paths of SPEC §2.4 that belong to the account application, listed once: each is the path
// itself and everything under it. The site worker passes a request for one of them to
// ACCOUNT_APP_ORIGIN (docs/decisions/050); robots.txt keeps crawlers out of them. The links into
// them are built by external.ts.
import { external } from './external.ts';

/** The first segment of a path: `/app/users/x/albums` → `/app`. */
const folder = (path: string) => path.slice(0, path.indexOf('/', 1) > 0 ? path.indexOf('/', 1) : undefined);

export const ACCOUNT_APP_PATHS: readonly string[] = [
  // The cart (the signed-out cart of SPEC §2.4 and everyone's: the header's cart link).
  external.shoppingCart(),
  // The store's own sign-up page, which REGISTER_URL names in production.
  external.signUp(),
  // The application: gallery, albums, people, print projects and the print designer, photo
  // prints, notifications, connections, the ambassador office, the OAuth redirect.
  folder(external.notifications()),
  // Settings (my ambassador …) and the admin pages (users, promotion preview …).
  folder(external.myAmbassador()),
  external.admin(),
];

/** Whether a request path is the account application's. */
export function isAccountAppPath(pathname: string): boolean {
  return ACCOUNT_APP_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}
