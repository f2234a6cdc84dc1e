import { JsonLd } from '#client/components/JsonLd.tsx';
import { breadcrumbLd } from '#core/domain/structured-data.ts';
import { pathTo } from '#core/routes/paths.ts';

/** A landing page's place for search engines: Home › Create & Print › it. */
export function LandingBreadcrumb({ origin, name, path }: { origin: string; name: string; path: string }) {
  return (
    <JsonLd
      data={breadcrumbLd([
        { name: 'Home', url: `${origin}${pathTo('index')}` },
        { name: 'Create & Print', url: `${origin}${pathTo('create-and-print')}` },
        { name, url: `${origin}${path}` },
      ])}
    />
  );
}
