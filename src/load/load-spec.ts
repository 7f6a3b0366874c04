/**
 * Load stage: reads every `spec/*.yaml`, parses it keeping positions, refuses oversized
 * files and alias bombs, and reports YAML errors as located diagnostics (all of them, not
 * just the first).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { isAlias, LineCounter, parseDocument, visit, type Document } from 'yaml';
import { makeDiagnostic, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { positionAtOffset, type SourceFile } from './source-file.ts';

/** A hand-written model file is tens of kilobytes; anything near this is a mistake or an attack. */
export const MAX_SPEC_FILE_BYTES = 2 * 1024 * 1024;
/** Aliases a file may expand; the seed model uses none, so this only stops alias bombs. */
export const MAX_ALIAS_COUNT = 100;

export interface LoadedFile {
  source: SourceFile;
  data: unknown;
}

export interface LoadResult {
  files: LoadedFile[];
  diagnostics: Diagnostic[];
}

export function listSpecFiles(specDir: string): string[] {
  return readdirSync(specDir)
    .filter((name) => name.endsWith('.yaml') || name.endsWith('.yml'))
    .sort()
    .map((name) => join(specDir, name));
}

/** Longest piece of the input quoted in a message: random bytes must not flood a terminal. */
const MAX_DETAIL = 160;

function printable(text: string): string {
  const clean = text.replace(/[\u0000-\u001f\u007f-\u009f\ufffd]/g, '?');
  return clean.length > MAX_DETAIL ? `${clean.slice(0, MAX_DETAIL)}…` : clean;
}

/** Aliases whose anchor does not exist, with their offsets (the parser reports them only at toJS). */
function unresolvedAliases(doc: Document): { source: string; offset: number }[] {
  const found: { source: string; offset: number }[] = [];
  visit(doc, {
    Alias(_, node) {
      if (isAlias(node) && node.resolve(doc) === undefined) found.push({ source: node.source, offset: node.range?.[0] ?? 0 });
    },
  });
  return found;
}

/** Parses one file's text. Exported for tests and watch mode, which work on text in memory. */
export function parseSpecText(name: string, text: string): { file?: LoadedFile; diagnostics: Diagnostic[] } {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, uniqueKeys: true, prettyErrors: false });
  const source: SourceFile = { name, text, doc, lineCounter };
  const diagnostics = doc.errors.map((error) => {
    const code = error.code === 'DUPLICATE_KEY' ? 'yaml-duplicate-key' : 'yaml-syntax';
    const detail = printable(error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, ''));
    return makeDiagnostic(code, positionAtOffset(source, error.pos[0]), { detail });
  });
  for (const alias of unresolvedAliases(doc)) {
    diagnostics.push(makeDiagnostic('yaml-syntax', positionAtOffset(source, alias.offset), { detail: `unknown alias *${printable(alias.source)}` }));
  }
  if (diagnostics.length > 0) return { diagnostics };
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (error) {
    // The yaml library throws (a ReferenceError) only for excessive alias expansion here.
    const detail = printable(error instanceof Error ? error.message.split('\n')[0]! : 'alias expansion failed');
    return { diagnostics: [makeDiagnostic('yaml-alias-limit', positionAtOffset(source, 0), { detail })] };
  }
  if (data === null || data === undefined) data = {};
  if (typeof data !== 'object' || Array.isArray(data)) {
    const found = Array.isArray(data) ? 'a list' : `a ${typeof data}`;
    return { diagnostics: [makeDiagnostic('yaml-not-mapping', positionAtOffset(source, 0), { detail: found })] };
  }
  return { file: { source, data }, diagnostics: [] };
}

/** A model file held in memory: its display name (`spec/<file>.yaml`) and its text. */
export interface SpecText {
  name: string;
  text: string;
}

function tooLarge(name: string, bytes: number): Diagnostic {
  return makeDiagnostic('file-too-large', { file: name, line: 1, column: 1 }, {
    detail: `${bytes} bytes`,
    limit: `${MAX_SPEC_FILE_BYTES} bytes`,
  });
}

/** Parses each text; a diagnostic in the list (a file refused before parsing) is kept as is. */
function loadParsed(entries: readonly (SpecText | Diagnostic)[]): LoadResult {
  const files: LoadedFile[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const entry of entries) {
    if ('code' in entry) {
      diagnostics.push(entry);
      continue;
    }
    const parsed = parseSpecText(entry.name, entry.text);
    diagnostics.push(...parsed.diagnostics);
    if (parsed.file) files.push(parsed.file);
  }
  return { files, diagnostics };
}

/**
 * Loads model files held in memory (tests, fuzzing) with the same limits and diagnostics as
 * `loadSpecDir`; names are `spec/<file>.yaml`.
 */
export function loadSpecTexts(texts: readonly SpecText[]): LoadResult {
  return loadParsed(
    texts.map((t) => {
      const bytes = Buffer.byteLength(t.text, 'utf8');
      return bytes > MAX_SPEC_FILE_BYTES ? tooLarge(t.name, bytes) : t;
    }),
  );
}

export function loadSpecDir(specDir: string): LoadResult {
  const dirName = basename(specDir);
  let paths: string[];
  try {
    paths = listSpecFiles(specDir);
  } catch {
    const at = { file: dirName, line: 1, column: 1 };
    return { files: [], diagnostics: [makeDiagnostic('spec-dir-missing', at, { detail: `cannot read ${dirName}/` })] };
  }
  if (paths.length === 0) {
    const at = { file: dirName, line: 1, column: 1 };
    return { files: [], diagnostics: [makeDiagnostic('spec-dir-missing', at, { detail: `no .yaml files in ${dirName}/` })] };
  }
  // Sizes are checked before reading, so an oversized file never enters memory.
  const entries = paths.map((path) => {
    const name = `${dirName}/${basename(path)}`;
    const size = statSync(path).size;
    return size > MAX_SPEC_FILE_BYTES ? tooLarge(name, size) : { name, text: readFileSync(path, 'utf8') };
  });
  return loadParsed(entries);
}
