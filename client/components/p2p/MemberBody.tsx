import { Suspense, use } from 'react';
import { BlueprintParts } from '#client/components/p2p/BlueprintParts.tsx';
import { VideoPlayer } from '#client/components/p2p/VideoPlayer.tsx';
import { P2P_MEMBERSHIP_LINE, P2P_MEMBERSHIP_PERKS } from '#core/domain/p2p-membership.ts';
import { pathTo } from '#core/routes/paths.ts';
import type { BlueprintPart } from '#core/views.ts';

/** What a reader gets of a post's body: the body, or (members-only, not a member) how to join. */
export type P2pBody =
  | { kind: 'body'; html: string; videoUrl: string | null; parts: BlueprintPart[] }
  | { kind: 'join'; signedIn: boolean };

/**
 * The post's body, streamed: it is known only once the session says who reads (SPEC §6), so the
 * rest of the page is not held up by the store.
 */
export function MemberBody({ body, logInHref }: { body: Promise<P2pBody>; logInHref: string }) {
  return (
    <Suspense fallback={<p className="muted">Loading the post…</p>}>
      <BodyOrJoin body={body} logInHref={logInHref} />
    </Suspense>
  );
}

function BodyOrJoin({ body, logInHref }: { body: Promise<P2pBody>; logInHref: string }) {
  const shown = use(body);
  if (shown.kind === 'body') {
    return (
      <>
        {shown.videoUrl ? <VideoPlayer url={shown.videoUrl} /> : null}
        <div
          className="prose text-lg leading-relaxed"
          data-testid="p2p-post-content"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized once, at sync time (sync/map/html.ts).
          dangerouslySetInnerHTML={{ __html: shown.html }}
        />
        {shown.parts.length ? <BlueprintParts parts={shown.parts} /> : null}
      </>
    );
  }
  return (
    <section aria-labelledby="p2p-join" className="card card-body" data-testid="p2p-join">
      <h2 id="p2p-join" className="heading-2">
        This post is for pixels2Pages members
      </h2>
      <p>A pixels2Pages membership, monthly or yearly, gives you:</p>
      <ul className="list-disc pl-5">
        {P2P_MEMBERSHIP_PERKS.map((perk) => (
          <li key={perk}>{perk}</li>
        ))}
      </ul>
      <p className="flex flex-wrap gap-3">
        <a href={`${pathTo('pixels2pages')}#${P2P_MEMBERSHIP_LINE}-plans`} className="btn-primary">
          See membership plans
        </a>
        {shown.signedIn ? null : (
          <a href={logInHref} className="btn-secondary">
            Log in
          </a>
        )}
      </p>
    </section>
  );
}
