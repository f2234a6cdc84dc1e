import { BoxOrderForm, type BoxOrderFormProps } from '#client/components/digitization/BoxOrderForm.tsx';
import { BoxPicture } from '#client/components/digitization/BoxPicture.tsx';
import { BoxPrice } from '#client/components/digitization/BoxPrice.tsx';
import { FormatIcon } from '#client/components/digitization/FormatIcon.tsx';
import { boxPageCents } from '#core/domain/digitization/box-total.ts';
import type { DigitizationService } from '#core/domain/digitization/services.ts';
import { pathTo } from '#core/routes/paths.ts';

/** The picture's width: half of main's 1104 px (less the 32 px gap) from `md`, the whole width below. */
const BOX_PAGE_SIZES =
  '(min-width: 1200px) 536px, (min-width: 992px) calc((100vw - 80px) / 2), (min-width: 768px) calc(100vw - ' +
  '48px), calc(100vw - 32px)';

/** A per-item service is pictured by what it converts (the store's picture is of its boxes' campaign). */
function ServicePicture({ service }: { service: DigitizationService }) {
  const icon = service.formats[0]?.image ?? 'box';
  return (
    <div
      className="flex aspect-[4/3] w-full items-center justify-center bg-accent-50 text-accent-700"
      data-testid="service-picture"
    >
      <FormatIcon icon={icon} className="h-24 w-24" />
    </div>
  );
}

/** /digital-conversion/order/{slug}: one box, what it holds, and its options; or one service priced per item. */
export function BoxPage(props: BoxOrderFormProps) {
  const { box, service, perItem } = props;
  return (
    <>
      <p className="m-0">
        {perItem ? (
          <a href={`${pathTo('digital-conversion-order')}#itemized`}>All services priced per item</a>
        ) : (
          <a href={pathTo('digital-conversion-order')}>All boxes</a>
        )}
      </p>
      <div className="mt-4 grid gap-8 md:grid-cols-2">
        <section aria-labelledby="box-title">
          <h1 id="box-title" className="heading-1">
            {box.title}
          </h1>
          {service ? (
            <p className="lead mt-3">{service.description}</p>
          ) : box.altTitle ? (
            <p className="lead mt-3">{box.altTitle}</p>
          ) : null}
          {service ? <p className="mt-3">{service.longDescription}</p> : null}
          <div className="mt-6 overflow-hidden rounded-xl">
            {service ? (
              <ServicePicture service={service} />
            ) : (
              <BoxPicture box={box} alt={box.imageAlt} sizes={BOX_PAGE_SIZES} load="priority" />
            )}
          </div>
          <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
            {!perItem && box.itemsCount !== null ? (
              <>
                <dt className="font-semibold">Holds</dt>
                <dd className="m-0">{`Up to ${box.itemsCount} items`}</dd>
              </>
            ) : null}
            {box.boxDimensions ? (
              <>
                <dt className="font-semibold">Size</dt>
                <dd className="m-0">{box.boxDimensions}</dd>
              </>
            ) : null}
          </dl>
          <div className="mt-6">
            {box.enabled ? (
              <BoxPrice box={box} alongside={boxPageCents(box, props.extras)} />
            ) : (
              <p className="muted">
                {perItem ? 'This service is not available right now.' : 'This box is not available right now.'}{' '}
                <a
                  href={perItem ? `${pathTo('digital-conversion-order')}#itemized` : pathTo('digital-conversion-order')}
                  className="underline"
                >
                  {perItem ? 'See the other services' : 'See the other boxes'}
                </a>
              </p>
            )}
          </div>
        </section>
        <BoxOrderForm {...props} />
      </div>
    </>
  );
}
