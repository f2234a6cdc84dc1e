import type { ReactNode } from 'react';
import type { WidgetName } from './widgets.tsx';

/**
 * Where a personal widget stands in a page every visitor shares (docs/decisions/056): its
 * signed-out content between two empty templates the worker cuts the cached page at, to put the
 * visitor's own in its place. `params` is what the widget needs of the page (a drafts switch's
 * section). A template may stand anywhere, in a list too, and shows nothing. The markers keep their
 * older name, data-hole: pages cached before a rename still carry it (decision 099).
 */
export function WidgetSlot({ name, params, children }: { name: WidgetName; params?: string; children?: ReactNode }) {
  return (
    <>
      <template data-hole={name} data-params={params} />
      {children}
      <template data-hole-end={name} />
    </>
  );
}
