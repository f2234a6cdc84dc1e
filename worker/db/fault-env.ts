import type { Bindings } from '#worker/config/bindings.ts';
import { faultyD1, parseFault } from './fault-d1.ts';

/** One env per isolate with D1 behind its fault, counted from the isolate's first request (decision 079). */
const faulty = new WeakMap<object, Bindings>();

export function withFaultyD1(env: Bindings, value: string): Bindings {
  const fault = parseFault(value);
  if (!fault) return env;
  let derived = faulty.get(env);
  if (!derived) {
    derived = { ...env, DB: faultyD1(env.DB, fault, Date.now()) };
    faulty.set(env, derived);
  }
  return derived;
}
