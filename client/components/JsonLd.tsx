import { type JsonLd as Data, serializeLd } from '#core/domain/structured-data.ts';

/** Structured data for search engines: a data block, never run, so the CSP has nothing to allow. */
export function JsonLd({ data }: { data: Data }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON, "<" escaped (serializeLd), in a script never run.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeLd(data) }} />;
}
