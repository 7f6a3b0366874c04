/**
 * TypeScript → JavaScript + `.d.ts` for the generated package, one file at a time, which the
 * code's explicit types allow (`isolatedDeclarations`).
 *
 * Both come from one call of oxc-transform, a native (Rust) transformer: it loads in ~15 ms and
 * turns all 36 files of the package into JavaScript and declarations in ~35 ms on a first run.
 * The TypeScript compiler's `transpileDeclaration` gave the same declarations, but loading and
 * warming it took ~0.8 s, the longest step of a generation with nothing cached; esbuild's
 * service, which gave the JavaScript, was a child process to start besides. A test checks the
 * declarations against the TypeScript compiler's (test/client/declarations.test.ts).
 *
 * Results are cached by a hash of the tool's version, file name and source, so an unchanged
 * model reads them back instead of loading the transformer.
 */
import { createRequire } from 'node:module';
import { contentKey, readEntry, writeEntry } from '../../cache/entries.ts';

export interface TranspiledFile {
  js: string;
  dts: string;
}

export interface SourceToTranspile {
  fileName: string;
  source: string;
}

/** Bumped when the options below change, so old cache entries are never reused. */
const CACHE_VERSION = 'v3';
const CACHE_KIND = 'transpile';
/** Two versions' worth of files for many model revisions; beyond that, the oldest go. */
const CACHE_ENTRIES = 4000;
const TRANSFORMER = 'oxc-transform';

const localRequire = createRequire(import.meta.url);

type Transformer = typeof import('oxc-transform');
/** Loaded on the first cache miss: a `generate` of an unchanged model never needs it. */
let transformer: Transformer | undefined;

/**
 * Lines inside a multi-line comment, as the transformer prints them: it keeps the text but drops
 * the space before each continuation `*` (` * text` comes out as `* text`). JSDoc reads either;
 * people read the first, as written in the source.
 */
function realignCommentLines(code: string): string {
  let inComment = false;
  return code
    .split('\n')
    .map((line) => {
      const wasInComment = inComment;
      const trimmed = line.trimStart();
      if (!inComment && trimmed.startsWith('/*') && !trimmed.includes('*/')) inComment = true;
      else if (inComment && trimmed.includes('*/')) inComment = false;
      if (!wasInComment || !trimmed.startsWith('*')) return line;
      return `${line.slice(0, line.length - trimmed.length)} ${trimmed}`;
    })
    .join('\n');
}

/** Loads the transformer now: `--watch` calls it so that the first edit of client code does not. */
export function loadTranspiler(): Transformer {
  transformer ??= localRequire(TRANSFORMER) as Transformer;
  return transformer;
}

function transpile({ fileName, source }: SourceToTranspile): TranspiledFile {
  const result = loadTranspiler().transformSync(fileName, source, {
    lang: 'ts',
    sourceType: 'module',
    target: 'es2022',
    typescript: { declaration: {} },
  });
  const problem = result.errors.find((error) => error.severity === 'Error');
  if (problem !== undefined) {
    const where = problem.labels[0] ? ` at offset ${problem.labels[0].start}` : '';
    throw new Error(`${fileName}: cannot emit JavaScript and declarations${where} (${problem.message}); the generated or runtime code needs an explicit type here`);
  }
  return { js: realignCommentLines(result.code), dts: realignCommentLines(result.declaration ?? '') };
}

/** Transpiles each file, from the cache where possible; results come in the order of `files`. */
export function transpileFiles(files: readonly SourceToTranspile[]): TranspiledFile[] {
  const version = (localRequire(`${TRANSFORMER}/package.json`) as { version: string }).version;
  return files.map((file) => {
    const key = contentKey(CACHE_VERSION, `${TRANSFORMER} ${version}`, file.fileName, file.source);
    const cached = readEntry<TranspiledFile>(CACHE_KIND, key);
    if (cached) return cached;
    const result = transpile(file);
    writeEntry(CACHE_KIND, key, result, CACHE_ENTRIES);
    return result;
  });
}
