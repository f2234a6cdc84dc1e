const ENDPOINT = '/api/client-errors';

/** Sends a browser error to the worker, which forwards it to error reporting (SPEC §8). */
export function reportClientError(kind: 'error' | 'unhandledrejection' | 'hydration' | 'chunk-load', error: unknown) {
  const err =
    error instanceof Error
      ? error
      : new Error(typeof error === 'string' ? error : (JSON.stringify(error) ?? 'Unknown error'));
  const body = JSON.stringify({
    kind,
    message: err.message.slice(0, 2000),
    stack: err.stack?.slice(0, 8000),
    url: location.href.slice(0, 2000),
  });
  const blob = new Blob([body], { type: 'application/json' });
  if (!navigator.sendBeacon?.(ENDPOINT, blob)) {
    void fetch(ENDPOINT, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
      keepalive: true,
    }).catch(() => undefined);
  }
}

export function watchGlobalErrors() {
  window.addEventListener('error', (event) => reportClientError('error', event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => reportClientError('unhandledrejection', event.reason));
}
