import type { Deferred } from '#client/components/WhenSettled.tsx';
import { ESTIMATOR_HEAD, EstimatorPage } from '#client/pages/digitization/EstimatorPage.tsx';
import type { EstimatorState } from '#core/domain/digitization/estimator.ts';
import { applySubmission, serializeEstimator } from '#core/domain/digitization/estimator-url.ts';
import type { EstimatorStore } from '#core/domain/digitization/price-feed.ts';
import { STEP_SKU } from '#core/domain/digitization/pricing.ts';
import { pathTo } from '#core/routes/paths.ts';
import { definePage } from '#worker/pages/unit/define-page.ts';
import type { LoadContext } from '#worker/pages/unit/load-context.ts';
import { redirect } from '#worker/pages/unit/outcomes.ts';
import { loadBoxCatalogue } from './boxes.ts';
import { loadPrices } from './prices.ts';

interface EstimatorData {
  state: EstimatorState;
  refused: boolean;
  store$: Deferred<EstimatorStore>;
}

/**
 * The unit prices of the count steps' SKUs and the boxes with their options; each part null
 * (reported) when the store fails.
 */
async function loadStore(ctx: LoadContext): Promise<EstimatorStore> {
  const boxes = loadBoxCatalogue(ctx.config).then(
    ({ boxes, extras }) => ({ boxes, extras }),
    (error: unknown) => {
      ctx.report(error, { part: 'estimator boxes' });
      return null;
    },
  );
  const [prices, catalogue] = await Promise.all([loadPrices(ctx, Object.values(STEP_SKU), 'estimator prices'), boxes]);
  return { prices, boxes: catalogue };
}

/**
 * /digital-conversion/estimator: the wizard's state is the query (docs/decisions/027). A step
 * submitted without JavaScript (`go`) is applied here and answered with a redirect to the new
 * state's URL, so every step is its own history entry; a refused Next shows the step again with
 * why. The store's prices and boxes are in the HTML when it answers within the page's wait, and
 * stream when it is late.
 */
export const estimatorPage = definePage<EstimatorData>({
  route: 'digital-conversion-estimator',
  // Each step's answers are the query (it works without script): all of it is the page.
  query: 'any',
  cache: 'live',
  async load(ctx) {
    const { state, go, refused } = applySubmission(ctx.url.searchParams);
    if (go && !refused) {
      const query = serializeEstimator(state);
      redirect(`${pathTo('digital-conversion-estimator')}${query ? `?${query}` : ''}`, 303);
    }
    return { state, refused, store$: await ctx.store.defer(loadStore(ctx)) };
  },
  head: () => ({ ...ESTIMATOR_HEAD }),
  body: ({ data }) => <EstimatorPage state={data.state} refused={data.refused} store={data.store$} />,
});
