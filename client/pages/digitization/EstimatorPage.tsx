import { PriceFeed } from '#client/components/digitization/PriceFeed.tsx';
import type { Deferred } from '#client/components/WhenSettled.tsx';
import Estimator from '#client/islands/Estimator.tsx';
import { Island } from '#client/islands/Island.tsx';
import type { EstimatorState } from '#core/domain/digitization/estimator.ts';
import type { EstimatorStore } from '#core/domain/digitization/price-feed.ts';
import { pathTo } from '#core/routes/paths.ts';

export const ESTIMATOR_HEAD = {
  title: 'Digitization Estimator',
  description: 'Count your tapes, film, photos, audio and documents, and see what digitizing them costs, step by step.',
} as const;

interface Props {
  state: EstimatorState;
  refused: boolean;
  store: Deferred<EstimatorStore>;
}

/**
 * /digital-conversion/estimator: the wizard, a plain form (each step a GET round trip) until its
 * island hydrates at once. The store's prices and boxes are in its props when they came within the
 * page's wait (so the summary is priced, and names its box, without script too), else they follow
 * on their own feed.
 */
export function EstimatorPage(props: Props) {
  return (
    <div className="page-width py-10">
      <p className="eyebrow">Digitization</p>
      <h1 className="heading-1">Estimate your order</h1>
      <p className="lead mt-3 max-w-3xl">
        Tell us what you have and roughly how much, and we will price it with today’s rates. Not sure yet?{' '}
        <a href={pathTo('digital-conversion')} className="underline">
          See every service
        </a>
        .
      </p>
      <div className="mt-8 max-w-3xl">
        <Island
          name="Estimator"
          component={Estimator}
          props={{
            initial: props.state,
            refused: props.refused,
            ...('settled' in props.store ? { store: props.store.settled } : {}),
          }}
          load="load"
        />
        {'pending' in props.store ? <PriceFeed store={props.store.pending} /> : null}
      </div>
    </div>
  );
}
