// The estimator's state in the URL's query (docs/decisions/027), so a refresh, a shared link or
// the back button keeps the estimate: `step` the current step, `steps` the count steps in order,
// `box`, and one count per count step. Reading is tolerant: anything unknown is dropped and the
// state is always one the reducer could have made. A form submission is the same query plus the
// current step's inputs and the button pressed (`go`), so the page works without JavaScript.
import {
  CATEGORIES,
  CATEGORY_STEPS,
  type Category,
  COUNT_FIELD,
  type CountStep,
  type EstimatorAction,
  type EstimatorState,
  estimatorReducer,
  initialEstimator,
  MAX_COUNT,
  pickedCategories,
  type StepId,
} from './estimator.ts';

/** What a URL's query or a form's data both are. */
export interface QueryLike {
  get(name: string): string | null;
  getAll(name: string): string[];
}

/** The wizard's buttons; `scans` adds the custom scans step right after the current one. */
export const GO_ACTIONS = ['next', 'back', 'skip', 'reset', 'scans'] as const;
export type GoAction = (typeof GO_ACTIONS)[number];
/** Says the what step's checkboxes were on the form, so none ticked means none picked. */
export const PICKS_MARKER = 'picks';

const COUNT_STEPS = Object.keys(COUNT_FIELD) as CountStep[];
const categoryOf = (id: CountStep) => CATEGORIES.find((c) => CATEGORY_STEPS[c].includes(id)) as Category;

function parseCount(raw: string | null): number {
  if (raw === null || !/^\s*\d{1,9}\s*$/.test(raw)) return 0;
  return Number(raw);
}

/** The count steps named in `steps`, known and once each, a category's steps kept together. */
function parseSteps(raw: string | null): CountStep[] {
  const out: CountStep[] = [];
  for (const id of (raw ?? '').slice(0, 200).split(',')) {
    if (!COUNT_STEPS.includes(id as CountStep) || out.includes(id as CountStep)) continue;
    for (const own of CATEGORY_STEPS[categoryOf(id as CountStep)]) if (!out.includes(own)) out.push(own);
  }
  return out;
}

export function parseEstimator(q: QueryLike): EstimatorState {
  const countSteps = parseSteps(q.get('steps'));
  const steps: StepId[] = ['what', 'box', ...countSteps, 'summary'];
  const counts = { ...initialEstimator.counts };
  for (const id of countSteps) counts[COUNT_FIELD[id]] = Math.min(parseCount(q.get(id)), MAX_COUNT);
  const box = q.get('box');
  const at = steps.indexOf(q.get('step') as StepId);
  return { step: Math.max(0, at), steps, box: box === 'have' || box === 'need' ? box : null, counts };
}

/** The query of a state: only what differs from the start, in a fixed order. */
export function serializeEstimator(s: EstimatorState): string {
  const q = new URLSearchParams();
  const countSteps = s.steps.filter((id): id is CountStep => COUNT_STEPS.includes(id as CountStep));
  if (s.step > 0) q.set('step', s.steps[s.step] as string);
  if (countSteps.length) q.set('steps', countSteps.join(','));
  if (s.box) q.set('box', s.box);
  for (const id of countSteps) if (s.counts[COUNT_FIELD[id]] > 0) q.set(id, String(s.counts[COUNT_FIELD[id]]));
  return q.toString();
}

export interface Submission {
  state: EstimatorState;
  /** The button pressed, if any. */
  go: GoAction | null;
  /** Next was pressed but the step was not valid: the form is shown again with why. */
  refused: boolean;
}

/** A form's data applied: the picks of the what step, then the button pressed. */
export function applySubmission(q: QueryLike): Submission {
  let state = parseEstimator(q);
  if (q.get(PICKS_MARKER) !== null) {
    const wanted = new Set(q.getAll('pick'));
    for (const c of CATEGORIES) {
      if (wanted.has(c) !== pickedCategories(state).includes(c))
        state = estimatorReducer(state, { type: 'toggle', category: c });
    }
  }
  const raw = q.get('go');
  const go = GO_ACTIONS.includes(raw as GoAction) ? (raw as GoAction) : null;
  if (!go) return { state, go, refused: false };
  const action: EstimatorAction = go === 'scans' ? { type: 'insertScans', index: state.step + 1 } : { type: go };
  const after = estimatorReducer(state, action);
  return { state: after, go, refused: go === 'next' && after === state };
}
