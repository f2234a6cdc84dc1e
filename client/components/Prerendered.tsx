import type { HTMLAttributes, ReactNode } from 'react';
import { staticMarkup } from './static-markup.ts';

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
 * Keeps the subtree's HTML once it is made, the first made if several renders missed it. Nothing
 * waits for it: a request whose response ends first drops the render, and a later miss starts one.
 */
function keep(byVariant: Map<string, string>, variant: string, children: ReactNode) {
  staticMarkup(children).then(
    (html) => {
      if (!byVariant.has(variant)) byVariant.set(variant, html);
    },
    // The same subtree is rendered in place meanwhile, where an error in it is reported with the page.
    () => undefined,
  );
}

/**
 * A pure subtree (no Suspense, no scripts, no request state) rendered to HTML once per isolate and
 * reused: most of a signed-in page, which cannot be cached whole, is the same menus, footer and
 * post cards on every request, and emitting their markup was most of its render time. Until its
 * HTML is ready (rendered asynchronously, decision 097) the subtree is rendered in place.
 */
export function Prerendered({ of, variant = '', as: Tag = 'div', children, ...attrs }: Props) {
  let byVariant = rendered.get(of);
  if (!byVariant) {
    byVariant = new Map();
    rendered.set(of, byVariant);
  }
  const html = byVariant.get(variant);
  if (html === undefined) {
    keep(byVariant, variant, children);
    return <Tag {...attrs}>{children}</Tag>;
  }
  // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own escaped output of the same subtree.
  return <Tag {...attrs} dangerouslySetInnerHTML={{ __html: html }} />;
}
