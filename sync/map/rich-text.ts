// CMS rich text to safe HTML, once, at sync time. Strapi v3 stores rich text as Markdown (with
// whatever HTML an editor pasted into it), so it is rendered with markdown-it, set up as Strapi's
// own editor preview is (HTML kept, single line breaks kept, bare links linked, typographic
// quotes), and then sanitized like any CMS HTML.
import MarkdownIt from 'markdown-it';
import { sanitizeHtml } from './html.ts';

const markdown = new MarkdownIt({ html: true, breaks: true, linkify: true, typographer: true });

/** Safe HTML from a rich-text field; '' for none. Root-relative images become absolute against cmsUrl. */
export function richText(source: string, ctx: { cmsUrl: string }): string {
  if (source.trim() === '') return '';
  return sanitizeHtml(markdown.render(source), { cmsUrl: ctx.cmsUrl }).trim();
}
