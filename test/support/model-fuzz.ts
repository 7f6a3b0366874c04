/**
 * One fuzz case through the real pipeline in memory (`loadSpecTexts` → `compileLoaded` with the
 * emitters given), and the checks every outcome must pass: either a successful compile whose
 * artefacts are safe to write, or diagnostics that are each located in a model file (line and
 * column inside it), carry a stable code from the table and a hint, and print on one line.
 * Used through model-fuzz-runner.ts and by test/model-fuzz.property.test.ts.
 */
import { DIAGNOSTICS } from '../../src/pipeline/codes.ts';
import { formatDiagnostic, type Diagnostic } from '../../src/diagnostics/diagnostic.ts';
import { isDeepStrictEqual } from 'node:util';
import { loadSpecTexts, MAX_NESTING_DEPTH, parseWithLibrary, type LoadResult } from '../../src/load/load-spec.ts';
import { parseYamlSubset } from '../../src/load/yaml-subset.ts';
import { compileLoaded, EMITTERS, type CompileResult, type Emitter } from '../../src/pipeline/compile.ts';
import type { SeedFile } from './model-mutations.ts';
import { deepFreeze } from './freeze.ts';
import { TextInPieces } from '../../src/emit/shared/artefact.ts';

/** `spec/x.yaml:12:5 error some-code: message` and an indented hint: two lines, nothing else. */
const FORMAT = /^spec\/[\w.-]+\.yaml:\d+:\d+ (?:error|warning) [a-z0-9-]+: [^\n]+\n {2}hint: [^\n]+$/;
const STACK_FRAME = /\bat .+:\d+:\d+|node_modules|\/src\//;
/** Control characters other than tab: a model that smuggles escape sequences must not reach the terminal. */
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
/** Longest message or hint a diagnostic may print; each piece of the model it quotes is at most 300 characters. */
const MAX_LINE = 2_000;
const SAFE_PATH = /^(?!.*(?:^|\/)\.\.?(?:\/|$))[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*$/;

/**
 * The emitters thousands of cases can afford: the OpenAPI documents and the route stubs, which
 * turn model text into documents and code. The others cost a compiler (the client's TypeScript
 * transpile), 2.3 MB of Redoc per HTML page or templates over every page (Markdown docs), tens to
 * hundreds of milliseconds for each model that compiles; `npm run fuzz` and the CLI cases run them.
 */
export const FAST_EMITTERS: readonly Emitter[] = EMITTERS.filter((e) => e.name === 'openapi' || e.name === 'server');

export type Outcome = { ok: true; files: number } | { ok: false; codes: string[] };

/**
 * Compiles model files held in memory. Files equal to the seed reuse one parse (frozen, so a
 * stage that changed its input would throw here instead of corrupting the next case); the
 * others go through the loader exactly as files from a folder would.
 */
export class InMemoryCompiler {
  private readonly seedLoads = new Map<string, { text: string; loaded: LoadResult }>();

  constructor(
    seed: readonly SeedFile[],
    private readonly emitters: readonly Emitter[] = EMITTERS,
  ) {
    for (const { file, text } of seed) {
      const loaded = loadSpecTexts([{ name: `spec/${file}`, text }]);
      for (const f of loaded.files) deepFreeze(f.data);
      this.seedLoads.set(file, { text, loaded });
    }
  }

  /** Whether `text` is the seed's own text of `file` (compared with the library once, not per case). */
  isSeed(file: string, text: string): boolean {
    return this.seedLoads.get(file)?.text === text;
  }

  compile(files: ReadonlyMap<string, string>): CompileResult {
    const parts = [...files.keys()].sort().map((file) => {
      const text = files.get(file)!;
      const seed = this.seedLoads.get(file);
      return seed && seed.text === text ? seed.loaded : loadSpecTexts([{ name: `spec/${file}`, text }]);
    });
    return compileLoaded({ files: parts.flatMap((p) => p.files), diagnostics: parts.flatMap((p) => p.diagnostics) }, this.emitters);
  }
}

/**
 * Where the fast reader of model YAML (src/load/yaml-subset.ts) and the yaml library disagree on
 * a text the reader accepts: it must give the library's data and positions, and accept nothing
 * the library refuses. Empty when they agree, or when the reader leaves the text to the library.
 */
export function subsetDisagreements(name: string, text: string): string[] {
  const subset = parseYamlSubset(text, MAX_NESTING_DEPTH);
  if (subset === undefined) return [];
  const library = parseWithLibrary(name, text);
  if (!library.file) {
    const refusal = library.diagnostics[0];
    return [`${name}: the YAML subset reader accepted a text the yaml library refuses (${refusal?.code}: ${refusal?.message.slice(0, 200)})`];
  }
  const problems: string[] = [];
  if (!isDeepStrictEqual(subset.data, library.file.data)) problems.push(`${name}: the YAML subset reader's data differs from the yaml library's`);
  if (!isDeepStrictEqual(subset.positions.tree(), library.file.source.positions))
    problems.push(`${name}: the YAML subset reader's positions differ from the yaml library's`);
  return problems;
}

function lineAndColumnInside(d: Diagnostic, lines: readonly string[]): boolean {
  const line = lines[d.line - 1];
  return line !== undefined && d.column >= 1 && d.column <= line.length + 1;
}

/** What is wrong with one diagnostic; empty when it is located, coded, hinted and printable. */
function diagnosticProblems(d: Diagnostic, linesOf: (file: string) => readonly string[] | undefined): string[] {
  const problems: string[] = [];
  const lines = linesOf(d.file);
  if (!(d.code in DIAGNOSTICS)) problems.push(`unknown code ${d.code}`);
  if (lines === undefined) problems.push(`names ${d.file}, which is not a model file of this case`);
  else if (!lineAndColumnInside(d, lines)) problems.push(`${d.file}:${d.line}:${d.column} is outside the file`);
  if (d.hint.trim() === '') problems.push('no hint');
  if (CONTROL.test(d.message) || CONTROL.test(d.hint)) problems.push('control characters in the message or hint');
  if (d.message.length > MAX_LINE || d.hint.length > MAX_LINE) problems.push(`a message of ${d.message.length} characters`);
  if (STACK_FRAME.test(d.message) || STACK_FRAME.test(d.hint)) problems.push('a stack frame or source path in the message');
  if (problems.length === 0 && !FORMAT.test(formatDiagnostic(d))) problems.push('does not print as one located line and a hint');
  return problems.map((p) => `${d.code} at ${d.file}:${d.line}:${d.column}: ${p} (${d.message.slice(0, 200)})`);
}

/** Problems with a compile result; empty when it is a clean success or clean, located diagnostics. */
export function outcomeProblems(result: CompileResult, files: ReadonlyMap<string, string>): string[] {
  const split = new Map<string, readonly string[] | undefined>();
  const linesOf = (file: string) => {
    if (!split.has(file)) split.set(file, file.startsWith('spec/') ? files.get(file.slice('spec/'.length))?.split('\n') : undefined);
    return split.get(file);
  };
  if (!result.ok) {
    if (!result.diagnostics.some((d) => d.severity === 'error')) return ['failed without an error'];
    return result.diagnostics.flatMap((d) => diagnosticProblems(d, linesOf));
  }
  // An accepted model's warnings are held to the same standard as errors.
  const problems = result.warnings.flatMap((d) => diagnosticProblems(d, linesOf));
  const artefacts = result.outputs.flatMap((o) => o.artefacts);
  if (artefacts.length === 0) problems.push('succeeded with no artefacts');
  /** Each path by its letters in one case (paths are ASCII: SAFE_PATH). */
  const paths = new Map<string, string>();
  for (const a of artefacts) {
    // The writer joins these paths under the output folder: none may climb out of it.
    if (!SAFE_PATH.test(a.path)) problems.push(`unsafe artefact path ${JSON.stringify(a.path.slice(0, 200))}`);
    const folded = a.path.toLowerCase();
    const earlier = paths.get(folded);
    if (earlier === a.path) problems.push(`artefact ${a.path} emitted twice`);
    // A file system that ignores case (macOS's and Windows' by default) would keep one of the two.
    else if (earlier !== undefined) problems.push(`artefacts ${earlier} and ${a.path} differ only in case`);
    paths.set(folded, a.path);
    if (typeof a.content !== 'string' && !(a.content instanceof TextInPieces)) problems.push(`artefact ${a.path} has no text`);
  }
  return problems;
}

export function summarise(result: CompileResult): Outcome {
  return result.ok
    ? { ok: true, files: result.outputs.reduce((n, o) => n + o.artefacts.length, 0) }
    : { ok: false, codes: [...new Set(result.diagnostics.map((d) => d.code))] };
}

/** Compiles one mutated model; an exception is a problem like any other, reported with its message. */
export async function checkCase(compiler: InMemoryCompiler, files: ReadonlyMap<string, string>): Promise<{ outcome?: Outcome; problems: string[] }> {
  try {
    const disagreements = [...files]
      .filter(([file, text]) => !compiler.isSeed(file, text))
      .flatMap(([file, text]) => subsetDisagreements(`spec/${file}`, text));
    const result = compiler.compile(files);
    return { outcome: summarise(result), problems: [...disagreements, ...outcomeProblems(result, files)] };
  } catch (error) {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return { problems: [`threw ${message.slice(0, 500)}`] };
  }
}
