// How the worker knows a browser runs no script (docs/decisions/089): a page's <noscript> asks
// for an empty stylesheet, whose answer sets this cookie; the entry script removes it again.
// A signed-in visitor's page then waits for every part to be in its place, since no script will
// put it there later.

export const NO_SCRIPT_COOKIE = 'no_script';

/** The stylesheet only a browser without script asks for. */
export const NO_SCRIPT_MARK = '/api/no-script';
