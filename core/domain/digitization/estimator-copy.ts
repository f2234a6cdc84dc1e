// What the estimator says: its steps, categories, units and why Next was refused.
import { FILM_REELS } from '#core/domain/constants.ts';
import type { Category, CountStep, StepId } from './estimator.ts';

export const STEP_TITLE: Record<StepId, string> = {
  what: 'What are you digitizing?',
  box: 'Do you have a box?',
  tapes: 'How many video tapes?',
  film: 'How many feet of film?',
  pictures: 'How many photos?',
  audio: 'How many audio tapes?',
  scans: 'How many custom scans?',
  summary: 'Your estimate',
};

export const CATEGORY_LABEL: Record<Category, string> = {
  video: 'Video tapes and film reels',
  pictures: 'Photos',
  audio: 'Audio tapes',
  scans: 'Documents and oversized photos (custom scans)',
};

/** A count as the summary reads it: "3 video tapes", "120 ft of film". */
export function countText(step: CountStep, count: number): string {
  const one = count === 1;
  switch (step) {
    case 'tapes':
      return `${count} video ${one ? 'tape' : 'tapes'}`;
    case 'film':
      return `${count} ft of film`;
    case 'pictures':
      return `${count} ${one ? 'photo' : 'photos'}`;
    case 'audio':
      return `${count} audio ${one ? 'tape' : 'tapes'}`;
    case 'scans':
      return `${count} custom ${one ? 'scan' : 'scans'}`;
  }
}

export const REELS_TEXT = `Reels hold about ${FILM_REELS.map((r) => `${r.feet} ft (${r.inches}")`).join(', ')}.`;

/** What a count step asks for, plainly (issue 35), and the unit shown beside its field. */
export const COUNT_ASK: Record<CountStep, { what: string; unit: string }> = {
  tapes: { what: 'how many video tapes you are sending', unit: 'tapes' },
  film: { what: 'the feet of film on all your reels together', unit: 'feet' },
  pictures: { what: 'how many photos you are sending', unit: 'photos' },
  audio: { what: 'how many audio tapes you are sending', unit: 'tapes' },
  scans: { what: 'how many documents and large photos to scan', unit: 'items' },
};

/** SPEC §5: a count step goes on only with a count above 0, said as a shopper counts. */
export const enterText = (step: CountStep) => `Enter ${COUNT_ASK[step].what}: a whole number, 1 or more.`;

/** SPEC §4: tapes and film are one category, so choosing it asks for both counts; the two steps say so. */
export const VIDEO_PAIR: Partial<Record<CountStep, string>> = {
  tapes: 'Video tapes and film reels are one choice: count your tapes here, your film next.',
  film: 'Video tapes and film reels are one choice: count your film here, after your tapes.',
};

const refusal = (step: CountStep) => `Enter ${COUNT_ASK[step].what}, 1 or more, to go on.`;

export const REFUSAL: Record<Exclude<StepId, 'summary'>, string> = {
  what: 'Pick at least one kind of media to go on.',
  box: 'Say whether you have a box, or skip this step.',
  tapes: refusal('tapes'),
  film: refusal('film'),
  pictures: refusal('pictures'),
  audio: refusal('audio'),
  scans: refusal('scans'),
};

export const PRICES_UNAVAILABLE =
  'Prices are unavailable right now. Your estimate is kept in this page’s address: come back to it later.';
