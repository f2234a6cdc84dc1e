import { type ReactNode, Suspense, use } from 'react';
import type { Session } from '#client/domain/session.ts';

function Resolved({ session, children }: { session: Promise<Session>; children: ReactNode }) {
  return use(session).isAuthenticated ? children : null;
}

/**
 * What only signed-in users see (SPEC §2.9, §6: the Products menu): nothing for visitors
 * without the auth cookie, and for the others streamed in once the core API confirms the user.
 */
export function SignedInOnly({ signedIn, session, children }: { signedIn: boolean; session: Promise<Session>; children: ReactNode }) {
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <Resolved session={session}>{children}</Resolved>
    </Suspense>
  );
}
