// SPEC §2.10, §4, §5 estimator: a pure reducer. The base steps are what, box and summary; each
// picked category adds its count steps just before the summary (tapes and film together), and
// un-picking removes them and zeroes their counts.

export type Category = 'video' | 'pictures' | 'audio' | 'scans';
export type CountStep = 'tapes' | 'film' | 'pictures' | 'audio' | 'scans';
export type StepId = 'what' | 'box' | CountStep | 'summary';
/** SPEC §3 estimator selections. */
export type CountField = 'tapes' | 'feetOfFilm' | 'pictures' | 'audioItems' | 'scans';
export type BoxAnswer = 'have' | 'need';

export const CATEGORIES: readonly Category[] = ['video', 'pictures', 'audio', 'scans'];
export const CATEGORY_STEPS: Record<Category, readonly CountStep[]> = {
  video: ['tapes', 'film'],
  pictures: ['pictures'],
  audio: ['audio'],
  scans: ['scans'],
};
export const COUNT_FIELD: Record<CountStep, CountField> = {
  tapes: 'tapes',
  film: 'feetOfFilm',
  pictures: 'pictures',
  audio: 'audioItems',
  scans: 'scans',
};
/** The largest count a step takes: enough for any box, small enough to keep prices exact. */
export const MAX_COUNT = 100_000;

export type Counts = Record<CountField, number>;

export interface EstimatorState {
  step: number;
  steps: readonly StepId[];
  box: BoxAnswer | null;
  counts: Counts;
}

export type EstimatorAction =
  | { type: 'toggle'; category: Category }
  | { type: 'insertScans'; index: number }
  | { type: 'setCount'; field: CountField; value: number }
  | { type: 'setBox'; box: BoxAnswer }
  | { type: 'next' }
  | { type: 'skip' }
  | { type: 'back' }
  | { type: 'reset' };

const BASE: readonly StepId[] = ['what', 'box', 'summary'];
const ZERO: Counts = { tapes: 0, feetOfFilm: 0, pictures: 0, audioItems: 0, scans: 0 };

export const initialEstimator: EstimatorState = { step: 0, steps: BASE, box: null, counts: ZERO };

const isCountStep = (id: StepId): id is CountStep => id in COUNT_FIELD;
const skippable = (id: StepId | undefined) => id === 'what' || id === 'box';

export function currentStep(s: EstimatorState): StepId {
  return s.steps[s.step] ?? 'what';
}

/** The categories picked, in the order of their steps. */
export function pickedCategories(s: EstimatorState): Category[] {
  return CATEGORIES.filter((c) => CATEGORY_STEPS[c].every((id) => s.steps.includes(id)));
}

/**
 * SPEC §4/§5: Next needs a category on the what step, an answer on the box step and a count above 0 on a count step.
 */
export function canGoNext(s: EstimatorState): boolean {
  const id = currentStep(s);
  if (id === 'what') return pickedCategories(s).length > 0;
  if (id === 'box') return s.box !== null;
  if (isCountStep(id)) return s.counts[COUNT_FIELD[id]] > 0;
  return false;
}

export const canSkip = (s: EstimatorState) => skippable(currentStep(s));
export const canGoBack = (s: EstimatorState) => s.step > 0 && !skippable(currentStep(s));

/** Whether every picked category has a count, so the summary has something to price. */
export function estimateComplete(s: EstimatorState): boolean {
  return s.steps.filter(isCountStep).every((id) => s.counts[COUNT_FIELD[id]] > 0) && pickedCategories(s).length > 0;
}

function clampCount(value: number): number {
  return Number.isFinite(value) ? Math.min(MAX_COUNT, Math.max(0, Math.floor(value))) : 0;
}

/** Keeps the visitor on the same step when steps move around them (or on the nearest one left). */
function withSteps(s: EstimatorState, steps: StepId[]): EstimatorState {
  const at = steps.indexOf(currentStep(s));
  return { ...s, steps, step: at >= 0 ? at : Math.min(s.step, steps.length - 1) };
}

function toggle(s: EstimatorState, category: Category): EstimatorState {
  const own = CATEGORY_STEPS[category];
  if (own.every((id) => s.steps.includes(id))) {
    const counts = { ...s.counts };
    for (const id of own) counts[COUNT_FIELD[id]] = 0;
    return {
      ...withSteps(
        s,
        s.steps.filter((id) => !own.includes(id as CountStep)),
      ),
      counts,
    };
  }
  const rest = s.steps.filter((id) => !own.includes(id as CountStep));
  const at = rest.indexOf('summary');
  return withSteps(s, [...rest.slice(0, at), ...own, ...rest.slice(at)]);
}

/** Scans inserted at an index among the count steps (after the box step, before the summary). */
function insertScans(s: EstimatorState, index: number): EstimatorState {
  if (s.steps.includes('scans')) return s;
  const lo = s.steps.indexOf('box') + 1;
  const hi = s.steps.indexOf('summary');
  const at = Math.min(hi, Math.max(lo, Number.isFinite(index) ? Math.floor(index) : hi));
  return withSteps(s, [...s.steps.slice(0, at), 'scans', ...s.steps.slice(at)]);
}

export function estimatorReducer(s: EstimatorState, action: EstimatorAction): EstimatorState {
  switch (action.type) {
    case 'toggle':
      return toggle(s, action.category);
    case 'insertScans':
      return insertScans(s, action.index);
    case 'setCount':
      return { ...s, counts: { ...s.counts, [action.field]: clampCount(action.value) } };
    case 'setBox':
      return { ...s, box: action.box };
    case 'next':
      return canGoNext(s) ? { ...s, step: s.step + 1 } : s;
    case 'skip':
      return canSkip(s) ? { ...s, step: s.step + 1 } : s;
    case 'back':
      return canGoBack(s) ? { ...s, step: s.step - 1 } : s;
    case 'reset':
      return { ...s, step: 0, box: null, counts: ZERO };
  }
}
