// Nothing the worker runs while it starts makes an Intl formatter: the first one an isolate makes
// loads the locale data (about 20 ms of the startup budget, docs/decisions/101), which a cache hit
// never needs. Formatters are made on first use (core/domain/formatters.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder, ROOT } from './import-graph.ts';

/** Lines that make a formatter at a module's top level: not indented, not inside a function. */
function topLevelFormatters(text: string): string[] {
  return text.split('\n').filter((line) => /^(export )?(const|let|var) \w+ = new Intl\./.test(line));
}

describe('work done while the worker starts', () => {
  it('finds a formatter made at the top level (the check itself)', () => {
    expect(topLevelFormatters("const day = new Intl.DateTimeFormat('en-US');\n  const inner = new Intl.X();")).toEqual([
      "const day = new Intl.DateTimeFormat('en-US');",
    ]);
  });

  it('makes no Intl formatter at any module top level', () => {
    const found = ['worker', 'client', 'core']
      .flatMap(filesUnder)
      .flatMap((file) => topLevelFormatters(readFileSync(join(ROOT, file), 'utf8')).map((line) => `${file}: ${line}`));
    expect(found).toEqual([]);
  });
});
