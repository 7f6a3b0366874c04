/**
 * The semantic types a version uses anywhere (parameters, bodies, responses, components): its
 * docs pages and its published document list only the formats that apply to it.
 */
import type { VersionView } from './version-view.ts';
import { nestedTypes, type WireType } from './wire-type.ts';

function collect(type: WireType, into: Set<string>): void {
  if (type.semantic !== undefined) into.add(type.semantic);
  for (const child of nestedTypes(type)) collect(child, into);
}

export function semanticTypesOf(view: VersionView): Set<string> {
  const used = new Set<string>();
  for (const op of view.operations) {
    for (const p of [...op.pathParams, ...op.query, ...op.unnamedQuery]) collect(p.type, used);
    if (op.body) collect(op.body.type, used);
    for (const r of op.responses) for (const t of [...r.content, ...r.headers]) collect(t.type, used);
  }
  for (const schema of view.schemas) collect(schema.type, used);
  return used;
}
