import { BoxOrderForm, type BoxOrderFormProps } from '#client/components/digitization/BoxOrderForm.tsx';
import { BoxPicture } from '#client/components/digitization/BoxPicture.tsx';
import { BoxPrice } from '#client/components/digitization/BoxPrice.tsx';
import { pathTo } from '#client/routes/paths.ts';

/** The picture's width: half of main's 1104 px (less the 32 px gap) from `md`, the whole width below. */
const BOX_PAGE_SIZES =
  '(min-width: 1200px) 536px, (min-width: 992px) calc((100vw - 80px) / 2), (min-width: 768px) calc(100vw - 48px), calc(100vw - 32px)';

/** /digital-conversion/order/{slug}: one box, what it holds, and its options. */
export function BoxPage(props: BoxOrderFormProps) {
  const { box } = props;
  return (
    <>
      <p className="m-0">
        <a href={pathTo('digital-conversion-order')}>All boxes</a>
      </p>
      <div className="mt-4 grid gap-8 md:grid-cols-2">
        <section aria-labelledby="box-title">
          <h1 id="box-title" className="heading-1">
            {box.title}
          </h1>
          {box.altTitle ? <p className="lead mt-3">{box.altTitle}</p> : null}
          <div className="mt-6 overflow-hidden rounded-xl">
            <BoxPicture box={box} alt={box.imageAlt} sizes={BOX_PAGE_SIZES} load="priority" />
          </div>
          <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
            {box.itemsCount !== null ? (
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
          <div className="mt-6">{box.enabled ? <BoxPrice box={box} /> : <p className="muted">This box is not available right now.</p>}</div>
        </section>
        <BoxOrderForm {...props} />
      </div>
    </>
  );
}
