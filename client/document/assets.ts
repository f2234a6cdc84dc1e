// Built by Vite into dist/client (vite.config.ts gives these stable names; chunks are hashed).
export const SITE_CSS = '/assets/site.css';
export const ENTRY_SCRIPT = '/assets/entry.js';
