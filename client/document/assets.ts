// Built by Vite into dist/client (vite.config.ts gives these stable names; chunks are hashed).
export const SITE_CSS = '/assets/site.css';
export const ENTRY_SCRIPT = '/assets/entry.js';
/** The company's mark, also the logo search engines show (JSON-LD). */
export const LOGO = '/favicon.svg';
