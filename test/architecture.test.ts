/**
 * The boundaries of the house, read from the imports of `src/`: dependencies point one way
 * through the pipeline, emitters do not import one another, the code shipped in generated
 * packages imports nothing of the tool, and no files import each other in a circle. A new import
 * that breaks one of these fails here, naming the file, the import and the rule.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '..', 'src');

/**
 * The stages, lowest first: a folder imports only from its own stage and the stages before it.
 * Folders of one stage do not import each other unless named on the same line's `peers`.
 */
const STAGES: readonly (readonly string[])[] = [
  ['model'],
  ['diagnostics'],
  ['load'],
  ['validate'],
  ['resolve'],
  ['views'],
  ['contract'],
  ['demo'],
  ['emit', 'diff'],
  ['write'],
  ['pipeline'],
  ['sandbox', 'verify', 'lint'],
  ['cli'],
];

/** Runtime shipped inside the generated packages: it imports nothing of the tool but itself. */
const SHIPPED = new Set(['runtime', 'server-runtime']);

/** What reaches the model only through the views: the earlier stages they may not import. */
const THROUGH_VIEWS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['emit', new Set(['load', 'validate', 'resolve'])],
  ['contract', new Set(['load', 'validate', 'resolve'])],
]);

/** Inside `src/emit/`: what every emitter shares. Each other folder there is one emitter. */
const EMIT_SHARED = new Set(['shared', 'input.ts']);

interface Import {
  from: string;
  to: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Every relative import of every file of `src/` (static, type-only, re-exports and `import()`), as paths below `src/`. */
function importsOfSrc(): Import[] {
  return sourceFiles(SRC).flatMap((file) => {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    return importedFiles
      .filter(({ fileName }) => fileName.startsWith('.'))
      .map(({ fileName }) => ({ from: relative(SRC, file), to: relative(SRC, resolve(dirname(file), fileName)) }));
  });
}

const folderOf = (path: string) => path.split('/')[0]!;
const stageOf = (folder: string) => STAGES.findIndex((stage) => stage.includes(folder));

/** Why `imp` breaks a boundary, or undefined when it keeps to them. */
function violation({ from, to }: Import): string | undefined {
  const [source, target] = [folderOf(from), folderOf(to)];
  if (to.startsWith('..')) return 'imports from outside src/ (the generated copies are for users, not for the tool)';
  if (SHIPPED.has(source)) return source === target ? undefined : `shipped runtime imports the tool (${target}/)`;
  if (SHIPPED.has(target) || source === target) {
    if (source !== 'emit' || target !== 'emit') return undefined;
    const [fromPart, toPart] = [from.split('/')[1]!, to.split('/')[1]!];
    if (fromPart === toPart || EMIT_SHARED.has(toPart)) return undefined;
    return EMIT_SHARED.has(fromPart) ? `shared emitter code imports the emitter ${toPart}/` : `the emitter ${fromPart}/ imports the emitter ${toPart}/`;
  }
  if (THROUGH_VIEWS.get(source)?.has(target)) return `${source}/ reads ${target}/: it reaches the model only through views/`;
  const [sourceStage, targetStage] = [stageOf(source), stageOf(target)];
  if (sourceStage < 0 || targetStage < 0) return `${sourceStage < 0 ? source : target}/ has no stage in STAGES`;
  if (targetStage > sourceStage) return `${source}/ reaches a later stage (${target}/)`;
  if (targetStage === sourceStage) return `${source}/ and ${target}/ are one stage: neither imports the other`;
  return undefined;
}

/** The circles of the import graph (Tarjan's strongly connected components of more than one file). */
function circles(imports: readonly Import[]): string[][] {
  const edges = new Map<string, string[]>();
  for (const { from, to } of imports) edges.set(from, [...(edges.get(from) ?? []), to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
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
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('the boundaries of src/', () => {
  const imports = importsOfSrc();

  it('reads the imports (a parser that finds none would pass everything)', () => {
    expect(imports.length).toBeGreaterThan(300);
    expect(imports).toContainEqual({ from: 'pipeline/compile.ts', to: 'emit/input.ts' });
  });

  it('points every import one way through the pipeline, and no emitter imports another', () => {
    const broken = imports.flatMap((imp) => {
      const why = violation(imp);
      return why ? [`src/${imp.from} → src/${imp.to}: ${why}`] : [];
    });
    expect(broken).toEqual([]);
  });

  it('has no circle of imports', () => {
    expect(circles(imports)).toEqual([]);
  });

  it('tells each kind of broken boundary (the rules can fail)', () => {
    expect(violation({ from: 'load/load-spec.ts', to: 'pipeline/session.ts' })).toMatch(/later stage/);
    expect(violation({ from: 'emit/server/index.ts', to: 'emit/client/names.ts' })).toMatch(/emitter server\/ imports the emitter client\//);
    expect(violation({ from: 'emit/shared/markdown.ts', to: 'emit/docs/site.ts' })).toMatch(/shared emitter code/);
    expect(violation({ from: 'server-runtime/plugin.ts', to: 'views/version-view.ts' })).toMatch(/shipped runtime/);
    expect(violation({ from: 'sandbox/server.ts', to: '../generated/server/runtime/plugin.ts' })).toMatch(/outside src/);
    expect(violation({ from: 'emit/docs/index.ts', to: 'diff/compare.ts' })).toMatch(/one stage/);
    expect(violation({ from: 'emit/docs/index.ts', to: 'resolve/resolve.ts' })).toMatch(/only through views/);
    expect(violation({ from: 'emit/docs/index.ts', to: 'emit/shared/markdown.ts' })).toBeUndefined();
    expect(
      circles([
        { from: 'a.ts', to: 'b.ts' },
        { from: 'b.ts', to: 'a.ts' },
        { from: 'b.ts', to: 'c.ts' },
      ]),
    ).toEqual([['a.ts', 'b.ts']]);
  });
});
