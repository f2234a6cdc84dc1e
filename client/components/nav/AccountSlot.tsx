import { Suspense, use } from 'react';
import { accountMenuUser } from '#client/domain/nav-menu.ts';
import type { Session } from '#client/domain/session.ts';
import AccountMenu from '#client/islands/AccountMenu.tsx';
import { Island } from '#client/islands/Island.tsx';
import { external } from '#client/routes/external.ts';
import { AuthLinks } from './AuthLinks.tsx';

interface Props {
  signedIn: boolean;
  session: Promise<Session>;
  logIn: string;
  signUp: string;
}

function Resolved({ session, logIn, signUp }: Omit<Props, 'signedIn'>) {
  const s = use(session);
  // The cookie was there but the core API did not confirm the user (expired, or the store is
  // down): the chrome looks signed out rather than failing.
  if (!s.isAuthenticated) return <AuthLinks logIn={logIn} signUp={signUp} />;
  return (
    <li className="flex items-stretch">
      <Island name="AccountMenu" component={AccountMenu} props={{ user: accountMenuUser(s) }} />
    </li>
  );
}

/**
 * The header's account area: Log In / Sign Up at once for visitors without the auth cookie;
 * for the others a link to their account (all there is without JavaScript, which streamed
 * parts need), then the account menu once the core API has answered.
 */
export function AccountSlot({ signedIn, session, logIn, signUp }: Props) {
  if (!signedIn) return <AuthLinks logIn={logIn} signUp={signUp} />;
  return (
    <Suspense
      fallback={
        <li className="flex items-center px-2">
          <a href={external.gallery()} className="block h-8 w-8 rounded-full bg-slate-300/60" data-testid="account-fallback">
            <span className="sr-only">Your account</span>
          </a>
        </li>
      }
    >
      <Resolved session={session} logIn={logIn} signUp={signUp} />
    </Suspense>
  );
}
