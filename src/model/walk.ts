/**
 * Visits every FieldSpec of the model with its model path, so rules and the provenance
 * report never miss a nested field, parameter or payload.
 */
import type { ModelPath } from './path.ts';
import { isObservedSpec } from './provenance.ts';
import type { FieldSpec, ModelFile } from './schema.ts';

export interface FieldVisit {
  spec: FieldSpec;
  path: ModelPath;
  /** The sibling fields when the spec is a field of an object (for money → currency checks). */
  siblings?: Record<string, FieldSpec>;
}

function visitSpec(spec: FieldSpec, path: ModelPath, out: FieldVisit[], siblings?: Record<string, FieldSpec>): void {
  const visit: FieldVisit = { spec, path };
  if (siblings) visit.siblings = siblings;
  out.push(visit);
  if (spec.fields) visitFields(spec.fields, [...path, 'fields'], out);
  if (spec.items) visitSpec(spec.items, [...path, 'items'], out);
  if (spec.values) visitSpec(spec.values, [...path, 'values'], out);
}

function visitFields(fields: Record<string, FieldSpec>, path: ModelPath, out: FieldVisit[]): void {
  // `for…in`: a model's mappings inherit nothing enumerable (src/load/mapping.ts), and no list of entries is made.
  for (const name in fields) visitSpec(fields[name]!, [...path, name], out, fields);
}

export function allFieldSpecs(model: ModelFile): FieldVisit[] {
  const out: FieldVisit[] = [];
  for (const [name, resource] of Object.entries(model.resources ?? {})) {
    visitFields(resource.fields, ['resources', name, 'fields'], out);
  }
  for (const [name, parameter] of Object.entries(model.parameters ?? {})) {
    visitSpec(parameter.schema, ['parameters', name, 'schema'], out);
  }
  for (const [id, op] of Object.entries(model.operations ?? {})) {
    const base = ['operations', id];
    for (const [name, p] of Object.entries(op.pathParams ?? {})) visitSpec(p.schema, [...base, 'pathParams', name, 'schema'], out);
    (op.query ?? []).forEach((q, i) => {
      if (typeof q === 'object' && 'schema' in q) visitSpec(q.schema, [...base, 'query', i, 'schema'], out);
    });
    if (op.body) visitSpec(op.body.schema, [...base, 'body', 'schema'], out);
    for (const [status, response] of Object.entries(op.responses)) {
      if (response.body) visitSpec(response.body, [...base, 'responses', status, 'body'], out);
      for (const [h, header] of Object.entries(response.headers ?? {})) {
        visitSpec(header.schema, [...base, 'responses', status, 'headers', h, 'schema'], out);
      }
    }
    for (const [name, f] of Object.entries(op.filterable ?? {})) visitSpec(f.schema, [...base, 'filterable', name, 'schema'], out);
  }
  const errors = model.errors;
  if (errors) {
    for (const [name, f] of Object.entries(errors.envelope?.fields ?? {})) visitSpec(f.schema, ['errors', 'envelope', 'fields', name, 'schema'], out);
    for (const [code, c] of Object.entries(errors.codes ?? {})) if (c.fields) visitFields(c.fields, ['errors', 'codes', code, 'fields'], out);
    if (errors.oauth) visitFields(errors.oauth.fields, ['errors', 'oauth', 'fields'], out);
  }
  const tenantHeader = model.conventions?.tenantHeader;
  if (tenantHeader) visitSpec(tenantHeader.value, ['conventions', 'tenantHeader', 'value'], out);
  return out;
}

/** Every object in the model that carries `inferred`, `unspecified` or `observed`, in document order. */
export function allProvenanceHolders(value: unknown): { node: Record<string, unknown>; path: ModelPath }[] {
  const found: { node: Record<string, unknown>; path: ModelPath }[] = [];
  // One path stack for the whole walk, copied only for the holders found: copying it at every
  // node made the walk a sizeable part of each compile.
  const path: (string | number)[] = [];
  const visit = (item: unknown): void => {
    if (item === null || typeof item !== 'object') return;
    if (Array.isArray(item)) {
      for (let i = 0; i < item.length; i++) {
        path.push(i);
        visit(item[i]);
        path.pop();
      }
      return;
    }
    const node = item as Record<string, unknown>;
    if (typeof node.inferred === 'string' || typeof node.unspecified === 'string' || isObservedSpec(node.observed)) found.push({ node, path: [...path] });
    // `for…in` rather than a list of keys made for every node: a model's mappings inherit nothing
    // enumerable (src/load/mapping.ts), so it visits the same keys, in the same order.
    for (const key in node) {
      path.push(key);
      visit(node[key]);
      path.pop();
    }
  };
  visit(value);
  return found;
}
