import type { PageHandlers } from './page.ts';

/** The pages built so far, by route name; every other route of the table answers 404. */
export const pageHandlers: PageHandlers = {};
