import { EMBED_URL_PATTERNS } from '#core/domain/embeds.ts';

/**
 * A video post's video. Only the players the sanitizer and the CSP allow are framed (YouTube,
 * Vimeo); any other address is offered as a link rather than a frame the CSP would block.
 */
export function VideoPlayer({ url }: { url: string }) {
  if (EMBED_URL_PATTERNS.some((p) => p.test(url))) {
    return (
      <div className="mb-8 aspect-video w-full">
        <iframe
          src={url}
          title="Video"
          className="h-full w-full rounded-lg border-0"
          allow="fullscreen; picture-in-picture"
          allowFullScreen
        />
      </div>
    );
  }
  return (
    <p className="mb-8">
      <a href={url} className="btn-primary" data-testid="p2p-video-link">
        Watch the video
      </a>
    </p>
  );
}
