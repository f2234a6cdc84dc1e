// What an isolate remembers for a while: a bounded map whose entries are trusted for `ms` after
// they were set, oldest set first out past `max`. The session's known users and refused tokens,
// and the edge cache's copies and tag stamps, are each one of these.
export class RecentMemo<V> {
  private readonly entries = new Map<string, { value: V; at: number }>();

  constructor(
    private readonly ms: number,
    private readonly max: number,
  ) {}

  /** The value set for `key` less than `ms` before `now`; undefined otherwise. */
  get(key: string, now: number): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (now - entry.at < this.ms) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, value: V, now: number): void {
    this.entries.delete(key);
    this.entries.set(key, { value, at: now });
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }
}
