/** A failed store or core call, rethrown with the response's status and data (SPEC §7, §8). */
export class UpstreamError extends Error {
  override name = 'UpstreamError';
  constructor(
    readonly status: number,
    readonly data: unknown,
    message = `Upstream request failed with status ${status}`,
  ) {
    super(message);
  }
}
