/**
 * Load stage: reads every `spec/*.yaml`, parses it keeping positions (with the fast reader of
 * yaml-subset.ts when the text is in its subset, with the yaml library otherwise), refuses what
 * would cost later stages unbounded time, memory or stack (files over 2 MiB, alias bombs and
 * floods, alias cycles, nesting past 32 levels), and reports YAML errors as located diagnostics
 * (all of them, not just the first).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { isAlias, isCollection, isMap, isNode, isPair, isScalar, parseDocument, type Alias, type Document, type Node, type YAMLMap } from 'yaml';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { locatePending, makeDiagnostic, type PendingDiagnostic } from './codes.ts';
import { lineStartsOf, positionAtOffset, type SourceFile } from './source-file.ts';
import { recordedSourceFile } from './recorded-positions.ts';
import { positionTree } from './position-tree.ts';
import { MAKE_ANEW, type Reuse } from '../model/reuse.ts';
import { parseYamlSubset } from './yaml-subset.ts';
import { emptyMapping } from './mapping.ts';

/** A hand-written model file is tens of kilobytes; anything near this is a mistake or an attack. */
export const MAX_SPEC_FILE_BYTES = 2 * 1024 * 1024;
/** Aliases a file may hold, and expansions it may make; the seed model uses none, so this only stops abuse. */
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

/**
 * Deepest nesting of mappings and lists a file may have (after aliases are expanded); the seed
 * model's deepest file has 10 levels. Later stages (the schema validator, the emitters, the HTML
 * renderer) recurse, and deep input exhausts their stack long before it fills 2 MiB, so it is
 * refused here, located.
 */
export const MAX_NESTING_DEPTH = 32;

type ShapeProblem = PendingDiagnostic & { offset: number };

interface WalkedDocument {
  problems: ShapeProblem[];
  /** What each alias refers to: the last node anchored with its name before it. */
  aliasTargets: Map<Alias, Node>;
}

function tooDeep(offset: number): ShapeProblem {
  return { code: 'yaml-too-deep', offset, params: { problem: `more than ${MAX_NESTING_DEPTH} levels` } };
}

/**
 * Walks the document once, in document order, with an explicit stack (no input can exhaust
 * the call stack here), resolving aliases as it goes (the yaml library's own `resolve` walks
 * the whole document for each alias: quadratic, minutes for a file of aliases). Reports aliases
 * whose anchor does not exist (the parser reports them only at toJS), an alias inside the node
 * it refers to (a cycle: infinitely deep data), the first node nested deeper than the limit,
 * and every key that repeats an earlier key of its mapping, in the mappings before the walk stops
 * at such a node (the file is refused either way). The library's own `uniqueKeys` check compares
 * each key with every earlier one: 80,000 keys took 52 s, and a 2 MiB file holds more.
 */
function walkDocument(doc: Document): WalkedDocument {
  const problems: ShapeProblem[] = [];
  const aliasTargets = new Map<Alias, Node>();
  const anchors = new Map<string, Node>();
  const stack: { node: unknown; depth: number }[] = [{ node: doc.contents, depth: 0 }];
  let aliases = 0;
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    if (isAlias(node)) {
      const offset = node.range?.[0] ?? 0;
      // toJS scans every earlier alias and anchor for each alias (quadratic), and counts only
      // expansions of collections that hold aliases: aliases of a plain mapping are unlimited there.
      if (++aliases > MAX_ALIAS_COUNT) {
        problems.push({ code: 'yaml-alias-limit', offset, params: { problem: `more than ${MAX_ALIAS_COUNT} aliases in the file` } });
        break;
      }
      const target = anchors.get(node.source);
      if (target === undefined) problems.push({ code: 'yaml-syntax', offset, params: { problem: `unknown alias *${node.source}` } });
      else if (target.range && target.range[0] <= offset && offset < target.range[2])
        problems.push({ code: 'yaml-alias-cycle', offset, params: { alias: node.source } });
      else aliasTargets.set(node, target);
      continue;
    }
    if (!isNode(node)) continue;
    // Recorded before the node's children, so an alias inside its own anchor's node is seen as the cycle it is.
    if (node.anchor) anchors.set(node.anchor, node);
    if (!isCollection(node)) continue;
    if (depth >= MAX_NESTING_DEPTH) {
      problems.push(tooDeep(node.range?.[0] ?? 0));
      break;
    }
    if (isMap(node)) problems.push(...duplicateKeys(node));
    // Pushed in reverse, so they are popped in document order (a key before its value).
    for (const item of [...node.items].reverse()) {
      if (isPair(item)) stack.push({ node: item.value, depth: depth + 1 }, { node: item.key, depth: depth + 1 });
      else stack.push({ node: item, depth: depth + 1 });
    }
  }
  return { problems, aliasTargets };
}

/**
 * Keys equal to an earlier key of the same mapping, as the library's `uniqueKeys` compares them:
 * scalars by value (`===`, so NaN never repeats); other keys (aliases, collections) never.
 */
