import { createContext } from 'react';

/**
 * The browser entry's path as the build's manifest names it (decision 096), given by <Document>:
 * what <EntryScript /> writes. Null, so that it writes nothing, wherever a subtree is rendered on
 * its own: a personal widget put into a page that already loads the entry (docs/decisions/056),
 * where React, with no <head> to hoist it into, would write it in place.
 */
export const EntryScriptSrc = createContext<string | null>(null);
