import type { Deferred } from '#client/components/WhenSettled.tsx';
import type { EstimatorState } from '#client/domain/digitization/estimator.ts';
import { applySubmission, serializeEstimator } from '#client/domain/digitization/estimator-url.ts';
import { type PriceBook, STEP_SKU } from '#client/domain/digitization/pricing.ts';
import { ESTIMATOR_HEAD, EstimatorPage } from '#client/pages/digitization/EstimatorPage.tsx';
import { pathTo } from '#client/routes/paths.ts';
import { definePage } from '#worker/pages/unit/define-page.ts';
import { redirect } from '#worker/pages/unit/outcomes.ts';
import { loadPrices } from './prices.ts';

interface EstimatorData {
  state: EstimatorState;
  refused: boolean;
  prices$: Deferred<PriceBook | null>;
}

/**
 * /digital-conversion/estimator: the wizard's state is the query (docs/decisions/027). A step
 * submitted without JavaScript (`go`) is applied here and answered with a redirect to the new
 * state's URL, so every step is its own history entry; a refused Next shows the step again with
 * why. Prices stream in from the store.
 */
export const estimatorPage = definePage<EstimatorData>({
  route: 'digital-conversion-estimator',
  cache: 'live',
  async load(ctx) {
    const { state, go, refused } = applySubmission(ctx.url.searchParams);
    if (go && !refused) {
      const query = serializeEstimator(state);
      redirect(`${pathTo('digital-conversion-estimator')}${query ? `?${query}` : ''}`, 303);
    }
    return { state, refused, prices$: await ctx.store.defer(loadPrices(ctx, Object.values(STEP_SKU), 'estimator prices')) };
  },
  head: () => ({ ...ESTIMATOR_HEAD }),
  body: ({ data }) => <EstimatorPage state={data.state} refused={data.refused} prices={data.prices$} />,
});
