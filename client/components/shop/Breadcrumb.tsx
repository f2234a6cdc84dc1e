import { JsonLd } from '#client/components/JsonLd.tsx';
import { breadcrumbLd } from '#core/domain/structured-data.ts';

export interface Crumb {
  name: string;
  href: string;
}

/**
 * Where a page sits in the catalogue: each level a link, the page itself last (not a link), and the
 * same trail for search engines as a BreadcrumbList.
 */
export function Breadcrumb({ trail, origin }: { trail: readonly Crumb[]; origin: string }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-4 text-sm" data-testid="breadcrumb">
      <ol className="m-0 flex list-none flex-wrap items-center gap-x-2 gap-y-1 p-0">
        {trail.map((crumb, i) => (
          <li key={crumb.href} className="flex items-center gap-2">
            {i > 0 ? (
              <span aria-hidden="true" className="text-slate-400">
                ›
              </span>
            ) : null}
            {i < trail.length - 1 ? (
              <a href={crumb.href}>{crumb.name}</a>
            ) : (
              <span aria-current="page" className="text-slate-700">
                {crumb.name}
              </span>
            )}
          </li>
        ))}
      </ol>
      <JsonLd data={breadcrumbLd(trail.map((c) => ({ name: c.name, url: `${origin}${c.href}` })))} />
    </nav>
  );
}
