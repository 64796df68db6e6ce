/**
 * The code's shape (issue "a codebase by feature"): the server has no import cycle (the outbox
 * used to import the audit, which imported the deps, which imported the outbox), and imports
 * use the path aliases rather than climbing folders. Type imports count too: a cycle of types
 * still ties two parts together.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const ALIASES: Record<string, string> = { '#server/': 'src/server/', '#shared/': 'src/shared/', '#client/': 'src/client/', '#db/': 'db/' };
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'data', 'migrations', '.tmp'].includes(entry.name) ? [] : sourceFiles(rel);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.gen.ts') ? [rel] : [];
  });
}

/** The specifiers of a file's static imports and re-exports, types included. */
function imports(text: string): string[] {
  return [...text.matchAll(/^\s*(?:import|export)\s+(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm)].map((match) => match[1]!);
}

function resolve(from: string, spec: string): string | null {
  const alias = Object.keys(ALIASES).find((prefix) => spec.startsWith(prefix));
  const base = alias ? ALIASES[alias]! + spec.slice(alias.length) : spec.startsWith('.') ? path.join(path.dirname(from), spec) : null;
  if (!base) return null;
  if (/\.(ts|tsx)$/.test(base) && fs.existsSync(path.join(ROOT, base))) return base;
  for (const ext of EXTENSIONS) if (fs.existsSync(path.join(ROOT, base + ext))) return base + ext;
  return null;
}

function cycles(files: string[]): string[][] {
  const graph = new Map(files.map((file) => [file, imports(fs.readFileSync(path.join(ROOT, file), 'utf8')).map((spec) => resolve(file, spec)).filter((f): f is string => f !== null)]));
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') found.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return found;
}

describe('the import graph', () => {
  it('the server has no import cycle', () => {
    const files = sourceFiles('src/server');
    expect(files.length).toBeGreaterThan(100);
    expect(cycles(files).map((cycle) => cycle.join(' → '))).toEqual([]);
  });

  it('finds a cycle when there is one (the check itself)', () => {
    const dir = fs.mkdtempSync(path.join(ROOT, 'tests/.tmp-cycle-'));
    try {
      const rel = path.relative(ROOT, dir);
      fs.writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b';\nexport const a = b;\n");
      fs.writeFileSync(path.join(dir, 'b.ts'), "import { a } from './a';\nimport type { T } from './c';\nexport const b = a;\nexport type U = T;\n");
      fs.writeFileSync(path.join(dir, 'c.ts'), "import { b } from './b';\nexport type T = typeof b;\n");
      expect(cycles([`${rel}/a.ts`, `${rel}/b.ts`, `${rel}/c.ts`])).toEqual([
        [`${rel}/a.ts`, `${rel}/b.ts`, `${rel}/a.ts`],
        [`${rel}/b.ts`, `${rel}/c.ts`, `${rel}/b.ts`],
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('at most 30 imports climb three folders or more (the aliases #server/*, #shared/*, #client/*, #db/* instead)', () => {
    const climbing = ['src', 'tests', 'scripts', 'db'].flatMap(sourceFiles).flatMap((file) =>
      [...fs.readFileSync(path.join(ROOT, file), 'utf8').matchAll(/from\s+['"]((?:\.\.\/){3,}[^'"]*)['"]/g)].map((m) => `${file}: ${m[1]}`),
    );
    expect(climbing.length, climbing.join('\n')).toBeLessThanOrEqual(30);
  });
});
