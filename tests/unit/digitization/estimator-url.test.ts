import { describe, expect, it } from 'vitest';
import { currentStep, estimatorReducer, initialEstimator } from '#core/domain/digitization/estimator.ts';
import {
  applySubmission,
  PICKS_MARKER,
  parseEstimator,
  serializeEstimator,
} from '#core/domain/digitization/estimator-url.ts';

const q = (s: string) => new URLSearchParams(s);

describe('estimator state in the URL', () => {
  it('writes nothing for the start', () => {
    expect(serializeEstimator(initialEstimator)).toBe('');
    expect(parseEstimator(q(''))).toEqual(initialEstimator);
  });

  it('round-trips a mixed estimate', () => {
    let s = initialEstimator;
    for (const category of ['video', 'pictures', 'audio'] as const)
      s = estimatorReducer(s, { type: 'toggle', category });
    s = estimatorReducer(s, { type: 'insertScans', index: 2 });
    s = { ...estimatorReducer(s, { type: 'setCount', field: 'feetOfFilm', value: 120 }), box: 'need', step: 4 };
    const text = serializeEstimator(s);
    expect(text).toBe('step=film&steps=scans%2Ctapes%2Cfilm%2Cpictures%2Caudio&box=need&film=120');
    expect(parseEstimator(q(text))).toEqual(s);
  });

  it('reads bad input tolerantly', () => {
    const s = parseEstimator(q('step=nope&steps=film,bogus,audio,audio&box=maybe&film=-3&audio=2x&tapes=99999999999'));
    expect(s.steps).toEqual(['what', 'box', 'tapes', 'film', 'audio', 'summary']);
    expect(s.step).toBe(0);
    expect(s.box).toBeNull();
    expect(s.counts).toEqual({ tapes: 0, feetOfFilm: 0, pictures: 0, audioItems: 0, scans: 0 });
  });

  it('caps counts and ignores counts of steps not taken', () => {
    const s = parseEstimator(q('steps=audio&audio=999999999&tapes=4'));
    expect(s.counts.audioItems).toBe(100_000);
    expect(s.counts.tapes).toBe(0);
  });
});

describe('estimator form submissions (no JavaScript)', () => {
  it('applies the picks of the what step, then Next', () => {
    const sub = applySubmission(q(`${PICKS_MARKER}=1&pick=video&pick=audio&go=next`));
    expect(sub.refused).toBe(false);
    expect(sub.state.steps).toEqual(['what', 'box', 'tapes', 'film', 'audio', 'summary']);
    expect(currentStep(sub.state)).toBe('box');
  });

  it('un-ticking every box un-picks every category', () => {
    const sub = applySubmission(q(`steps=audio&audio=3&${PICKS_MARKER}=1&go=skip`));
    expect(sub.state.steps).toEqual(['what', 'box', 'summary']);
    expect(sub.state.counts.audioItems).toBe(0);
  });

  it('refuses Next on a count step without a count, keeping the state', () => {
    const sub = applySubmission(q('step=audio&steps=audio&audio=0&go=next'));
    expect(sub.refused).toBe(true);
    expect(currentStep(sub.state)).toBe('audio');
  });

  it('reads the count typed on a count step, then goes on', () => {
    const sub = applySubmission(q('step=audio&steps=audio&audio=4&go=next'));
    expect(sub.state.counts.audioItems).toBe(4);
    expect(currentStep(sub.state)).toBe('summary');
  });

  it('ignores an unknown button and resets on Reset', () => {
    expect(applySubmission(q('step=box&go=fly')).go).toBeNull();
    const sub = applySubmission(q('step=summary&steps=audio&audio=4&box=have&go=reset'));
    expect(sub.state).toMatchObject({ step: 0, box: null, counts: { audioItems: 0 } });
  });
});

describe('adding custom scans from a step', () => {
  it('inserts the scans step right after the current one', () => {
    const sub = applySubmission(q('step=pictures&steps=pictures,audio&pictures=30&go=scans'));
    expect(sub.state.steps).toEqual(['what', 'box', 'pictures', 'scans', 'audio', 'summary']);
    expect(currentStep(sub.state)).toBe('pictures');
    expect(sub.state.counts.pictures).toBe(30);
  });
});
