import { describe, expect, it } from 'vitest';
import {
  canGoBack,
  canGoNext,
  canSkip,
  currentStep,
  type EstimatorAction,
  type EstimatorState,
  estimateComplete,
  estimatorReducer,
  initialEstimator,
  pickedCategories,
} from '#core/domain/digitization/estimator.ts';

const run = (...actions: EstimatorAction[]) => actions.reduce(estimatorReducer, initialEstimator);

describe('estimator steps (SPEC §2.10, §4)', () => {
  it('begins at step 0 with the three base steps', () => {
    expect(initialEstimator.step).toBe(0);
    expect(initialEstimator.steps).toEqual(['what', 'box', 'summary']);
    expect(initialEstimator.box).toBeNull();
    expect(Object.values(initialEstimator.counts).every((n) => n === 0)).toBe(true);
  });

  it('inserts a picked category just before the summary, tapes and film together', () => {
    const s = run({ type: 'toggle', category: 'audio' }, { type: 'toggle', category: 'video' });
    expect(s.steps).toEqual(['what', 'box', 'audio', 'tapes', 'film', 'summary']);
    expect(pickedCategories(s)).toEqual(['video', 'audio']);
    expect(run({ type: 'toggle', category: 'pictures' }).steps).toEqual(['what', 'box', 'pictures', 'summary']);
  });

  it('removes an un-picked category and zeroes its count', () => {
    const s = run(
      { type: 'toggle', category: 'video' },
      { type: 'toggle', category: 'audio' },
      { type: 'setCount', field: 'tapes', value: 3 },
      { type: 'setCount', field: 'feetOfFilm', value: 120 },
      { type: 'setCount', field: 'audioItems', value: 2 },
      { type: 'toggle', category: 'video' },
    );
    expect(s.steps).toEqual(['what', 'box', 'audio', 'summary']);
    expect(s.counts).toMatchObject({ tapes: 0, feetOfFilm: 0, audioItems: 2 });
  });

  it('inserts scans at a given index, clamped between the box step and the summary, once', () => {
    const base = run({ type: 'toggle', category: 'video' }, { type: 'toggle', category: 'audio' });
    expect(estimatorReducer(base, { type: 'insertScans', index: 3 }).steps).toEqual([
      'what',
      'box',
      'tapes',
      'scans',
      'film',
      'audio',
      'summary',
    ]);
    expect(estimatorReducer(base, { type: 'insertScans', index: 0 }).steps).toEqual([
      'what',
      'box',
      'scans',
      'tapes',
      'film',
      'audio',
      'summary',
    ]);
    expect(estimatorReducer(base, { type: 'insertScans', index: 99 }).steps.at(-2)).toBe('scans');
    const once = estimatorReducer(base, { type: 'insertScans', index: 2 });
    expect(estimatorReducer(once, { type: 'insertScans', index: 5 })).toBe(once);
  });

  it('keeps the visitor on their step when steps are added or removed around it', () => {
    const s = run({ type: 'toggle', category: 'audio' }, { type: 'skip' }, { type: 'skip' });
    expect(currentStep(s)).toBe('audio');
    const more = estimatorReducer(s, { type: 'insertScans', index: 2 });
    expect(currentStep(more)).toBe('audio');
  });

  it('sets counts as whole numbers from 0 up', () => {
    const s = run(
      { type: 'setCount', field: 'pictures', value: 12.7 },
      { type: 'setCount', field: 'scans', value: -4 },
    );
    expect(s.counts.pictures).toBe(12);
    expect(s.counts.scans).toBe(0);
    expect(run({ type: 'setCount', field: 'tapes', value: Number.NaN }).counts.tapes).toBe(0);
  });

  it('records the box answer', () => {
    expect(run({ type: 'setBox', box: 'need' }).box).toBe('need');
  });
});

describe('estimator navigation (SPEC §4, §5)', () => {
  it('allows Next on the what step only with at least one category', () => {
    expect(canGoNext(initialEstimator)).toBe(false);
    expect(run({ type: 'next' })).toBe(initialEstimator);
    const s = run({ type: 'toggle', category: 'pictures' }, { type: 'next' });
    expect(currentStep(s)).toBe('box');
  });

  it('allows Next on a count step only with a count above 0', () => {
    const onPictures: EstimatorState = { ...run({ type: 'toggle', category: 'pictures' }), step: 2 };
    expect(canGoNext(onPictures)).toBe(false);
    expect(estimatorReducer(onPictures, { type: 'next' })).toBe(onPictures);
    const counted = estimatorReducer(onPictures, { type: 'setCount', field: 'pictures', value: 1 });
    expect(currentStep(estimatorReducer(counted, { type: 'next' }))).toBe('summary');
  });

  it('allows Next on the box step once answered', () => {
    const onBox: EstimatorState = { ...initialEstimator, step: 1 };
    expect(canGoNext(onBox)).toBe(false);
    expect(currentStep(run({ type: 'setBox', box: 'have' }, { type: 'skip' }, { type: 'next' }))).toBe('summary');
  });

  it('lets the what and box steps be skipped but not gone back from', () => {
    expect(canSkip(initialEstimator)).toBe(true);
    expect(canGoBack(initialEstimator)).toBe(false);
    const onBox = run({ type: 'skip' });
    expect(currentStep(onBox)).toBe('box');
    expect(canGoBack(onBox)).toBe(false);
    expect(estimatorReducer(onBox, { type: 'back' })).toBe(onBox);
    expect(currentStep(estimatorReducer(onBox, { type: 'skip' }))).toBe('summary');
  });

  it('refuses to skip a count step or the summary, and goes back from them', () => {
    const onTapes = run({ type: 'toggle', category: 'video' }, { type: 'skip' }, { type: 'skip' });
    expect(currentStep(onTapes)).toBe('tapes');
    expect(estimatorReducer(onTapes, { type: 'skip' })).toBe(onTapes);
    expect(currentStep(estimatorReducer(onTapes, { type: 'back' }))).toBe('box');
    const summary: EstimatorState = { ...onTapes, step: onTapes.steps.length - 1 };
    expect(canGoNext(summary)).toBe(false);
    expect(canSkip(summary)).toBe(false);
    expect(currentStep(estimatorReducer(summary, { type: 'back' }))).toBe('film');
  });

  it('resets to step 0, resets the box and zeroes every count', () => {
    const s = run(
      { type: 'toggle', category: 'video' },
      { type: 'setBox', box: 'have' },
      { type: 'setCount', field: 'tapes', value: 4 },
      { type: 'setCount', field: 'feetOfFilm', value: 400 },
      { type: 'skip' },
      { type: 'skip' },
      { type: 'reset' },
    );
    expect(s.step).toBe(0);
    expect(s.box).toBeNull();
    expect(Object.values(s.counts).every((n) => n === 0)).toBe(true);
  });

  it('calls an estimate complete when every picked category has a count', () => {
    const s = run({ type: 'toggle', category: 'video' }, { type: 'setCount', field: 'tapes', value: 2 });
    expect(estimateComplete(s)).toBe(false);
    expect(estimateComplete(estimatorReducer(s, { type: 'setCount', field: 'feetOfFilm', value: 50 }))).toBe(true);
    expect(estimateComplete(initialEstimator)).toBe(false);
  });
});
