/**
 * TypeScript → JavaScript + `.d.ts` for the generated package, one file at a time, which the
 * code's explicit types allow (`isolatedDeclarations`).
 *
 * Both come from one call of oxc-transform, a native (Rust) transformer: it loads in ~15 ms and
 * turns all 23 source files of the package into JavaScript and declarations in ~35 ms on a first run.
 * The TypeScript compiler's `transpileDeclaration` gave the same declarations, but loading and
 * warming it took ~0.8 s, the longest step of a generation with nothing cached; esbuild's
 * service, which gave the JavaScript, was a child process to start besides. A test checks the
 * declarations against the TypeScript compiler's (test/client/declarations.test.ts). A source of
 * types alone needs neither (`typesOnlyFile`).
 */
import { createRequire } from 'node:module';
import { MAKE_ANEW, type Reuse } from '../../model/reuse.ts';
import { makeRoomForTransform } from './room-for-transform.ts';

export interface TranspiledFile {
  js: string;
  dts: string;
}

export interface SourceToTranspile {
  fileName: string;
  source: string;
}

const TRANSFORMER = 'oxc-transform';

const localRequire = createRequire(import.meta.url);

type Transformer = typeof import('oxc-transform');

/**
 * A documentation comment of a declaration file, from its `/**` line to its closing `*\/` line
 * (or to the end of the text, when it has none).
 */
const DOC_COMMENT = /^\t*\/\*\*\n[\s\S]*?(?:^\t*\*\/$|$(?![\s\S]))/gm;

/**
 * Documentation comments of a declaration file, as the transformer prints them: it keeps the
 * text but drops the space before each continuation `*` (` * text` comes out as `* text`).
 * Editors read either; people read the first, as written in the source. Only declarations get
 * this: they hold no values, so no string can be mistaken for a comment (the JavaScript keeps
 * the transformer's layout). Each comment is replaced in place, rather than the text split into
 * lines and joined again: a large model's declarations are millions of characters.
 */
function realignDocComments(declarations: string): string {
  return declarations.replace(DOC_COMMENT, (comment) => comment.replace(/\n(\t*)\*/g, '\n$1 *'));
}

/** `require` of the transformer's package, failing with what is wrong and what to do. */
function requireFromTransformer<T>(specifier: string): T {
  try {
    return localRequire(specifier) as T;
  } catch (error) {
    // The first sentence only: the rest of oxc's message is advice for its own developers.
    const reason = error instanceof Error ? (error.message.split('\n')[0] ?? '').split(/(?<=\.) /)[0] : String(error);
    throw new Error(`cannot load ${TRANSFORMER}, which emits the client's JavaScript and declarations (${reason}); run npm ci on Node ^20.19 or >=22.12`);
  }
}

/**
 * The transformer's allocator (mimalloc, inside its native module) reads its options from the
 * environment when the module loads. By default it keeps what the transformer freed for a while,
 * and as it runs only while the transformer does, it keeps it all: transforming the ×100 model's
 * 4-million-character `types.ts` left ~55 MB with the process to its end, on top of the heap the
 * later phases grow. A purge delay of 0 returns freed memory at once (no more system time
 * measured). An allocator setting of the caller's own stays.
 */
const RETURN_FREED_MEMORY_AT_ONCE = 'MIMALLOC_PURGE_DELAY';

/** The transformer, loaded by the first call (Node keeps loaded modules): `--watch` calls it at start, so that the first edit does not. */
export function loadTranspiler(): Transformer {
  process.env[RETURN_FREED_MEMORY_AT_ONCE] ??= '0';
  return requireFromTransformer<Transformer>(TRANSFORMER);
}

function transpile({ fileName, source }: SourceToTranspile): TranspiledFile {
  makeRoomForTransform(source.length);
  const result = loadTranspiler().transformSync(fileName, source, {
    lang: 'ts',
    sourceType: 'module',
    target: 'es2022',
    typescript: { declaration: {} },
  });
  const problem = result.errors.find((error) => error.severity === 'Error');
  if (problem !== undefined) {
    // The code frame quotes the offending line; isolated-declaration errors (TS9xxx) come with a help text.
    throw new Error(
      `${fileName}: cannot emit JavaScript and declarations: ${problem.message}${problem.helpMessage ? ` (${problem.helpMessage})` : ''}${problem.codeframe ? `\n${problem.codeframe}` : ''}`,
    );
  }
  if (result.declaration === undefined) throw new Error(`${fileName}: ${TRANSFORMER} emitted no declarations`);
  return { js: result.code, dts: realignDocComments(result.declaration) };
}

/** What the transformer makes of a module without values: a module, still, that exports nothing. */
const TYPES_ONLY_JS = 'export {};\n';

/**
 * The JavaScript and declarations of a source that declares types alone (`export type …` with
 * their comments, as a version's `types.ts`), without the transformer: its JavaScript exports
 * nothing, and it is a declaration file as it stands. A ×100 model's `types.ts` is 4 million
 * characters, the largest of the package's sources; the transformer gives the same JavaScript and
 * the same declarations (test/client/declarations.test.ts), laid out as it prints them.
 */
export function typesOnlyFile(source: string): TranspiledFile {
  return { js: TYPES_ONLY_JS, dts: source };
}

/** Transpiles a file, or reuses what an earlier compile of the same `--watch` made of the same source. */
export function transpileFile(file: SourceToTranspile, reuse: Reuse = MAKE_ANEW): TranspiledFile {
  return reuse(`transpile ${file.fileName}`, file.source, () => transpile(file));
}
