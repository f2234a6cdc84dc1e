import type { ComponentType } from 'react';
import { EntryScript } from '#client/document/EntryScript.tsx';
import type { IslandLoad, IslandName } from './registry.ts';

interface Props<P> {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
  load?: IslandLoad;
}

// "<" is escaped so the JSON cannot close its <script> element.
const serialize = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Server side of an island: the component rendered to HTML inside a marker the hydration entry
 * finds, with its props beside it as JSON. Rendering any island also puts the (deduplicated,
 * async) entry script on the page. The marker is `display: contents` by a class, since the
 * CSP allows no inline style.
 */
export function Island<P extends object>({ name, component: Component, props, load = 'idle' }: Props<P>) {
  return (
    <>
      <EntryScript />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON never run, "<" escaped by serialize(). */}
      <script type="application/json" data-island-props="" dangerouslySetInnerHTML={{ __html: serialize(props) }} />
      <div data-island={name} data-load={load} className="contents">
        <Component {...props} />
      </div>
    </>
  );
}
