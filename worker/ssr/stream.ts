import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';

interface StreamOptions {
  nonce: string | undefined;
  onError: (error: unknown) => void;
  /**
   * Every Suspense boundary that completed before the stream is read goes in its place. React
   * otherwise sends a large one after the page, for its inline script to move (docs/decisions/089).
   */
  inPlace?: boolean;
}

/**
 * Streams a React tree as HTML. Resolves once the shell is ready — before any Suspense boundary
 * waiting on a store call — and rejects if the shell itself fails to render.
 */
export function renderHtmlStream(tree: ReactNode, opts: StreamOptions) {
  return renderToReadableStream(tree, {
    nonce: opts.nonce,
    ...(opts.inPlace ? { progressiveChunkSize: Number.MAX_SAFE_INTEGER } : {}),
    onError(error) {
      opts.onError(error);
    },
  });
}
