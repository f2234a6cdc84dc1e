import { describe, expect, it } from 'vitest';
import { decodeEntities, embedUrl, htmlToText, sanitizeHtml } from '#sync/map/html.ts';

const cms = 'http://127.0.0.1:8788';
const clean = (html: string) => sanitizeHtml(html, { cmsUrl: cms });

describe('sanitizeHtml', () => {
  it('keeps ordinary rich text as it is', () => {
    const html =
      '<h2>Title</h2>\n<p>Some <strong>bold</strong>, <em>em</em> and a <a href="/events">link</a>.</p><ul>' +
      '<li>one</li></ul>';
    expect(clean(html)).toBe(html);
  });

  it('removes scripts and styles with their content', () => {
    expect(clean('<p>a</p><script>alert(1)</script><p>b</p>')).toBe('<p>a</p><p>b</p>');
    expect(clean('<script>alert(1)</script>x')).toBe('x');
    expect(clean('<SCRIPT type="text/javascript">alert(1)</SCRIPT >x')).toBe('x');
    expect(clean('<style>body{display:none}</style>x')).toBe('x');
    expect(clean('<svg><script>alert(1)</script></svg>x')).toBe('x');
    // An unclosed script swallows the rest, as it would in a browser.
    expect(clean('<p>a</p><script>alert(1)')).toBe('<p>a</p>');
  });

  it("strips class, so the site's utility classes cannot lay an overlay over the page (issue 24, finding 9)", () => {
    expect(
      clean('<div class="fixed inset-0 z-50 bg-white"><h2 class="sr-only">Sale</h2><p class="note">a</p></div>'),
    ).toBe('<div><h2>Sale</h2><p>a</p></div>');
    expect(clean('<img src="/uploads/x.png" alt="X" class="fixed inset-0 h-screen w-screen">')).toBe(
      `<img src="${cms}/uploads/x.png" alt="X">`,
    );
    expect(clean('<p CLASS="hidden" title="t">a</p>')).toBe('<p title="t">a</p>');
  });

  it('strips event-handler and style attributes', () => {
    expect(clean('<p onclick="steal()" style="color:red">a</p>')).toBe('<p>a</p>');
    const img = clean('<img src="/uploads/x.png" alt="X" onerror="alert(\'gotcha\')">');
    expect(img).not.toMatch(/onerror|alert/);
    expect(img).toBe(`<img src="${cms}/uploads/x.png" alt="X">`);
  });

  it('neutralizes javascript: and data: urls, however they are spelled', () => {
    for (const href of [
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'javascript&colon;alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:x',
    ]) {
      // The refused link is left as its text: an `<a href>` would look like a link and reload the page.
      const out = clean(`<a href="${href}" title="t">x</a>`);
      expect(out, href).toBe('x');
    }
    expect(clean('<a>no address</a> <a href="https://example.com/ok">kept</a>')).toBe(
      'no address <a href="https://example.com/ok">kept</a>',
    );
    expect(clean('<img src="data:image/svg+xml;base64,AAAA">')).toBe('<img src>');
  });

  it('keeps http(s), mailto, tel, site paths and anchors in links', () => {
    for (const href of [
      'https://example.com/a',
      'http://example.com',
      'mailto:a@example.com',
      'tel:+18885550142',
      '/events',
      '#top',
    ]) {
      expect(clean(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`);
    }
  });

  it('adds rel=noopener to links that open a new tab, and drops other targets', () => {
    expect(clean('<a href="https://e.com" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://e.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(clean('<a href="https://e.com" target="_top">x</a>')).toBe('<a href="https://e.com">x</a>');
  });

  it('keeps YouTube and Vimeo players, drops every other iframe', () => {
    const yt = clean(
      '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ?rel=0" width="560" onload="x()"></iframe>',
    );
    expect(yt).toMatch(
      /^<iframe src="https:\/\/www\.youtube\.com\/embed\/dQw4w9WgXcQ\?rel=0" title="Embedded video"[^>]*><\/iframe>$/,
    );
    expect(yt).not.toMatch(/onload/);
    expect(clean('<iframe src="//player.vimeo.com/video/12345"></iframe>')).toMatch(
      /^<iframe src="https:\/\/player\.vimeo\.com\/video\/12345"/,
    );
    expect(clean('<iframe src="https://collector.invalid/frame" style="display:none"></iframe>')).toBe('');
    expect(clean('<iframe src="https://www.youtube.com.evil.example/embed/x"></iframe>')).toBe('');
    expect(clean('<p>a</p><iframe src="javascript:alert(1)">fallback</iframe>')).toBe('<p>a</p>fallback');
  });

  it('drops forms, objects and unknown tags but keeps their text', () => {
    expect(clean('<form action="https://e.com"><input name="a"><button>Go</button></form>')).toBe('Go');
    expect(clean('<object data="x.swf"></object><embed src="x.swf">ok')).toBe('ok');
    expect(clean('<custom-el>text</custom-el>')).toBe('text');
  });

  it('treats a stray < as text', () => {
    expect(clean('<p>1 < 2 and 3 > 2</p>')).toBe('<p>1 &lt; 2 and 3 &gt; 2</p>');
  });

  it('answers empty for empty input', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});

describe('embedUrl', () => {
  it('accepts only player urls', () => {
    expect(embedUrl('https://www.youtube-nocookie.com/embed/abc_-1')).toBe(
      'https://www.youtube-nocookie.com/embed/abc_-1',
    );
    expect(embedUrl('http://youtube.com/embed/abc')).toBe('https://youtube.com/embed/abc');
    expect(embedUrl('https://www.youtube.com/watch?v=abc')).toBeNull();
    expect(embedUrl('https://player.vimeo.com/video/abc')).toBeNull();
    expect(embedUrl('https://evil.example/?u=https://www.youtube.com/embed/abc')).toBeNull();
  });
});

describe('htmlToText (body_text for the search index)', () => {
  it('drops tags, keeps words apart at block boundaries and collapses whitespace', () => {
    expect(
      htmlToText('<h2>Tape</h2><p>Magnetic <strong>tape</strong>\n  fades.</p><ul><li>one</li><li>two</li></ul>'),
    ).toBe('Tape Magnetic tape fades. one two');
  });

  it('decodes entities', () => {
    expect(htmlToText('<p>caf&eacute; &amp; tea &lt;3 &#8212; &#x263A;&nbsp;ok &rsquo;s &unknown;</p>')).toBe(
      'café & tea <3 — ☺ ok ’s &unknown;',
    );
  });

  it('leaves out script and style content and comments', () => {
    expect(htmlToText('a<script>var x = 1</script>b<style>p{}</style>c<!-- note -->d')).toBe('a b c d');
  });

  it('of sanitized hostile html has no code in it', () => {
    const text = htmlToText(
      sanitizeHtml('<p>Hi</p><script>document.cookie</script><a href="javascript:x" onclick="y()">Play</a>'),
    );
    expect(text).toBe('Hi Play');
  });

  it('is empty for empty input', () => {
    expect(htmlToText('')).toBe('');
    expect(htmlToText(null)).toBe('');
  });

  it('decodeEntities leaves invalid code points harmless', () => {
    expect(decodeEntities('&#0;&#xD800;&#x110000;')).toBe('   ');
  });
});
