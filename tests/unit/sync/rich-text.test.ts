// CMS rich text is Markdown (Strapi v3): rendered to HTML at sync time, HTML pasted into it kept,
// then sanitized like any CMS HTML.
import { describe, expect, it } from 'vitest';
import { richText } from '#sync/map/rich-text.ts';

const ctx = { cmsUrl: 'https://cms.example' };

describe('richText', () => {
  it('renders headings, emphasis, links, quotes and lists', () => {
    expect(
      richText(
        '## What to know\n\n**more** and _less_, see [the guide](https://example.org/guide).\n\n> Keep the ' +
          'tapes cool.\n\n- one\n- two',
        ctx,
      ),
    ).toBe(
      '<h2>What to know</h2>\n<p><strong>more</strong> and <em>less</em>, see ' +
        '<a href="https://example.org/guide">the guide</a>.</p>\n' +
        '<blockquote>\n<p>Keep the tapes cool.</p>\n</blockquote>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>',
    );
  });

  it('keeps single line breaks, as the CMS editor preview shows them', () => {
    expect(richText('line one\nline two', ctx)).toBe('<p>line one<br>\nline two</p>');
  });

  it('keeps HTML an editor put in the Markdown, sanitized', () => {
    expect(richText('Intro\n\n<p class="note" onclick="x()">A <b>note</b></p>\n\n<script>alert(1)</script>', ctx)).toBe(
      '<p>Intro</p>\n<p>A <b>note</b></p>',
    );
  });

  it('keeps a YouTube player and drops any other iframe', () => {
    expect(richText('<iframe src="https://www.youtube.com/embed/abc123"></iframe>', ctx)).toContain(
      '<iframe src="https://www.youtube.com/embed/abc123"',
    );
    expect(richText('<iframe src="https://collector.invalid/frame"></iframe>', ctx)).not.toContain('iframe');
  });

  it('makes an uploaded image absolute and drops a javascript: link', () => {
    expect(richText('![Grandma](/uploads/grandma.jpg)', ctx)).toBe(
      '<p><img src="https://cms.example/uploads/grandma.jpg" alt="Grandma"></p>',
    );
    expect(richText('[click](javascript:alert(1))', ctx)).toBe('<p>[click](javascript:alert(1))</p>');
  });

  it('renders nothing for empty text', () => {
    expect(richText('', ctx)).toBe('');
    expect(richText('  \n ', ctx)).toBe('');
  });
});
