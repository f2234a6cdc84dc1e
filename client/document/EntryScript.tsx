import { useContext } from 'react';
import { EntryScriptSrc } from './EntryScriptContext.ts';

/**
 * The browser entry (client/entry.ts), rendered beside every behaviour root and island marker.
 * React 19 treats an async script as a resource: however often it is rendered, the page gets it
 * once, in <head>. A page that renders neither loads no script at all.
 */
export const EntryScript = () => {
  const src = useContext(EntryScriptSrc);
  return src ? <script type="module" async src={src} /> : null;
};
