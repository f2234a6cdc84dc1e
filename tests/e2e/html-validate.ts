import { HtmlValidate } from 'html-validate';

// WHATWG conformance and document structure; style rules stay out (React writes void elements
// as `<br/>`). Inline styles are an error: the CSP refuses them. Subresource integrity is for
// other origins' files; every script and stylesheet here is our own.
const validator = new HtmlValidate({
  extends: ['html-validate:standard', 'html-validate:document'],
  rules: { 'no-inline-style': 'error', 'require-sri': 'off' },
});

/** The HTML errors of a page's source, as "line:column rule: message". */
export async function htmlErrors(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((r) => r.messages.map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message}`));
}
