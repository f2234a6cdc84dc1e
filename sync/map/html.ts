// CMS rich text is sanitized once, here at sync time, so the site can render the stored HTML as is.
// js-xss (the `xss` package) does the parsing: pure JavaScript, no DOM, so it runs in workerd.
// It is CommonJS: its functions hang off the default export under every loader (Node, Vite, wrangler).

import type * as Xss from 'xss';
import type { IWhiteList } from 'xss';
import xssDefault from 'xss';
import { EMBED_URL_PATTERNS } from '#core/domain/embeds.ts';

const { FilterXSS, parseAttr, safeAttrValue: defaultSafeAttrValue } = xssDefault as unknown as typeof Xss;

// No `class`: the site's own utility classes would let an editor lay a full-page overlay (`fixed
// inset-0 z-50`) or hide the page's text; the prose styles go by element (`.prose h2`), not by
// class, and markdown-it adds none (docs/decisions/039).
const common = ['title'];

/** Tags and attributes that survive; everything else is dropped (tags) or stripped (attributes). */
const ALLOWED: IWhiteList = {
  a: ['href', 'title', 'target'],
  abbr: ['title'],
  article: common,
  aside: common,
  section: common,
  header: common,
  footer: common,
  b: [],
  i: [],
  u: [],
  s: [],
  em: [],
  strong: [],
  small: [],
  mark: [],
  del: [],
  ins: [],
  sub: [],
  sup: [],
  cite: [],
  q: [],
  code: [],
  kbd: [],
  samp: [],
  pre: common,
  blockquote: common,
  p: common,
  div: common,
  span: common,
  br: [],
  hr: [],
  h1: common,
  h2: common,
  h3: common,
  h4: common,
  h5: common,
  h6: common,
  ul: common,
  ol: [...common, 'start', 'type'],
  li: common,
  dl: [],
  dt: [],
  dd: [],
  figure: common,
  figcaption: common,
  img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
  table: common,
  caption: [],
  colgroup: [],
  col: ['span'],
  thead: [],
  tbody: [],
  tfoot: [],
  tr: [],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  details: [],
  summary: [],
  // iframes are rebuilt by hand in onTag (YouTube / Vimeo players only).
  iframe: [],
};

/** Elements removed together with everything inside them. */
const DROP_WITH_BODY = [
  'script',
  'style',
  'noscript',
  'template',
  'textarea',
  'select',
  'title',
  'xmp',
  'noembed',
  'noframes',
  'object',
  'svg',
  'math',
];