function duplicateKeys(map: YAMLMap): ShapeProblem[] {
  const seen = new Set<unknown>();
  const problems: ShapeProblem[] = [];
  for (const pair of map.items) {
    if (!isScalar(pair.key) || Number.isNaN(pair.key.value)) continue;
    const value = pair.key.value;
    if (seen.has(value)) problems.push({ code: 'yaml-duplicate-key', offset: pair.key.range?.[0] ?? 0, params: { key: String(value).slice(0, 100) } });
    seen.add(value);
  }
  return problems;
}

/**
 * Depth of the data the aliases build, reported at the alias that carries it past the limit.
 * Called once alias expansion is known to be bounded (toJS enforced MAX_ALIAS_COUNT).
 */
function expandedTooDeep(doc: Document, aliasTargets: ReadonlyMap<Alias, Node>): ShapeProblem | undefined {
  const stack: { node: unknown; depth: number; aliasAt?: number }[] = [{ node: doc.contents, depth: 0 }];
  while (stack.length > 0) {
    const { node, depth, aliasAt } = stack.pop()!;
    if (isAlias(node)) {
      const target = aliasTargets.get(node);
      if (target) stack.push({ node: target, depth, aliasAt: aliasAt ?? node.range?.[0] ?? 0 });
      continue;
    }
    if (!isCollection(node)) continue;
    if (depth >= MAX_NESTING_DEPTH) return tooDeep(aliasAt ?? node.range?.[0] ?? 0);
    for (const item of node.items) {
      if (isPair(item)) stack.push({ node: item.key, depth: depth + 1, aliasAt }, { node: item.value, depth: depth + 1, aliasAt });
      else stack.push({ node: item, depth: depth + 1, aliasAt });
    }
  }
  return undefined;
}

/**
 * The data with every mapping as the subset reader makes it (src/load/mapping.ts: nothing
 * inherited). Mappings shared through aliases stay shared (`copies`).
 */
function withoutPrototypes(value: unknown, copies: Map<object, unknown>): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const known = copies.get(value);
  if (known !== undefined) return known;
  if (Array.isArray(value)) {
    const list: unknown[] = [];
    copies.set(value, list);
    for (const item of value) list.push(withoutPrototypes(item, copies));
    return list;
  }
  const map = emptyMapping();
  copies.set(value, map);
  for (const [key, item] of Object.entries(value)) map[key] = withoutPrototypes(item, copies);
  return map;
}

type ParsedText = { file?: LoadedFile; diagnostics: Diagnostic[] };

/**
 * Parses one file's text: by the fast reader of the subset of YAML that model files are written
 * in when the text is in it (src/load/yaml-subset.ts), by the yaml library otherwise. Both give
 * the same data and positions. Exported for tests and watch mode, which work on text in memory.
 */
export function parseSpecText(name: string, text: string): ParsedText {
  const subset = parseYamlSubset(text, MAX_NESTING_DEPTH);
  if (subset === undefined) return parseWithLibrary(name, text);
  return { file: { source: recordedSourceFile(name, text, subset.positions), data: subset.data }, diagnostics: [] };
}

/**
 * How many flow collections (`[…]`, `{…}`) a file may open inside one another before the yaml
 * library reads it. The library recurses into each and, past about a thousand levels, runs out of
 * call stack where whatever stack is left lets it: its errors (and so the diagnostics) would vary
 * from one run to the next. Well below that, and far above anything MAX_NESTING_DEPTH lets through.
 */
const MAX_FLOW_NESTING = 256;

/**
 * The offset of the bracket that opens a flow collection deeper than MAX_FLOW_NESTING, if any:
 * brackets counted as they open and close, outside quoted scalars and comments. A bracket in a
 * block scalar counts too: only runaway nesting reaches the limit, never prose.
 */
function runawayFlowNesting(text: string): number | undefined {
  let depth = 0;
  let quote: string | undefined;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quote !== undefined) {
      if (char === '\\' && quote === '"') i++;
      else if (char === quote) quote = undefined;
      continue;
    }
    if (char === '[' || char === '{') {
      if (++depth > MAX_FLOW_NESTING) return i;
    } else if (char === ']' || char === '}') {
      if (depth > 0) depth--;
    } else if ((char === '"' || char === "'") && (i === 0 || /[\s[{,:]/.test(text[i - 1]!))) {
      // A quote starts a scalar only where a token starts; elsewhere (`it's`) it is text.
      quote = char;
    } else if (char === '#' && (i === 0 || /\s/.test(text[i - 1]!))) {
      const end = text.indexOf('\n', i);
      if (end < 0) return undefined;
      i = end;
    }
  }
  return undefined;
}

