// The JS heap in use, where the runtime tells: Node does (the sync benchmark runs the sync there);
// workerd's process.memoryUsage() answers zeros, read as unknown.
export function heapUsed(): number | null {
  const usage = (globalThis as { process?: { memoryUsage?: () => { heapUsed: number } } }).process?.memoryUsage?.();
  return usage && usage.heapUsed > 0 ? usage.heapUsed : null;
}
