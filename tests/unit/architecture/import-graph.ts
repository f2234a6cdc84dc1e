// The project's own import graph, read from the source: every `import` and `export … from` of a
// file under core/, client/, worker/ and sync/, type-only ones included, resolved to the file it names.
// Package imports (react, hono, …) are left out: only our files can make a circle.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const FOLDERS = ['core', 'client', 'worker', 'sync'];
const SOURCE = /\.(ts|tsx)$/;
// `import … from '…'`, `import '…'`, `export … from '…'`, over several lines.
const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/g;

/** The source files under a folder of the root, as paths from the root. */
export function filesUnder(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => SOURCE.test(name) && !name.endsWith('.d.ts'))
    .map((name) => join(folder, name));
}

/** The project file an import names, or null for a package. */
function resolveImport(from: string, spec: string): string | null {
  if (spec.startsWith('#')) return spec.slice(1);
  if (spec.startsWith('.')) return relative(ROOT, resolve(ROOT, dirname(from), spec));
  return null;
}

/** Each source file (a path from the root) and the project files it imports. */
export function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of FOLDERS.flatMap(filesUnder)) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    const targets = [...text.matchAll(IMPORT)].flatMap((m) => {
      const target = resolveImport(file, m[1]!);
      return target ? [target] : [];
    });
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Every circle of imports, each once, as the files around it (Tarjan's strongly connected components). */
export function importCircles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) circles.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return circles;
}
