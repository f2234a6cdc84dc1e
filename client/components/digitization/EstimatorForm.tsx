// The estimator wizard's one step as a GET form (docs/decisions/027): hidden inputs carry the
// whole estimate, the step's own inputs and the button pressed say what changes. Without
// JavaScript the server applies it and redirects to the new state's URL; the Estimator island
// applies the same submission in the browser. `onEdit` makes the inputs controlled (the island).
import type { FormEvent } from 'react';
import {
  CATEGORIES,
  COUNT_FIELD,
  type CountStep,
  canGoBack,
  canSkip,
  currentStep,
  type EstimatorAction,
  type EstimatorState,
  MAX_COUNT,
  pickedCategories,
} from '#core/domain/digitization/estimator.ts';
import {
  CATEGORY_LABEL,
  COUNT_ASK,
  enterText,
  REELS_TEXT,
  REFUSAL,
  STEP_TITLE,
  VIDEO_PAIR,
} from '#core/domain/digitization/estimator-copy.ts';
import { PICKS_MARKER } from '#core/domain/digitization/estimator-url.ts';
import type { EstimatorStore } from '#core/domain/digitization/price-feed.ts';
import { pathTo } from '#core/routes/paths.ts';
import { EstimateSummary } from './EstimateSummary.tsx';

/** The store's response, or 'loading' while it streams. */
export type StoreState = EstimatorStore | 'loading';

interface Props {
  state: EstimatorState;
  store: StoreState;
  refused: boolean;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  onEdit?: (action: EstimatorAction) => void;
}

const isCount = (id: string): id is CountStep => id in COUNT_FIELD;

function Hidden({ state }: { state: EstimatorState }) {
  const id = currentStep(state);
  const countSteps = state.steps.filter(isCount);
  return (
    <>
      <input type="hidden" name="step" value={id} />
      {countSteps.length ? <input type="hidden" name="steps" value={countSteps.join(',')} /> : null}
      {id !== 'box' && state.box ? <input type="hidden" name="box" value={state.box} /> : null}
      {countSteps
        .filter((s) => s !== id && state.counts[COUNT_FIELD[s]] > 0)
        .map((s) => (
          <input key={s} type="hidden" name={s} value={state.counts[COUNT_FIELD[s]]} />
        ))}
    </>
  );
}

function WhatStep({ state, onEdit }: Pick<Props, 'state' | 'onEdit'>) {
  const picked = pickedCategories(state);
  return (
    <fieldset className="space-y-3">
      <legend className="field-label mb-2">Pick everything you want to digitize.</legend>
      <input type="hidden" name={PICKS_MARKER} value="1" />
      {CATEGORIES.map((c) => {
        const checked = picked.includes(c);
        const control = onEdit
          ? { checked, onChange: () => onEdit({ type: 'toggle', category: c }) }
          : { defaultChecked: checked };
        return (
          <label key={c} className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-200 px-4">
            <input type="checkbox" name="pick" value={c} className="h-5 w-5" {...control} />
            <span>{CATEGORY_LABEL[c]}</span>
          </label>
        );
      })}
    </fieldset>
  );
}

function BoxStep({ state, onEdit }: Pick<Props, 'state' | 'onEdit'>) {
  const choices = [
    ['have', 'Yes, I already have a Forever Box'],
    ['need', 'No, I need a box'],
  ] as const;
  return (
    <fieldset className="space-y-3">
      <legend className="field-label mb-2">Our prepaid, tracked box carries your memories to us and back.</legend>
      {choices.map(([value, label]) => {
        const checked = state.box === value;
        const control = onEdit
          ? { checked, onChange: () => onEdit({ type: 'setBox', box: value }) }
          : { defaultChecked: checked };
        return (
          <label key={value} className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-200 px-4">
            <input type="radio" name="box" value={value} className="h-5 w-5" {...control} />
            <span>{label}</span>
          </label>
        );
      })}
    </fieldset>
  );
}

