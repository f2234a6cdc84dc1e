/** A failed /api call as the islands see it: the status and the JSON the worker answered. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly data: unknown,
  ) {
    super(typeof data === 'object' && data && 'error' in data ? String(data.error) : `Request failed (${status})`);
  }
}

export async function apiFetcher<T = unknown>(url: string): Promise<T> {
  const response = await fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  const data = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, data);
  return data as T;
}
