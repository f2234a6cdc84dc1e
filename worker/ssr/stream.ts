import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';

/**
 * Streams a React tree as HTML. Resolves once the shell is ready — before any Suspense boundary
 * waiting on a store call — and rejects if the shell itself fails to render.
 */
export function renderHtmlStream(tree: ReactNode, opts: { nonce: string | undefined; onError: (error: unknown) => void }) {
  return renderToReadableStream(tree, {
    nonce: opts.nonce,
    onError(error) {
      opts.onError(error);
    },
  });
}
