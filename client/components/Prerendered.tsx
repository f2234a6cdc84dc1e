import type { HTMLAttributes, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

const rendered = new WeakMap<object, Map<string, string>>();

interface Props extends HTMLAttributes<HTMLElement> {
  /**
   * What the subtree is made from: a module constant (a menu), or loader data that the loader memo
   * keeps frozen for one content version. The HTML lives as long as this object does.
   */
  of: object;
  /** Every other input the subtree reads, as a string, so one `of` can hold several renderings. */
  variant?: string;
  as?: 'div' | 'nav' | 'details';
  children: ReactNode;
}

/**
 * A pure subtree (no Suspense, no scripts, no request state) rendered to HTML once per isolate and
 * reused: most of a signed-in page, which cannot be cached whole, is the same menus, footer and
 * post cards on every request, and emitting their markup was most of its render time.
 */
export function Prerendered({ of, variant = '', as: Tag = 'div', children, ...attrs }: Props) {
  let byVariant = rendered.get(of);
  if (!byVariant) {
    byVariant = new Map();
    rendered.set(of, byVariant);
  }
  let html = byVariant.get(variant);
  if (html === undefined) {
    html = renderToStaticMarkup(children);
    byVariant.set(variant, html);
  }
  // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own escaped output of the same subtree.
  return <Tag {...attrs} dangerouslySetInnerHTML={{ __html: html }} />;
}
