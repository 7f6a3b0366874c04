/**
 * Builds a scaled copy of the model for the benchmark: the original spec files plus
 * (factor - 1) renamed copies of the `enums`, `resources`, `parameters`, `operations` and
 * `areas` sections, one file per copy (`copy-002.yaml`, …), because map sections merge
 * across files by key.
 *
 * Copy k renames every key it copies (`project` → `project_copy2`, `listJobs` →
 * `listJobsCopy2`), rewrites every reference into the copied sections (`of`, `to`, `enum`,
 * `resource`, query parameter names and `use`), suffixes resource titles and per-version
 * names (so tags and component names stay distinct, as they would in a bigger real model)
 * and prefixes every path with `/copy<k>` so routes stay unique. Shared sections are not
 * copied and stay shared: error codes (`errors`), scopes, versions, conventions, migration.
 *
 * Usage from the shell: `npx tsx bench/scale-model.ts <factor> <outDir> [specDir]`.
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse, stringify } from 'yaml';

type Json = Record<string, unknown>;

/** Sections that are copied per factor; everything else stays shared. */
const COPIED_SECTIONS = ['enums', 'resources', 'parameters', 'operations', 'areas'] as const;
type CopiedSection = (typeof COPIED_SECTIONS)[number];

function isObject(value: unknown): value is Json {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function specFiles(specDir: string): string[] {
  return readdirSync(specDir)
    .filter((name) => name.endsWith('.yaml') || name.endsWith('.yml'))
    .sort();
}

interface Renamer {
  /** snake_case keys: enums, resources, parameters, areas. */
  key(name: string): string;
  /** camelCase operationIds. */
  op(id: string): string;
  path(path: string): string;
}

function renamer(copy: number): Renamer {
  return {
    key: (name) => `${name}_copy${copy}`,
    op: (id) => `${id}Copy${copy}`,
    path: (path) => `/copy${copy}${path}`,
  };
}

/**
 * Rewrites the references of one FieldSpec (and of everything nested in it) in place.
 * Only names that point into copied sections change: `enum` → enums, `to`/`of` → resources.
 * `pick`, `currency`, `sortFields` and field keys name fields, not sections, and stay.
 */
function rewriteFieldSpec(spec: unknown, known: Record<CopiedSection, Set<string>>, r: Renamer): void {
  if (!isObject(spec)) return;
  if (typeof spec.enum === 'string' && known.enums.has(spec.enum)) spec.enum = r.key(spec.enum);
  if (typeof spec.to === 'string' && known.resources.has(spec.to)) spec.to = r.key(spec.to);
  if (typeof spec.of === 'string' && known.resources.has(spec.of)) spec.of = r.key(spec.of);
  if (isObject(spec.fields)) for (const field of Object.values(spec.fields)) rewriteFieldSpec(field, known, r);
  rewriteFieldSpec(spec.items, known, r);
  rewriteFieldSpec(spec.values, known, r);
}

function rewriteResource(resource: Json, copy: number, known: Record<CopiedSection, Set<string>>, r: Renamer): Json {
  if (typeof resource.title === 'string') resource.title = `${resource.title} copy${copy}`;
  if (isObject(resource.names)) {
    for (const names of Object.values(resource.names)) {
      if (!isObject(names)) continue;
      if (typeof names.singular === 'string') names.singular = r.key(names.singular);
      if (typeof names.plural === 'string') names.plural = r.key(names.plural);
    }
  }
  if (isObject(resource.fields)) for (const field of Object.values(resource.fields)) rewriteFieldSpec(field, known, r);
  return resource;
}

function rewriteParameter(parameter: Json, known: Record<CopiedSection, Set<string>>, r: Renamer): Json {
  // `name` is the wire name (`filter`, `limit`); it is not a model key and stays.
  rewriteFieldSpec(parameter.schema, known, r);
  return parameter;
}

function rewriteOperation(op: Json, known: Record<CopiedSection, Set<string>>, r: Renamer): Json {
  if (typeof op.resource === 'string' && known.resources.has(op.resource)) op.resource = r.key(op.resource);
  if (typeof op.path === 'string') op.path = r.path(op.path);
  if (isObject(op.pathParams)) for (const p of Object.values(op.pathParams)) if (isObject(p)) rewriteFieldSpec(p.schema, known, r);
  if (Array.isArray(op.query)) {
    op.query = op.query.map((q: unknown) => {
      if (typeof q === 'string') return known.parameters.has(q) ? r.key(q) : q;
      if (!isObject(q)) return q;
      if (typeof q.use === 'string' && known.parameters.has(q.use)) q.use = r.key(q.use);
      if ('schema' in q) rewriteFieldSpec(q.schema, known, r);
      return q;
    });
  }
  if (isObject(op.body)) rewriteFieldSpec(op.body.schema, known, r);
  if (isObject(op.responses)) {
    for (const response of Object.values(op.responses)) {
      if (!isObject(response)) continue;
      // `error: oauth` names the shared OAuth error body and stays.
      rewriteFieldSpec(response.body, known, r);
      if (isObject(response.headers)) for (const h of Object.values(response.headers)) if (isObject(h)) rewriteFieldSpec(h.schema, known, r);
    }
  }
  if (isObject(op.filterable)) for (const f of Object.values(op.filterable)) if (isObject(f)) rewriteFieldSpec(f.schema, known, r);
  // `version`, `scope` and `errors` name shared sections (versions, scopes, error codes): unchanged.
  return op;
}

/** One renamed copy of the copied sections; `base` is never modified. */
function makeCopy(base: Record<CopiedSection, Json>, copy: number): Json {
  const known = Object.fromEntries(COPIED_SECTIONS.map((s) => [s, new Set(Object.keys(base[s]))])) as Record<CopiedSection, Set<string>>;
  const r = renamer(copy);
  const clone = structuredClone(base);
  const out: Json = {};
  const rename = (section: CopiedSection, key: (name: string) => string, rewrite: (value: Json) => Json) => {
    const entries = Object.entries(clone[section]);
    if (entries.length === 0) return;
    out[section] = Object.fromEntries(entries.map(([name, value]) => [key(name), isObject(value) ? rewrite(value) : value]));
  };
  rename('enums', r.key, (e) => e);
  rename('resources', r.key, (res) => rewriteResource(res, copy, known, r));
  rename('parameters', r.key, (p) => rewriteParameter(p, known, r));
  rename('operations', r.op, (op) => rewriteOperation(op, known, r));
  rename('areas', r.key, (a) => a); // an area's scopes are shared and stay.
  return out;
}

/**
 * Writes the original spec files plus (factor - 1) renamed copies into `outDir`.
 * `factor` 1 is an exact copy of the model.
 */
export function scaleModel(specDir: string, outDir: string, factor: number): void {
  if (!Number.isInteger(factor) || factor < 1) throw new Error(`factor must be a positive integer, got ${factor}`);
  mkdirSync(outDir, { recursive: true });
  const base = Object.fromEntries(COPIED_SECTIONS.map((s) => [s, {}])) as Record<CopiedSection, Json>;
  for (const name of specFiles(specDir)) {
    copyFileSync(join(specDir, name), join(outDir, name));
    const data: unknown = parse(readFileSync(join(specDir, name), 'utf8'));
    if (!isObject(data)) continue;
    for (const section of COPIED_SECTIONS) {
      if (isObject(data[section])) Object.assign(base[section], data[section]);
    }
  }
  const width = String(factor).length;
  for (let copy = 2; copy <= factor; copy++) {
    const header = `# Generated by bench/scale-model.ts: copy ${copy} of the model's ${COPIED_SECTIONS.join(', ')}.\n`;
    writeFileSync(
      join(outDir, `copy-${String(copy).padStart(width, '0')}.yaml`),
      header + stringify(makeCopy(base, copy), { lineWidth: 0, singleQuote: true }),
    );
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const [factorArg, outArg, specArg = 'spec'] = process.argv.slice(2);
  const factor = Number(factorArg);
  if (!outArg || !Number.isInteger(factor) || factor < 1) {
    console.error('usage: tsx bench/scale-model.ts <factor> <outDir> [specDir]');
    process.exitCode = 2;
  } else {
    scaleModel(resolve(specArg), resolve(outArg), factor);
    console.log(`wrote ×${factor} model into ${outArg}`);
  }
}
