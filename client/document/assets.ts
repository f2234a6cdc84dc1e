// The stylesheet and browser entry are content-hashed (decision 096): their names come from the
// build's manifest, which the worker reads (worker/config/build-assets.ts) and hands to <Document>.

/** The two files every page may link, as the build's manifest names them. */
export interface PageAssets {
  css: string;
  entry: string;
}

/** The company's mark, also the logo search engines show (JSON-LD). */
export const LOGO = '/favicon.svg';
