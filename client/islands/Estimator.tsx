import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { PriceState } from '#client/components/digitization/EstimatorForm.tsx';
import { EstimatorForm } from '#client/components/digitization/EstimatorForm.tsx';
import { type EstimatorAction, type EstimatorState, estimatorReducer } from '#client/domain/digitization/estimator.ts';
import { applySubmission, parseEstimator, serializeEstimator } from '#client/domain/digitization/estimator-url.ts';
import { watchPriceFeed } from '#client/domain/digitization/price-feed.ts';
import type { PriceBook } from '#client/domain/digitization/pricing.ts';
import { pathTo } from '#client/routes/paths.ts';

export interface EstimatorProps {
  initial: EstimatorState;
  refused: boolean;
  /** The store's prices when the page had them in time; left out, they come on the page's feed. */
  prices?: PriceBook | null;
}

const urlOf = (s: EstimatorState) => {
  const query = serializeEstimator(s);
  return `${pathTo('digital-conversion-estimator')}${query ? `?${query}` : ''}`;
};

/**
 * The estimator without round trips: the form's submission is applied here by the same rules the
 * server uses, each step pushed onto the history (so Back and a refresh keep the estimate), and
 * edits within a step replace the current entry. Prices arrive on the page's streamed feed.
 */
export default function Estimator({ initial, refused: initialRefused, prices: given }: EstimatorProps) {
  const [state, setState] = useState(initial);
  const [refused, setRefused] = useState(initialRefused);
  const [prices, setPrices] = useState<PriceState>(given === undefined ? 'loading' : given);
  const moved = useRef(false);

  useEffect(() => (given === undefined ? watchPriceFeed(setPrices) : undefined), [given]);

  useEffect(() => {
    const onPop = () => {
      setState(parseEstimator(new URLSearchParams(location.search)));
      setRefused(false);
    };
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);

  // After a step changes, the new step's heading takes the focus, as a page load would.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    document.getElementById('estimator-step')?.focus();
  });

  function onEdit(action: EstimatorAction) {
    const next = estimatorReducer(state, action);
    setState(next);
    setRefused(false);
    history.replaceState(null, '', urlOf(next));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const data = new FormData(event.currentTarget, submitter);
    const query = new URLSearchParams([...data].map(([k, v]) => [k, String(v)]));
    const { state: next, go, refused: no } = applySubmission(query);
    setRefused(no);
    if (no || !go) return;
    moved.current = next.step !== state.step;
    setState(next);
    history.pushState(null, '', urlOf(next));
  }

  return <EstimatorForm state={state} prices={prices} refused={refused} onSubmit={onSubmit} onEdit={onEdit} />;
}
