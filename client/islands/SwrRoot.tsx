import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { apiFetcher } from './api-fetcher.ts';

// One cache for every island on the page, so two islands asking for /api/store-info share the
// answer and one request.
const sharedCache = new Map();

export function SwrRoot({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => sharedCache, fetcher: apiFetcher, revalidateOnFocus: false, shouldRetryOnError: false }}>
      {children}
    </SWRConfig>
  );
}
