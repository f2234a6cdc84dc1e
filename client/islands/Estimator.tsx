import { type FormEvent, useEffect, useRef, useState } from 'react';
import { followAddress, replaceAddress } from '#client/behaviours/address.ts';
import { EstimateBox } from '#client/components/digitization/EstimateBox.tsx';
import { EstimatorForm, type StoreState } from '#client/components/digitization/EstimatorForm.tsx';
import { type BoxOptions, DEFAULT_BOX_OPTIONS, readBoxOptions } from '#core/domain/digitization/box.ts';
import {
  currentStep,
  type EstimatorAction,
  type EstimatorState,
  estimatorReducer,
} from '#core/domain/digitization/estimator.ts';
import { applySubmission, parseEstimator, serializeEstimator } from '#core/domain/digitization/estimator-url.ts';
import { type EstimatorStore, watchPriceFeed } from '#core/domain/digitization/price-feed.ts';
import { pathTo } from '#core/routes/paths.ts';

export interface EstimatorProps {
  initial: EstimatorState;
  refused: boolean;
  /** The store's response when the page had it in time; left out, it comes on the page's feed. */
  store?: EstimatorStore;
}

const urlOf = (s: EstimatorState) => {
  const query = serializeEstimator(s);
  return `${pathTo('digital-conversion-estimator')}${query ? `?${query}` : ''}`;
};

/**
 * The estimator without round trips: the form's submission is applied here by the same rules the
 * server uses, each step pushed onto the history (so Back and a refresh keep the estimate), and
 * edits within a step replace the current entry. The store's prices and boxes come with the page
 * or on its streamed feed. On the summary, a visitor who needs a box is offered the one that fits.
 */
export default function Estimator({ initial, refused: initialRefused, store: given }: EstimatorProps) {
  const [state, setState] = useState(initial);
  const [refused, setRefused] = useState(initialRefused);
  const [store, setStore] = useState<StoreState>(given ?? 'loading');
  const [boxOptions, setBoxOptions] = useState<BoxOptions>(DEFAULT_BOX_OPTIONS);
  const moved = useRef(false);

  useEffect(() => (given === undefined ? watchPriceFeed(setStore) : undefined), [given]);

  useEffect(() => {
    const onPop = () => {
      setState(parseEstimator(new URLSearchParams(location.search)));
      setRefused(false);
      followAddress();
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
    replaceAddress(urlOf(next), null);
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
    followAddress();
  }

  const onBoxOptions = (event: FormEvent<HTMLFormElement>) =>
    setBoxOptions(readBoxOptions(Object.fromEntries(new FormData(event.currentTarget))));

  return (
    <>
      <EstimatorForm state={state} store={store} refused={refused} onSubmit={onSubmit} onEdit={onEdit} />
      {currentStep(state) === 'summary' && state.box === 'need' ? (
        <EstimateBox state={state} store={store} options={boxOptions} onOptions={onBoxOptions} />
      ) : null}
    </>
  );
}