const COUNT_HELP: Record<CountStep, string> = {
  tapes: 'VHS, VHS-C, MiniDV, Hi8 and more: count each cassette once.',
  film: `Film is priced per 50 ft, rounded up. ${REELS_TEXT}`,
  pictures: 'Prints up to 8x10 inches. Larger photos and documents are custom scans.',
  audio: 'Cassettes, microcassettes and reel-to-reel tapes.',
  scans: 'Documents, artwork and photos larger than 8x10, scanned on the flatbed.',
};

function CountStepFields({ state, id, onEdit }: Pick<Props, 'state' | 'onEdit'> & { id: CountStep }) {
  const field = COUNT_FIELD[id];
  const value = state.counts[field];
  const control = onEdit
    ? {
        value: value || '',
        onChange: (e: { target: { value: string } }) =>
          onEdit({ type: 'setCount', field, value: Number(e.target.value) }),
      }
    : { defaultValue: value || '' };
  return (
    <div>
      <label htmlFor={`estimator-${id}`} className="field-label">
        {STEP_TITLE[id]}
      </label>
      <p id={`estimator-${id}-help`} className="muted mt-1">
        <strong className="font-semibold text-ink">{enterText(id)}</strong> {VIDEO_PAIR[id] ? `${VIDEO_PAIR[id]} ` : ''}
        {COUNT_HELP[id]}
      </p>
      <div className="mt-2 flex items-center gap-2">
        <input
          id={`estimator-${id}`}
          name={id}
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_COUNT}
          step={1}
          aria-describedby={`estimator-${id}-help estimator-refusal`}
          className="input max-w-48"
          {...control}
        />
        <span>{COUNT_ASK[id].unit}</span>
      </div>
    </div>
  );
}

/** One step of the wizard, its progress and its buttons. */
export function EstimatorForm({ state, store, refused, onSubmit, onEdit }: Props) {
  const id = currentStep(state);
  return (
    <form
      method="get"
      action={pathTo('digital-conversion-estimator')}
      onSubmit={onSubmit}
      className="panel space-y-6"
      data-testid="estimator"
      data-step={id}
    >
      <ol className="m-0 flex list-none flex-wrap gap-2 p-0 text-sm" aria-label="Steps">
        {state.steps.map((s, i) => (
          <li
            key={s}
            aria-current={i === state.step ? 'step' : undefined}
            className={i === state.step ? 'badge-brand' : 'badge bg-slate-100 text-slate-700'}
          >
            {STEP_TITLE[s]}
          </li>
        ))}
      </ol>
      <h2 id="estimator-step" tabIndex={-1} className="heading-2">
        {`Step ${state.step + 1} of ${state.steps.length}: ${STEP_TITLE[id]}`}
      </h2>
      <Hidden state={state} />
      {id === 'what' ? <WhatStep state={state} onEdit={onEdit} /> : null}
      {id === 'box' ? <BoxStep state={state} onEdit={onEdit} /> : null}
      {isCount(id) ? <CountStepFields state={state} id={id} onEdit={onEdit} /> : null}
      {id === 'summary' ? (
        <EstimateSummary state={state} prices={store === 'loading' ? 'loading' : store.prices} />
      ) : null}
      <p id="estimator-refusal" role="alert" className="m-0 font-semibold text-brand-700 empty:hidden">
        {refused && id !== 'summary' ? REFUSAL[id] : ''}
      </p>
      <div className="flex flex-wrap gap-3">
        {id !== 'summary' ? (
          <button type="submit" name="go" value="next" className="btn-primary">
            Next
          </button>
        ) : null}
        {canSkip(state) ? (
          <button type="submit" name="go" value="skip" className="btn-secondary">
            Skip
          </button>
        ) : null}
        {id === 'pictures' && !state.steps.includes('scans') ? (
          <button type="submit" name="go" value="scans" className="btn-secondary">
            Add custom scans
          </button>
        ) : null}
        {canGoBack(state) ? (
          <button type="submit" name="go" value="back" className="btn-secondary">
            Back
          </button>
        ) : null}
        {state.step > 0 ? (
          <button type="submit" name="go" value="reset" className="btn-quiet">
            Start over
          </button>
        ) : null}
      </div>
    </form>
  );
}
