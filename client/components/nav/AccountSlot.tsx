import { Suspense, use } from 'react';
import { accountMenuUser } from '#client/domain/nav-menu.ts';
import type { Session } from '#client/domain/session.ts';
import { external } from '#client/routes/external.ts';
import { AccountMenu } from './AccountMenu.tsx';
import { AuthLinks, AuthLinksInline } from './AuthLinks.tsx';

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
  if (!s.isAuthenticated) return <AuthLinksInline logIn={logIn} signUp={signUp} />;
  return <AccountMenu user={accountMenuUser(s)} />;
}

/**
 * The header's account area: Log In / Sign Up at once for visitors without the auth cookie;
 * for the others a link to their account (all there is without JavaScript, which streamed
 * parts need), then the account menu once the core API has answered.
 */
export function AccountSlot({ signedIn, session, logIn, signUp }: Props) {
  if (!signedIn) return <AuthLinks logIn={logIn} signUp={signUp} />;
  // The item stays outside the streamed part (an <li> may not stand in React's hidden <div>).
  return (
    <li className="flex items-stretch">
      <Suspense
        fallback={
          <div className="flex items-center px-2">
            <a href={external.gallery()} className="block h-8 w-8 rounded-full bg-slate-300/60" data-testid="account-fallback">
              <span className="sr-only">Your account</span>
            </a>
          </div>
        }
      >
        <Resolved session={session} logIn={logIn} signUp={signUp} />
      </Suspense>
    </li>
  );
}
