/**
 * The oracle of the change report's completeness: what differs between two published OpenAPI 3.1
 * documents of one version, in everything a partner can see, ignoring wording. Each document is
 * normalised first (sets written as arrays become keyed objects: parameters by `in:name`, enum
 * values, required lists, security scopes, servers by id), so a difference has a stable pointer;
 * each difference is then classified breaking or not by a small table of its own, independent of
 * src/diff/, and named by the element a change report must name to cover it.
 */
import type { PublishedDocument } from '../../src/contract/openapi/types.ts';

/** Wording: prose a partner reads but no integration depends on (a provenance mark says how sure the model is, not what a call gets). */
const WORDING = new Set([
  'description',
  'summary',
  'title',
  'example',
  'examples',
  'x-provenance',
  'x-provenance-reason',
  'x-from-provenance',
  'x-to-provenance',
  'x-status-provenance',
  'tags',
]);
/** Arrays that are sets of strings: compared by member (`allow` and `methods`: a path item's methods taken and not). */
const STRING_SETS = new Set(['enum', 'required', 'x-error-codes', 'x-not-required-on-servers', 'allow', 'methods']);
/** The methods of a path item; its other keys are about the path itself (its description, `x-methods-not-allowed`). */
const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

function resolveParameter(document: JsonObject, parameter: Json): Json {
  if (!isObject(parameter) || typeof parameter.$ref !== 'string') return parameter;
  const name = parameter.$ref.replace('#/components/parameters/', '');
  return ((document.components as JsonObject | undefined)?.parameters as JsonObject | undefined)?.[name] ?? parameter;
}

/**
 * The behaviour extensions, as compared: a transition's accepted statuses one value, compared as a
 * set (narrowing and widening are told apart by the whole); a path item's stated reasons a set of
 * the methods that have one (the reason itself is wording).
 */
function normaliseBehaviour(document: JsonObject, value: JsonObject, key: string): JsonObject {
  const out = normalise(document, value, undefined) as JsonObject;
  if (key === 'x-transition' && Array.isArray(value.from)) out.from = [...value.from].map(String).sort().join('|');
  if (key === 'x-methods-not-allowed' && isObject(value.stated)) out.stated = Object.fromEntries(Object.keys(value.stated).map((m) => [m, true]));
  return out;
}

function normalise(document: JsonObject, value: Json, key: string | undefined): Json {
  if ((key === 'x-transition' || key === 'x-methods-not-allowed') && isObject(value)) return normaliseBehaviour(document, value, key);
  if (Array.isArray(value)) {
    // A precondition by its id.
    if (key === 'x-preconditions') return Object.fromEntries(value.map((p) => [String((p as JsonObject).id), normalise(document, p, undefined)]));
    if (key !== undefined && STRING_SETS.has(key)) return Object.fromEntries(value.map((member) => [String(member), true]));
    if (key === 'parameters') {
      return Object.fromEntries(
        value.map((p) => {
          const resolved = resolveParameter(document, p) as JsonObject;
          return [`${String(resolved.in)}:${String(resolved.name)}`, normalise(document, resolved, undefined)];
        }),
      );
    }
    if (key === 'security') {
      return Object.fromEntries(
        value.flatMap((requirement) => Object.entries(requirement as JsonObject).map(([scheme, scopes]) => [scheme, normalise(document, scopes, 'enum')])),
      );
    }
    if (key === 'servers')
      return Object.fromEntries(value.map((s) => [String((s as JsonObject)['x-server-id'] ?? (s as JsonObject).url), normalise(document, s, undefined)]));
    return value.map((item) => normalise(document, item, undefined));
  }
  if (!isObject(value)) return value;
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(value)) {
    // `properties`, `scopes` and the like hold names, not keywords: a field called `description` is no wording.
    const names = key === 'properties' || key === 'scopes' || key === 'paths' || key === 'schemas' || key === 'responses' || key === 'content';
    if (!names && WORDING.has(k)) continue;
    out[k] = normalise(document, v, names ? undefined : k);
  }
  return out;
}

/** The document as compared: normalised, without `info` (the revision is checked by `--check-revision`) and shared parameters (compared where used). */
export function comparable(document: PublishedDocument): JsonObject {
  const raw = document as unknown as JsonObject;
  const { info: _info, components, ...rest } = raw;
  const { parameters: _parameters, ...otherComponents } = (components ?? {}) as JsonObject;
  return normalise(raw, { ...rest, components: otherComponents }, undefined) as JsonObject;
}