/** An iframe src that is a YouTube or Vimeo player, normalized to https; otherwise null. */
export function embedUrl(src: string): string | null {
  const value = decodeBasicEntities(src.trim());
  const url = value.startsWith('//') ? `https:${value}` : value.replace(/^http:\/\//i, 'https://');
  return EMBED_URL_PATTERNS.some((re) => re.test(url)) ? url : null;
}

export interface SanitizeOptions {
  /** Root-relative image sources (`/uploads/x.jpg`) are made absolute against this. */
  cmsUrl?: string;
}

/** Safe HTML: no scripts, no event handlers, no javascript:/data: URLs, iframes only for video players. */
export function sanitizeHtml(html: string | null | undefined, opts: SanitizeOptions = {}): string {
  if (!html) return '';
  const cmsBase = opts.cmsUrl?.replace(/\/+$/, '');
  // Which opened iframes were kept, so that only their closing tags are kept too.
  const openIframes: boolean[] = [];

  const filter = new FilterXSS({
    whiteList: ALLOWED,
    stripIgnoreTag: true,
    allowCommentTag: false,
    css: false,
    onTag(tag, raw, info) {
      if (tag !== 'iframe') return undefined;
      if (info.isClosing) return openIframes.pop() ? '</iframe>' : '';
      let src: string | null = null;
      let title = '';
      parseAttr(raw.replace(/^<iframe/i, '').replace(/\/?>$/, ''), (name, value) => {
        if (name === 'src') src = embedUrl(value);
        if (name === 'title') title = value;
        return '';
      });
      const selfClosing = /\/>$/.test(raw);
      if (!selfClosing) openIframes.push(src !== null);
      if (src === null) return '';
      const safeTitle = escapeAttr(decodeBasicEntities(title) || 'Embedded video');
      return (
        `<iframe src="${escapeAttr(src)}" title="${safeTitle}" loading="lazy" allow="fullscreen; ` +
        `picture-in-picture" allowfullscreen ` +
        `referrerpolicy="strict-origin-when-cross-origin"${selfClosing ? ' />' : '>'}`
      );
    },
    onTagAttr(tag, name, value) {
      if (tag === 'a' && name === 'target') {
        return value.trim() === '_blank' ? 'target="_blank" rel="noopener noreferrer"' : '';
      }
      return undefined;
    },
    safeAttrValue(tag, name, value, cssFilter) {
      if (name === 'href' || name === 'src') {
        const url = decodeBasicEntities(value).trim();
        if (/^data:/i.test(url)) return '';
        if (tag === 'img' && name === 'src' && cmsBase && /^\/(?![/\\])/.test(url)) {
          return defaultSafeAttrValue(tag, name, `${cmsBase}${url}`, cssFilter);
        }
        if (/^\/[/\\]/.test(url)) return defaultSafeAttrValue(tag, name, `https:${url.replace(/\\/g, '/')}`, cssFilter);
      }
      return defaultSafeAttrValue(tag, name, value, cssFilter);
    },
  });
  // A link whose address was refused (javascript:, data:) or never given is only its text: an
  // `<a href>` looks like a link and reloads the page.
  let out = unwrapDeadLinks(filter.process(escapeStrayLt(dropBodies(html))));
  // An iframe left open by the source is closed, so it cannot swallow the rest of the page.
  out += '</iframe>'.repeat(openIframes.filter(Boolean).length);
  return out;
}

const LINK_RE = /<a\b([^>]*)>([\s\S]*?)<\/a>/gi;

/** Links without an address (refused or never given) become their text. */
const unwrapDeadLinks = (html: string) =>
  html.replace(LINK_RE, (link, attrs: string, text: string) => (/\bhref="[^"]+"/i.test(attrs) ? link : text));

const DROP_RE = new RegExp(`<(${DROP_WITH_BODY.join('|')})\\b[^>]*>[\\s\\S]*?<\\/\\1\\s*>`, 'gi');
const DROP_UNCLOSED_RE = new RegExp(`<(?:${DROP_WITH_BODY.join('|')})\\b[\\s\\S]*$`, 'i');

/**
 * Removes the dropped elements with their content. (js-xss's own stripIgnoreTagBody loses track
 * when such a tag is the first thing in the input or when they nest, and leaves "[removed]".)
 * An element left open swallows the rest, as a browser would.
 */
function dropBodies(html: string): string {
  let out = html;
  for (let before = ''; before !== out; ) {
    before = out;
    out = out.replace(DROP_RE, '');
  }
  return out.replace(DROP_UNCLOSED_RE, '');
}

/** A `<` that cannot open a tag is text: escape it before js-xss mistakes `a < b >` for a tag. */
function escapeStrayLt(html: string): string {
  return html.replace(/<(?![a-zA-Z/!?])/g, '&lt;');
}

/** Tags that end a run of text: the words on either side of one must not run together. */
const BLOCK_TAGS = [
  ...['p', 'div', 'br', 'hr', 'h[1-6]', 'li', 'ul', 'ol', 'dl', 'dt', 'dd', 'blockquote', 'pre'],
  ...['tr', 'td', 'th', 'table', 'thead', 'tbody', 'tfoot', 'caption', 'figure', 'figcaption'],
  ...['section', 'article', 'aside', 'header', 'footer', 'details', 'summary', 'iframe', 'img'],
];
const BLOCK = new RegExp(String.raw`<\/?(?:${BLOCK_TAGS.join('|')})\b[^>]*>`, 'gi');

/** The plain text of (sanitized) HTML, for the full-text index: tags out, entities decoded, whitespace collapsed. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  return decodeEntities(
    html
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/<(script|style|noscript|template)\b[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(BLOCK, ' ')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  sbquo: '\u201a',
  bdquo: '\u201e',
  ndash: '\u2013',
  mdash: '\u2014',
  hellip: '\u2026',
  bull: '\u2022',
  middot: '\u00b7',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
  deg: '\u00b0',
  times: '\u00d7',
  divide: '\u00f7',
  laquo: '\u00ab',
  raquo: '\u00bb',
  iexcl: '\u00a1',
  iquest: '\u00bf',
  cent: '\u00a2',
  pound: '\u00a3',
  euro: '\u20ac',
  yen: '\u00a5',
  aacute: 'á',
  eacute: 'é',
  iacute: 'í',
  oacute: 'ó',
  uacute: 'ú',
  yacute: 'ý',
  Aacute: 'Á',
  Eacute: 'É',
  Iacute: 'Í',
  Oacute: 'Ó',
  Uacute: 'Ú',
  agrave: 'à',
  egrave: 'è',
  igrave: 'ì',
  ograve: 'ò',
  ugrave: 'ù',
  acirc: 'â',
  ecirc: 'ê',
  icirc: 'î',
  ocirc: 'ô',
  ucirc: 'û',
  auml: 'ä',
  euml: 'ë',
  iuml: 'ï',
  ouml: 'ö',
  uuml: 'ü',
  yuml: 'ÿ',
  Auml: 'Ä',
  Ouml: 'Ö',
  Uuml: 'Ü',
  atilde: 'ã',
  ntilde: 'ñ',
  otilde: 'õ',
  Ntilde: 'Ñ',
  ccedil: 'ç',
  Ccedil: 'Ç',
  szlig: 'ß',
  aring: 'å',
  Aring: 'Å',
  aelig: 'æ',
  AElig: 'Æ',
  oslash: 'ø',
  Oslash: 'Ø',
};

/** Decodes numeric entities and the common named ones; unknown names are left as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : ' ';
    }
    return NAMED[name] ?? whole;
  });
}

function decodeBasicEntities(text: string): string {
  return text.replace(/&(amp|quot|#39|#x27|lt|gt|colon|tab|newline);/gi, (_, name: string) => {
    switch (name.toLowerCase()) {
      case 'amp':
        return '&';
      case 'quot':
        return '"';
      case 'lt':
        return '<';
      case 'gt':
        return '>';
      case 'colon':
        return ':';
      case 'tab':
        return '\t';
      case 'newline':
        return '\n';
      default:
        return "'";
    }
  });
}

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
