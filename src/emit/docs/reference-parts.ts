/**
 * A version's HTML reference in parts, one per tag, when it is too large for one Redoc page:
 * Redoc renders a whole document before it shows anything, and Chromium took about 35 ms per
 * operation to first show a page on the loaded two-core machine (a ×10 model's 210 operations:
 * 7.4 s; a ×100 model's 2,100: 50 s), so a page stays at most OPERATIONS_PER_PAGE operations
 * (bench/RESULTS.md, "Large models: where the time and the memory go").
 *
 * A part is the published document cut to one tag: its operations (their path items keep what
 * applies to every method), every component they reach through `$ref`, transitively, and the rest
 * of the document (info, servers, security and its schemes) as it is, so each part is a valid
 * document on its own.
 */
import type { PublishedDocument } from '../../contract/openapi/types.ts';
import { slug } from '../shared/markdown.ts';

/** The most operations one reference page holds before the version is split per tag. */
export const OPERATIONS_PER_PAGE = 100;

export interface ReferencePart {
  tag: string;
  description: string | undefined;
  /** The part's file name in its version's folder, without `.html`; unique within the version. */
  name: string;
  operations: number;
  document: PublishedDocument;
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
const COMPONENT_REF = '#/components/';

type Json = unknown;

function operationCount(paths: PublishedDocument['paths'] | Record<string, Record<string, Json>>): number {
  return Object.values(paths).reduce((sum, item) => sum + Object.keys(item).filter((key) => HTTP_METHODS.has(key)).length, 0);
}

/** Whether the version's reference is split into parts. */
export function needsParts(document: PublishedDocument): boolean {
  return operationCount(document.paths) > OPERATIONS_PER_PAGE;
}

/** Every `$ref` to a component inside `node`, as `kind/name`. */
function collectRefs(node: Json, into: Set<string>): void {
  if (Array.isArray(node)) {
    for (const item of node) collectRefs(item, into);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const record = node as Record<string, Json>;
  for (const key in record) {
    const value = record[key];
    if (key === '$ref' && typeof value === 'string' && value.startsWith(COMPONENT_REF)) into.add(componentOf(value));
    else collectRefs(value, into);
  }
}

/** The component a reference reaches, as `kind/name`: `#/components/schemas/X/properties/y` reaches `schemas/X`. */
function componentOf(ref: string): string {
  const kindEnd = ref.indexOf('/', COMPONENT_REF.length);
  const nameEnd = kindEnd === -1 ? -1 : ref.indexOf('/', kindEnd + 1);
  return ref.slice(COMPONENT_REF.length, nameEnd === -1 ? ref.length : nameEnd);
}

/** A component's place in the document and what it refers to directly, as `kind/name`. */
interface ComponentLinks {
  order: number;
  refs: Set<string>;
}

/** Every component's links, walked once per document (not once per part). */
function componentLinks(document: PublishedDocument): Map<string, ComponentLinks> {
  const links = new Map<string, ComponentLinks>();
  for (const [kind, entries] of Object.entries(document.components as unknown as Record<string, Record<string, Json>>)) {
    for (const [name, component] of Object.entries(entries)) {
      const refs = new Set<string>();
      collectRefs(component, refs);
      links.set(`${kind}/${name}`, { order: links.size, refs });
    }
  }
  return links;
}

/** The components `paths` reach, transitively, in the document's own order. */
function reachedComponents(document: PublishedDocument, refsOf: Map<string, ComponentLinks>, paths: Json): PublishedDocument['components'] {
  const reached = new Set<string>();
  const pending: string[] = [];
  const direct = new Set<string>();
  collectRefs(paths, direct);
  pending.push(...direct);
  while (pending.length > 0) {
    const next = pending.pop()!;
    // A reference the document cannot resolve stays unresolved in the part, as in the document.
    if (reached.has(next) || !refsOf.has(next)) continue;
    reached.add(next);
    for (const ref of refsOf.get(next)?.refs ?? []) if (!reached.has(ref)) pending.push(ref);
  }
  const components = document.components as unknown as Record<string, Record<string, Json>>;
  // Security schemes are named by `security` requirements, never referenced: all of them stay.
  const cut: Record<string, Record<string, Json>> = Object.fromEntries(
    Object.keys(components).map((kind) => [kind, kind === 'securitySchemes' ? components[kind]! : {}]),
  );
  // In the document's order, whatever order the walk found them in.
  for (const key of [...reached].sort((a, b) => refsOf.get(a)!.order - refsOf.get(b)!.order)) {
    const [kind, name] = key.split('/') as [string, string];
    cut[kind]![name] = components[kind]![name];
  }
  return cut as unknown as PublishedDocument['components'];
}

/** Each tag's paths: its operations, under path items that keep what applies to every method (one pass over the paths). */
function pathsPerTag(document: PublishedDocument): Map<string, Record<string, Record<string, Json>>> {
  const perTag = new Map<string, Record<string, Record<string, Json>>>();
  for (const [path, item] of Object.entries(document.paths as Record<string, Record<string, Json>>)) {
    const shared = Object.entries(item).filter(([key]) => !HTTP_METHODS.has(key));
    for (const [method, operation] of Object.entries(item)) {
      if (!HTTP_METHODS.has(method)) continue;
      for (const tag of (operation as { tags?: string[] }).tags ?? []) {
        let paths = perTag.get(tag);
        if (!paths) perTag.set(tag, (paths = {}));
        (paths[path] ??= Object.fromEntries(shared))[method] = operation;
      }
    }
  }
  return perTag;
}

/** The parts of a version's reference, one per tag with operations, in the document's tag order. */
export function referenceParts(document: PublishedDocument): ReferencePart[] {
  const perTag = pathsPerTag(document);
  const refsOf = componentLinks(document);
  const taken = new Set<string>();
  const parts = document.tags.flatMap((tag) => {
    const paths = perTag.get(tag.name);
    if (!paths) return [];
    const base = slug(tag.name) || 'tag';
    let name = base;
    for (let n = 2; taken.has(name); n++) name = `${base}-${n}`;
    taken.add(name);
    const part = { ...document, tags: [tag], paths, components: reachedComponents(document, refsOf, paths) } as PublishedDocument;
    return [{ tag: tag.name, description: tag.description, name, operations: operationCount(paths), document: part }];
  });
  // The views give every operation one declared tag; a part per tag then holds each once.
  if (parts.reduce((sum, part) => sum + part.operations, 0) !== operationCount(document.paths)) {
    throw new Error('an operation without exactly one declared tag: the reference cannot be cut into parts');
  }
  return parts;
}

/** The operationIds of a document, in its order. */
export function operationIdsOf(document: PublishedDocument): string[] {
  return Object.values(document.paths).flatMap((item) =>
    Object.entries(item).flatMap(([key, operation]) => (HTTP_METHODS.has(key) && operation?.operationId ? [operation.operationId] : [])),
  );
}
