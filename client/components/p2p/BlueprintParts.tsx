import type { BlueprintPart } from '#core/views.ts';

const size = (kb: number | null) => (kb === null ? null : kb >= 1024 ? `${(kb / 1024).toFixed(1)} MB` : `${kb} KB`);

/** A blueprint's downloadable parts (part of the body: only readers who may read it see them). */
export function BlueprintParts({ parts }: { parts: BlueprintPart[] }) {
  return (
    <section aria-labelledby="blueprint-parts" className="card card-body mt-8" data-testid="blueprint-parts">
      <h2 id="blueprint-parts" className="heading-3">
        Download the blueprint
      </h2>
      <ul className="m-0 mt-3 grid list-none gap-2 p-0">
        {parts.map((part) => {
          const details = [part.ext?.toUpperCase(), size(part.sizeKb)].filter(Boolean).join(', ');
          return (
            <li key={part.url}>
              <a href={part.url} download className="font-semibold">
                {part.name}
              </a>
              {details ? <span className="muted">{` (${details})`}</span> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