/** Parses one file's text with the yaml library: any YAML, with every error located. */
export function parseWithLibrary(name: string, text: string): ParsedText {
  const source = { name, text, lineStarts: lineStartsOf(text) };
  const runaway = runawayFlowNesting(text);
  if (runaway !== undefined) {
    return {
      diagnostics: [
        makeDiagnostic('yaml-too-deep', positionAtOffset(source, runaway), { problem: `more than ${MAX_FLOW_NESTING} flow collections inside one another` }),
      ],
    };
  }
  // Duplicate keys are found by walkDocument, in linear time.
  const doc = parseDocument(text, { uniqueKeys: false, prettyErrors: false });
  const located = (problem: ShapeProblem) => locatePending(problem, positionAtOffset(source, problem.offset));
  const diagnostics = doc.errors.map((error) => {
    // The parser reports its own stack running out (deeply nested flow collections) as RESOURCE_EXHAUSTION.
    if (error.code === 'RESOURCE_EXHAUSTION') {
      return makeDiagnostic('yaml-too-deep', positionAtOffset(source, error.pos[0]), { problem: 'deeper than the YAML parser can follow' });
    }
    const detail = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
    return makeDiagnostic('yaml-syntax', positionAtOffset(source, error.pos[0]), { problem: detail });
  });
  const walked = walkDocument(doc);
  diagnostics.push(...walked.problems.map(located));
  if (diagnostics.length > 0) return { diagnostics };
  let data: unknown;
  try {
    data = withoutPrototypes(doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT }), new Map());
  } catch (error) {
    // The yaml library throws (a ReferenceError) only for excessive alias expansion here.
    const detail = error instanceof Error ? error.message.split('\n')[0]! : 'alias expansion failed';
    return { diagnostics: [makeDiagnostic('yaml-alias-limit', positionAtOffset(source, 0), { problem: detail })] };
  }
  const expanded = walked.aliasTargets.size > 0 ? expandedTooDeep(doc, walked.aliasTargets) : undefined;
  if (expanded) return { diagnostics: [located(expanded)] };
  if (data === null || data === undefined) data = {};
  if (typeof data !== 'object' || Array.isArray(data)) {
    const found = Array.isArray(data) ? 'a list' : `a ${typeof data}`;
    return { diagnostics: [makeDiagnostic('yaml-not-mapping', positionAtOffset(source, 0), { found })] };
  }
  return { file: { source: { ...source, positions: positionTree(doc.contents) }, data }, diagnostics: [] };
}

/** A model file held in memory: its display name (`spec/<file>.yaml`) and its text. */
export interface SpecText {
  name: string;
  text: string;
}

function tooLarge(name: string, bytes: number): Diagnostic {
  return makeDiagnostic(
    'file-too-large',
    { file: name, line: 1, column: 1 },
    {
      size: bytes,
      limit: MAX_SPEC_FILE_BYTES,
    },
  );
}

/** Parses each text; a diagnostic in the list (a file refused before parsing) is kept as is. */
function loadParsed(entries: readonly (SpecText | Diagnostic)[], parse: typeof parseSpecText): LoadResult {
  const files: LoadedFile[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const entry of entries) {
    if ('code' in entry) {
      diagnostics.push(entry);
      continue;
    }
    const parsed = parse(entry.name, entry.text);
    diagnostics.push(...parsed.diagnostics);
    if (parsed.file) files.push(parsed.file);
  }
  return { files, diagnostics };
}

/**
 * Loads model files held in memory (tests, fuzzing) with the same limits and diagnostics as
 * `loadSpecDir`; names are `spec/<file>.yaml`.
 */
export function loadSpecTexts(texts: readonly SpecText[], reuse: Reuse = MAKE_ANEW): LoadResult {
  return loadParsed(
    texts.map((t) => {
      const bytes = Buffer.byteLength(t.text, 'utf8');
      return bytes > MAX_SPEC_FILE_BYTES ? tooLarge(t.name, bytes) : t;
    }),
    reusedParse(reuse),
  );
}

/** A file's parse, or that of an equal text (name and content) made earlier for `reuse`. */
function reusedParse(reuse: Reuse): typeof parseSpecText {
  return (name, text) => reuse(`parse ${name}`, text, () => parseSpecText(name, text));
}

/** `reuse`: parses of an equal text by an earlier compile of the same `--watch` (src/pipeline/session.ts), or by `diff`'s head. */
export function loadSpecDir(specDir: string, reuse: Reuse = MAKE_ANEW): LoadResult {
  const dirName = basename(specDir);
  let paths: string[];
  try {
    paths = listSpecFiles(specDir);
  } catch {
    const at = { file: dirName, line: 1, column: 1 };
    return { files: [], diagnostics: [makeDiagnostic('spec-dir-missing', at, { folder: dirName })] };
  }
  if (paths.length === 0) {
    const at = { file: dirName, line: 1, column: 1 };
    return { files: [], diagnostics: [makeDiagnostic('spec-dir-empty', at, { folder: dirName })] };
  }
  // Sizes are checked before reading, so an oversized file never enters memory.
  const entries = paths.map((path) => {
    const name = `${dirName}/${basename(path)}`;
    const size = statSync(path).size;
    return size > MAX_SPEC_FILE_BYTES ? tooLarge(name, size) : { name, text: readFileSync(path, 'utf8') };
  });
  return loadParsed(entries, reusedParse(reuse));
}