export interface Difference {
  pointer: readonly string[];
  change: 'added' | 'removed' | 'changed';
  before?: Json;
  after?: Json;
}

function differences(before: Json | undefined, after: Json | undefined, pointer: string[], out: Difference[]): void {
  // A set that appears or disappears whole is compared member by member: each member is a difference of its own.
  const set = pointer.length > 0 && STRING_SETS.has(pointer.at(-1)!) && pointer.at(-2) !== 'properties';
  if (set && before === undefined && isObject(after)) before = {};
  if (set && after === undefined && isObject(before)) after = {};
  // So is a path that appears or disappears: each of its operations is a difference of its own;
  // and an operation's preconditions, and a path's stated reasons: each is one.
  const pathItem = pointer.length === 2 && pointer[0] === 'paths';
  const keyed = pointer.at(-1) === 'x-preconditions' || (pointer.at(-1) === 'stated' && pointer.at(-2) === 'x-methods-not-allowed');
  if ((pathItem || keyed) && before === undefined && isObject(after)) before = {};
  if ((pathItem || keyed) && after === undefined && isObject(before)) after = {};
  if (isObject(before) && isObject(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) differences(before[key], after[key], [...pointer, key], out);
    return;
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    before.forEach((item, i) => differences(item, after[i], [...pointer, String(i)], out));
    return;
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return;
  if (before === undefined) out.push({ pointer, change: 'added', after });
  else if (after === undefined) out.push({ pointer, change: 'removed', before });
  else out.push({ pointer, change: 'changed', before, after });
}

export function documentDifferences(base: JsonObject, head: JsonObject): Difference[] {
  const out: Difference[] = [];
  differences(base, head, [], out);
  return out;
}

// ── What a change report must name to cover a difference ──────────────────────────────

/** What the report names: the operation (its operationId) or component schema, and the names inside it down to the difference. */
export interface Element {
  /** `operation`, `schema`, `server`, `security` (schemes and scopes), `path` (what a path item says beside its operations). */
  area: 'operation' | 'schema' | 'server' | 'security' | 'path' | 'other';
  /** operationId, schema name or server id. */
  owner: string;
  /** Parameter name, then property names, outermost first. */
  names: string[];
  /** Response status, for a difference inside a response. */
  status?: string;
  /** Where a value travels: request (parameters and bodies: narrowing breaks) or response (widening breaks). */
  place: 'request' | 'response' | 'both' | 'none';
  /** For a path: the operationIds on it, in either document. */
  operations?: string[];
}

function operationAt(documents: readonly JsonObject[], path: string, method: string): JsonObject | undefined {
  for (const d of documents) {
    const op = ((d.paths as JsonObject | undefined)?.[path] as JsonObject | undefined)?.[method];
    if (isObject(op)) return op;
  }
  return undefined;
}

/** The property names along a schema pointer (after `properties`), skipping keywords. */
function propertyNames(rest: readonly string[]): string[] {
  const names: string[] = [];
  rest.forEach((segment, i) => {
    if (rest[i - 1] === 'properties') names.push(segment);
    if (rest[i - 1] === 'required' && i === rest.length - 1) names.push(segment);
  });
  return names;
}

/** Component schemas reached from requests (parameters and request bodies), through `$ref`s. */
export function requestSchemas(documents: readonly JsonObject[]): Set<string> {
  const reached = new Set<string>();
  const refs = (value: Json | undefined, into: string[]) => {
    if (Array.isArray(value)) value.forEach((v) => refs(v, into));
    else if (isObject(value))
      for (const [k, v] of Object.entries(value)) k === '$ref' && typeof v === 'string' ? into.push(v.split('/').at(-1)!) : refs(v, into);
  };
  for (const d of documents) {
    const queue: string[] = [];
    for (const item of Object.values((d.paths as JsonObject | undefined) ?? {})) {
      for (const op of Object.values(item as JsonObject)) {
        if (!isObject(op)) continue;
        refs(op.parameters, queue);
        refs(op.requestBody, queue);
      }
    }
    const schemas = ((d.components as JsonObject | undefined)?.schemas as JsonObject | undefined) ?? {};
    while (queue.length > 0) {
      const name = queue.pop()!;
      if (reached.has(name)) continue;
      reached.add(name);
      refs(schemas[name], queue);
    }
  }
  return reached;
}

/** The operationIds on a path, in either document. */
function operationsOn(documents: readonly JsonObject[], path: string): string[] {
  const ids = documents.flatMap((d) =>
    Object.entries(((d.paths as JsonObject | undefined)?.[path] as JsonObject | undefined) ?? {}).flatMap(([method, op]) =>
      METHODS.has(method) && isObject(op) ? [String(op.operationId)] : [],
    ),
  );
  return [...new Set(ids)];
}

/**
 * What a path item says beside its operations (`x-methods-not-allowed`). A method taken or not
 * (`allow`, `methods`) is the operation of that method on the path, in either document: a path
 * takes the methods of its operations. The rest (the answer, the stated reasons, the statement
 * as a whole) is the path's.
 */
function pathElement(documents: readonly JsonObject[], path: string, rest: readonly string[]): Element {
  const [key, member] = rest;
  if ((key === 'allow' || key === 'methods') && member !== undefined) {
    const op = operationAt(documents, path, member.toLowerCase());
    return { area: 'operation', owner: String(op?.operationId ?? `${member} ${path}`), names: [], place: 'none' };
  }
  return { area: 'path', owner: path, names: rest.filter((segment) => segment !== undefined), operations: operationsOn(documents, path), place: 'none' };
}

/** The name a change of an operation's behaviour extension must say: the precondition's id, or what the extension is. */
function behaviourNames(rest: readonly string[]): string[] | undefined {
  if (rest[0] === 'x-transition') return ['transition'];
  if (rest[0] === 'x-default-order') return ['order'];
  if (rest[0] === 'x-preconditions') return rest[1] === undefined ? ['precondition'] : [rest[1]];
  return undefined;
}

export function elementOf(pointer: readonly string[], documents: readonly JsonObject[], fromRequests: ReadonlySet<string>): Element {
  const [area, a, b, ...rest] = pointer;
  if (area === 'paths' && a !== undefined && b !== undefined && !METHODS.has(b)) return pathElement(documents, a, [b, ...rest].slice(1));
  if (area === 'paths' && a !== undefined && b !== undefined) {
    const op = operationAt(documents, a, b);
    const owner = String(op?.operationId ?? `${b} ${a}`);
    if (rest[0] === 'parameters' && rest[1] !== undefined) {
      const name = rest[1].slice(rest[1].indexOf(':') + 1);
      return { area: 'operation', owner, names: [name, ...propertyNames(rest.slice(2))], place: 'request' };
    }
    if (rest[0] === 'requestBody') return { area: 'operation', owner, names: propertyNames(rest), place: 'request' };
    if (rest[0] === 'responses' && rest[1] !== undefined) return { area: 'operation', owner, names: propertyNames(rest), status: rest[1], place: 'response' };
    const behaviour = behaviourNames(rest);
    if (behaviour) return { area: 'operation', owner, names: behaviour, place: 'none' };
    return { area: 'operation', owner, names: [], place: 'none' };
  }
  if (area === 'components' && a === 'schemas' && b !== undefined) {
    return { area: 'schema', owner: b, names: propertyNames(rest), place: fromRequests.has(b) ? 'both' : 'response' };
  }
  if (area === 'components' && a === 'securitySchemes')
    return { area: 'security', owner: b ?? '', names: rest.filter((_, i) => rest[i - 1] === 'scopes'), place: 'none' };
  if (area === 'servers') return { area: 'server', owner: a ?? '', names: [], place: 'none' };
  return { area: 'other', owner: pointer.join('/'), names: [], place: 'none' };
}

// ── Breaking or not, by the document alone ────────────────────────────────────────────

/** `draft|pending` (normalised), or undefined where not shown: accepted from any status, as far as partners are told. */
const acceptedStatuses = (value: Json | undefined) => (typeof value === 'string' ? new Set(value.split('|')) : undefined);

/**
 * Whether a difference in behaviour breaks an integration; undefined where it is not behaviour.
 * A path item: a method no longer taken, or now refused, or another answer to one. An operation:
 * a transition that appears (a call in a wrong status is now refused), or goes with the status it
 * led to; fewer statuses accepted; another or no target; another wrong-state answer or state
 * machine; a precondition added, or answered otherwise; another default order, or none.
 */
function behaviourBreaking(d: Difference): boolean | undefined {
  if (d.pointer[0] !== 'paths') return undefined;
  const [, , at, extension, member, ...below] = d.pointer;
  if (at === 'x-methods-not-allowed') {
    if (extension === 'allow') return d.change === 'removed';
    if (extension === 'methods') return d.change === 'added';
    if (extension === 'status' || extension === 'error') return d.change === 'changed';
    return false;
  }
  if (extension === 'x-transition') {
    if (member === undefined) return d.change === 'added' || (isObject(d.before) && d.before.to !== undefined);
    if (member === 'from') {
      const [before, after] = [acceptedStatuses(d.before), acceptedStatuses(d.after)];
      return after !== undefined && (before === undefined || [...before].some((state) => !after.has(state)));
    }
    if (member === 'to') return d.change !== 'added';
    return true;
  }
  if (extension === 'x-preconditions') return member === undefined || below.length > 0 || d.change === 'added';
  if (extension === 'x-default-order') return member === undefined ? d.change === 'removed' : true;
  return undefined;
}

const TYPE_KEYWORDS = new Set(['type', 'format', 'pattern', '$ref', 'additionalProperties', 'items', 'anyOf', 'oneOf', 'allOf', 'const', 'style', 'explode']);

/**
 * Whether a difference breaks an existing integration: something removed that a partner sends or
 * reads, a value or type narrowed, something newly required of a request, something no longer
 * guaranteed in a response, a security or address change. Additions, deprecations and widenings
 * of requests are not breaking.
 */
export function isBreaking(d: Difference, element: Element): boolean {
  // The keyword a difference is at, and the one it is inside, unless those are names (of properties, responses, …).
  const named = (i: number) => ['properties', 'paths', 'schemas', 'responses', 'content', 'parameters', 'scopes'].includes(d.pointer.at(i - 1) ?? '');
  const last = named(-1) ? `name:${d.pointer.at(-2)}` : d.pointer.at(-1)!;
  const parent = named(-2) ? `name:${d.pointer.at(-3)}` : d.pointer.at(-2);
  const request = element.place === 'request' || element.place === 'both';
  const response = element.place === 'response' || element.place === 'both';
  if (last === 'deprecated' || last === 'x-deprecation' || parent === 'x-deprecation' || d.pointer.includes('x-deprecated-enum-values')) return false;
  if (element.area === 'server') return d.change !== 'added';
  const behaviour = behaviourBreaking(d);
  if (behaviour !== undefined) return behaviour;
  // A parameter's default changed or dropped: a call that leaves the parameter out gets another answer.
  if (last === 'default' && d.pointer.includes('parameters')) return d.change !== 'added';
  if (element.area === 'security') return d.change !== 'added';
  if (d.pointer[0] === 'paths' && d.pointer.length <= 3) return d.change === 'removed';
  if (d.pointer[3] === 'security' || last === 'x-required-scope') return true;
  // A value of an enum: removing it breaks senders and readers alike.
  if (parent === 'enum') return d.change === 'removed';
  // A required list: a member added breaks requests, removed breaks responses.
  if (parent === 'required') return (d.change === 'added' && request) || (d.change === 'removed' && response);
  if (last === 'required' && typeof (d.after ?? d.before) === 'boolean') {
    // A parameter's or a request body's flag.
    return d.after === true;
  }
  if (last === 'minimum') {
    const before = typeof d.before === 'number' ? d.before : -Infinity;
    const after = typeof d.after === 'number' ? d.after : -Infinity;
    return (after > before && request) || (after < before && response);
  }
  if (last === 'name:properties') return d.change === 'removed';
  // A parameter appears or disappears (keyed `in:name`).
  if (last === 'name:parameters') return d.change === 'removed' || (d.change === 'added' && isObject(d.after) && d.after.required === true);
  if (last === 'name:responses') return d.change === 'removed' && /^2/.test(d.pointer.at(-1)!);
  if (last === 'name:content') return d.change !== 'added';
  if (last === 'requestBody') return d.change === 'removed' || (isObject(d.after) && d.after.required === true);
  if (TYPE_KEYWORDS.has(last)) return true;
  // Inside a union, a variant's keyword is the union's type.
  if (TYPE_KEYWORDS.has(parent ?? '') && /^\d+$/.test(last)) return true;
  return false;
}
