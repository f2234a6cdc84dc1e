// The video players CMS content may embed: the sanitizer keeps iframes that point at them
// (sync/map/html.ts) and the CSP lets exactly these origins be framed.

export const EMBED_PLAYERS = [
  {
    origins: [
      'https://www.youtube.com',
      'https://youtube.com',
      'https://www.youtube-nocookie.com',
      'https://youtube-nocookie.com',
    ],
    path: /\/embed\/[\w-]+/,
  },
  { origins: ['https://player.vimeo.com'], path: /\/video\/\d+/ },
] as const;

export const EMBED_ORIGINS: readonly string[] = EMBED_PLAYERS.flatMap((p) => p.origins);

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A player URL, whole: a known origin, the player's path, and a plain query string at most. */
export const EMBED_URL_PATTERNS: readonly RegExp[] = EMBED_PLAYERS.map(
  (p) => new RegExp(`^(?:${p.origins.map(escapeRegExp).join('|')})${p.path.source}(?:\\?[\\w=&%.-]*)?$`),
);
