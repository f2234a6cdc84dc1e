import { type ReactNode, Suspense, use } from 'react';
import type { Session } from '#client/domain/session.ts';

/** What the item shows: fixed content, or content that depends on the user (their permissions). */
type Content = ReactNode | ((session: Session) => ReactNode);

function Resolved({ session, children }: { session: Promise<Session>; children: Content }) {
  const s = use(session);
  if (!s.isAuthenticated) return null;
  return typeof children === 'function' ? children(s) : children;
}

/**
 * A list item only signed-in users see (SPEC §2.9, §6: the Products menu): nothing for visitors
 * without the auth cookie; for the others the item is there at once and its content streams in
 * once the core API confirms the user. The item stays outside the streamed part: React holds a
 * streamed part in a hidden <div> until it is shown, and an <li> may not stand in a <div>.
 */
export function SignedInOnlyItem({
  signedIn,
  session,
  className,
  children,
}: {
  signedIn: boolean;
  session: Promise<Session>;
  className?: string;
  children: Content;
}) {
  if (!signedIn) return null;
  return (
    <li className={className}>
      <Suspense fallback={null}>
        <Resolved session={session}>{children}</Resolved>
      </Suspense>
    </li>
  );
}
