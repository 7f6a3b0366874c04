/**
 * TypeScript → JavaScript + `.d.ts` for the generated package, one file at a time
 * (`transpileModule` and `transpileDeclaration`, which the code's explicit types allow).
 * The TypeScript compiler (from ts-morph) costs ~0.6 s to load, so it is loaded only on a
 * cache miss; results are cached by a hash of compiler version, file name and source, which
 * makes an unchanged model regenerate without it.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

export interface TranspiledFile {
  js: string;
  dts: string;
}

type Ts = typeof import('ts-morph').ts;
let tsPromise: Promise<Ts> | undefined;

async function loadTs(): Promise<Ts> {
  tsPromise ??= import('ts-morph').then((m) => m.ts);
  return tsPromise;
}

/** Bumped when the options below change, so old cache entries are never reused. */
const CACHE_VERSION = 'v1';

/** The compiler's version is part of the cache key; reading ts-morph's package.json is cheap. */
function compilerVersion(): string {
  const pkg = createRequire(import.meta.url)('ts-morph/package.json') as { version: string };
  return pkg.version;
}

async function transpileNow(fileName: string, source: string): Promise<TranspiledFile> {
  const ts = await loadTs();
  const compilerOptions = { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, strict: true, declaration: true, isolatedDeclarations: true };
  const js = ts.transpileModule(source, { fileName, compilerOptions, reportDiagnostics: false }).outputText;
  const declaration = ts.transpileDeclaration(source, { fileName, compilerOptions, reportDiagnostics: true });
  const problems = declaration.diagnostics ?? [];
  if (problems.length > 0) {
    const first = ts.flattenDiagnosticMessageText(problems[0]!.messageText, ' ');
    throw new Error(`${fileName}: cannot emit declarations (${first}); the generated or runtime code needs an explicit type here`);
  }
  return { js, dts: declaration.outputText };
}

export async function transpile(fileName: string, source: string, cacheDir: string): Promise<TranspiledFile> {
  const key = createHash('sha256').update(`${CACHE_VERSION}\0${compilerVersion()}\0${fileName}\0${source}`).digest('hex');
  const path = join(cacheDir, `${key}.json`);
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as TranspiledFile;
  } catch {
    const result = await transpileNow(fileName, source);
    mkdirSync(cacheDir, { recursive: true });
    // Write then rename: a concurrent reader never sees half an entry.
    const tmp = `${path}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(result));
    renameSync(tmp, path);
    return result;
  }
}
