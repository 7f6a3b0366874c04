/**
 * Parsing was a third of a warm `generate`: the YAML parser runs cold in a short process. A
 * file that parsed cleanly is therefore cached by a hash of the parser's version and its text,
 * and read back as JSON: its data and its position tree (line starts come from the text). The
 * data's mappings come back without a prototype, as the loader makes them.
 */
import { createRequire } from 'node:module';
import { contentKey, readEntry, writeEntry } from '../cache/entries.ts';
import { survivesJson } from '../cache/survives-json.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { LoadedFile } from './load-spec.ts';
import { lineStartsOf, type PositionTree } from './source-file.ts';

type ParseText = (name: string, text: string) => { file?: LoadedFile; diagnostics: Diagnostic[] };

/** Bumped when what is cached (or how it is derived) changes, so old entries are never read. */
const CACHE_VERSION = 'parse-v4';
const CACHE_KIND = 'parse';
/** A model is a handful of files; the bound only matters when tests copy the model with changes. */
const CACHE_ENTRIES = 256;

interface CachedParse {
  data: unknown;
  positions: PositionTree;
}

/** Makes every mapping JSON.parse built an object without a prototype again (in place). */
function restoreMappings(data: unknown): unknown {
  const pending: unknown[] = [data];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value !== 'object' || value === null) continue;
    if (!Array.isArray(value)) Object.setPrototypeOf(value, null);
    for (const child of Object.values(value)) pending.push(child);
  }
  return data;
}

/** `parse`, answered from the cache where the same text parsed cleanly before. */
export function withParseCache(parse: ParseText): ParseText {
  const { version } = createRequire(import.meta.url)('yaml/package.json') as { version: string };
  return (name, text) => {
    const key = contentKey(CACHE_VERSION, version, text);
    const cached = readEntry<CachedParse>(CACHE_KIND, key);
    if (cached) {
      const source = { name, text, positions: cached.positions, lineStarts: lineStartsOf(text) };
      return { file: { source, data: restoreMappings(cached.data) }, diagnostics: [] };
    }
    const parsed = parse(name, text);
    if (parsed.file && survivesJson(parsed.file.data)) {
      const entry: CachedParse = { data: parsed.file.data, positions: parsed.file.source.positions };
      writeEntry(CACHE_KIND, key, entry, CACHE_ENTRIES);
    }
    return parsed;
  };
}
