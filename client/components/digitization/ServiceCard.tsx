// One digitization service (SPEC §3): what it is, the formats it takes, what one item is, and its
// price from the store.
import type { Deferred } from '#client/components/WhenSettled.tsx';
import type { PriceBook } from '#core/domain/digitization/pricing.ts';
import type { DigitizationService, Format } from '#core/domain/digitization/services.ts';
import { FormatIcon } from './FormatIcon.tsx';
import { type Seller, ServicePrice } from './ServicePrice.tsx';

function Formats({ formats, label }: { formats: readonly Format[]; label: string }) {
  if (!formats.length) return null;
  return (
    <>
      <h4 className="m-0 mt-2 text-sm font-semibold text-slate-700">{label}</h4>
      <ul className="m-0 flex list-none flex-wrap gap-2 p-0">
        {formats.map((f) => (
          <li key={f.slug} className="flex items-center gap-1 rounded-full bg-slate-100 py-1 pl-2 pr-3 text-sm">
            <FormatIcon icon={f.image} className="h-6 w-6 text-accent-700" />
            {f.title}
          </li>
        ))}
      </ul>
    </>
  );
}

export function ServiceCard({
  service,
  prices,
  seller,
}: {
  service: DigitizationService;
  prices: Deferred<PriceBook | null>;
  seller: Seller;
}) {
  return (
    <article
      id={service.slug}
      aria-labelledby={`${service.slug}-title`}
      className="card w-full"
      data-testid="service"
      data-sku={service.storeSKU}
    >
      <div className="card-body">
        <h3 id={`${service.slug}-title`} className="heading-3 m-0">
          {service.title}
        </h3>
        <p className="m-0">{service.description}</p>
        <p className="muted m-0">{service.longDescription}</p>
        <Formats formats={service.formats} label="Formats" />
        <Formats formats={service.alternateFormats} label="Also" />
        {service.item ? (
          <p className="m-0 mt-2 text-sm">
            <strong>{service.item.title}:</strong> {service.item.desc}
          </p>
        ) : null}
        <div className="mt-auto pt-2">
          <ServicePrice service={service} prices={prices} seller={seller} />
        </div>
      </div>
    </article>
  );
}
