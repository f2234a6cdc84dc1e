'use strict';

// Word lists for the generated part of the blog: deterministic (no randomness), so the same seed
// gives the same records, ids and slugs on every machine.
const SUBJECTS = [
  'VHS Tapes',
  'Home Movies',
  'Kodachrome Slides',
  'Cassette Letters',
  'Wedding Albums',
  'Baby Photos',
  'Film Reels',
  'Polaroids',
  'Negatives',
  'Camcorder Tapes',
  'Family Recipes',
  'Old Letters',
];
const ANGLES = [
  'How to Save Your',
  'What to Do With',
  'A Guide to',
  'Sorting Your',
  'Sharing Your',
  'Storing Your',
  'Labelling Your',
  'Digitizing Your',
  'Printing Your',
];

/** The nth generated post title, e.g. "Sharing Your Film Reels (Part 3)". */
function title(n) {
  const subject = SUBJECTS[n % SUBJECTS.length];
  const angle = ANGLES[Math.floor(n / SUBJECTS.length) % ANGLES.length];
  return `${angle} ${subject}${n >= SUBJECTS.length * ANGLES.length ? ` (Part ${n})` : ''}`;
}

/** A slug the way Strapi's uid field derives it from a title. */
function slugify(text) {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

module.exports = { title, slugify, SUBJECTS };
