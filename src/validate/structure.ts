/**
 * Structural validation: each file against the model's JSON Schema, with Ajv errors turned
 * into located diagnostics. Ajv reports one error per failed `anyOf` branch; only the branch
 * that got furthest is kept, so a typo yields one message, not five.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { toolCacheDir } from '../cache/cache-dir.ts';
import { loadWithCodeCache } from '../cache/code-cache.ts';
import { contentKey, readEntry, writeEntry, writeFileInBackground } from '../cache/entries.ts';
import { survivesJson } from '../cache/survives-json.ts';
import { makeDiagnostic, type Diagnostic } from '../diagnostics/diagnostic.ts';
import type { LoadedFile } from '../load/load-spec.ts';
import { positionOf, type ModelPath } from '../load/source-file.ts';
import { ModelFileSchema, type ModelFile } from '../model/schema.ts';

let compiled: ValidateFunction | undefined;
let compiledKey: string | undefined;
/** Saves V8's code cache of the validator after its first run (src/cache/code-cache.ts). */
let saveCodeCache: (() => void) | undefined;

const AJV_OPTIONS = { allErrors: true, strict: false } as const;

/** What the compiled validator depends on: Ajv's version, its options and the schema. */
function validatorKey(): string {
  if (compiledKey) return compiledKey;
  const ajvVersion = (createRequire(import.meta.url)('ajv/package.json') as { version: string }).version;
  compiledKey = contentKey(ajvVersion, JSON.stringify(AJV_OPTIONS), JSON.stringify(ModelFileSchema)).slice(0, 32);
  return compiledKey;
}

/**
 * Compiling the model schema with Ajv takes ~0.3 s. The schema is the compiler's own, not the
 * user's: the compiled validator is saved as standalone code beside the CLI bundle (the tool's
 * cache, not the model's), keyed by the schema and Ajv's version, and required from there on
 * later runs, which then never load Ajv itself (~100 ms), whatever model they compile.
 */
function validator(): ValidateFunction {
  if (compiled) return compiled;
  const require = createRequire(import.meta.url);
  const file = join(toolCacheDir(), `model-validator-${validatorKey()}.cjs`);
  try {
    const loaded = loadWithCodeCache<ValidateFunction>(file);
    compiled = loaded.exports;
    saveCodeCache = loaded.saveCodeCache;
  } catch {
    const { Ajv } = require('ajv') as typeof import('ajv');
    const standalone = require('ajv/dist/standalone/index.js') as typeof import('ajv/dist/standalone/index.js');
    const ajv = new Ajv({ ...AJV_OPTIONS, code: { source: true } });
    compiled = ajv.compile(ModelFileSchema);
    // A CommonJS module whose export is the function and whose `default` is the same function.
    void writeFileInBackground(file, standalone.default(ajv, compiled));
  }
  return compiled;
}

function pointerToPath(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** Drops the errors of every `anyOf` branch except the one that matched deepest. */
function keepBestBranches(errors: ErrorObject[]): ErrorObject[] {
  let result = errors;
  for (const anyOf of errors.filter((e) => e.keyword === 'anyOf')) {
    const prefix = `${anyOf.schemaPath}/`;
    const byBranch = new Map<string, ErrorObject[]>();
    for (const e of result) {
      if (!e.schemaPath.startsWith(prefix)) continue;
      const branch = e.schemaPath.slice(prefix.length).split('/')[0]!;
      byBranch.set(branch, [...(byBranch.get(branch) ?? []), e]);
    }
    const depth = (list: ErrorObject[]) => Math.max(...list.map((e) => e.instancePath.split('/').length));
    const best = [...byBranch.values()].sort((a, b) => depth(b) - depth(a) || a.length - b.length)[0] ?? [];
    result = result.filter((e) => e !== anyOf && (!e.schemaPath.startsWith(prefix) || best.includes(e)));
  }
  return result;
}

function toDiagnostic(file: LoadedFile, error: ErrorObject): Diagnostic {
  const path: ModelPath = pointerToPath(error.instancePath);
  const params = error.params as Record<string, unknown>;
  const at = path.length > 0 ? path.join('.') : 'the top level';
  switch (error.keyword) {
    case 'additionalProperties': {
      const key = String(params.additionalProperty);
      return makeDiagnostic('schema-unknown-key', positionOf(file.source, [...path, key], true), { key });
    }
    case 'required':
      return makeDiagnostic('schema-missing-key', positionOf(file.source, path, true), { key: String(params.missingProperty), parent: at });
    case 'type':
      return makeDiagnostic('schema-wrong-type', positionOf(file.source, path), { at, expected: String(params.type) });
    case 'enum':
      return makeDiagnostic('schema-invalid-value', positionOf(file.source, path), {
        key: path.at(-1) ?? 'value',
        allowed: (params.allowedValues as unknown[]).join(', '),
      });
    case 'anyOf':
      return makeDiagnostic('schema-wrong-type', positionOf(file.source, path), { at, expected: 'one of the shapes the model schema allows here' });
    default:
      return makeDiagnostic('schema-constraint', positionOf(file.source, path), {
        key: path.at(-1) ?? 'value',
        problem: error.message ?? 'is invalid',
      });
  }
}

/**
 * Data that passed the validator once passes again (Ajv is run without defaults or coercion, so
 * validation changes nothing): such files are remembered by a hash of their data, and a run
 * whose files all passed before neither loads the compiled validator (~30 ms to compile its
 * 380 KB) nor runs it.
 */
const PASSED_KIND = 'structure-passed';
const PASSED_ENTRIES = 256;

/**
 * Undefined when the data's JSON does not stand for it alone: `.inf` and `.nan` are written as
 * `null` (a file with `to: .inf` would find the entry of one with `to: null`), and a cycle built
 * with YAML aliases cannot be written at all.
 */
function passedKey(data: unknown): string | undefined {
  if (!survivesJson(data)) return undefined;
  try {
    return contentKey(validatorKey(), JSON.stringify(data));
  } catch {
    return undefined;
  }
}

/**
 * Runs the compiled validator on each of `data`, the passed-files cache left aside: `--watch`
 * rehearses with it at start, so that the first file edited is not the validator's first run
 * (loading its 380 KB of code, then running it cold).
 */
export function warmUpStructureValidator(data: readonly unknown[]): void {
  const validate = validator();
  for (const item of data) validate(item);
  saveCodeCache?.();
}

export function validateStructure(file: LoadedFile): { model?: ModelFile; diagnostics: Diagnostic[] } {
  const key = passedKey(file.data);
  if (key !== undefined && readEntry<boolean>(PASSED_KIND, key) === true) return { model: file.data as ModelFile, diagnostics: [] };
  const validate = validator();
  const valid = validate(file.data);
  saveCodeCache?.();
  if (valid) {
    if (key !== undefined) writeEntry(PASSED_KIND, key, true, PASSED_ENTRIES);
    return { model: file.data as ModelFile, diagnostics: [] };
  }
  const errors = keepBestBranches(validate.errors ?? []);
  return { diagnostics: errors.map((e) => toDiagnostic(file, e)) };
}
