// What the estimator says: its steps, categories, units and why Next was refused.
import { FILM_REELS } from '#client/domain/constants.ts';
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

export const REFUSAL: Record<Exclude<StepId, 'summary'>, string> = {
  what: 'Pick at least one kind of media to go on.',
  box: 'Say whether you have a box, or skip this step.',
  tapes: 'Enter a number above 0 to go on.',
  film: 'Enter a number above 0 to go on.',
  pictures: 'Enter a number above 0 to go on.',
  audio: 'Enter a number above 0 to go on.',
  scans: 'Enter a number above 0 to go on.',
};

export const PRICES_UNAVAILABLE = 'Prices are unavailable right now. Your estimate is kept in this page’s address: come back to it later.';
