import { createContext } from 'react';

/**
 * Whether <EntryScript /> renders the entry's script tag: false for a personal widget rendered on
 * its own into a page that already loads it (docs/decisions/056), where React, with no <head> to
 * hoist it into, would write it in place.
 */
export const EntryScriptWanted = createContext(true);
