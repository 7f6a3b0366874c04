/**
 * A resource page: every field of the resource's components in this version (wire type,
 * semantic type, notes, and in which shape it appears), then the resource's endpoints.
 */
import type { DocumentExamples } from '../../../contract/openapi/examples.ts';
import type { WireField } from '../../../views/wire-type.ts';
import type { VersionView } from '../../../views/version-view.ts';
import { code, note, provenanceNote } from '../../shared/markdown.ts';
import type { ResourcePage, VersionSite } from '../site.ts';
import { fieldRows, type FieldRow } from '../type-summary.ts';
import { operationContext } from './operation.ts';
import { stateDiagrams } from '../state-diagram.ts';

type Shaped = { fields: WireField[]; names: ReadonlySet<string>; shape?: 'list' | 'single' };

function fieldsOf(page: ResourcePage): Shaped[] {
  return page.schemas.map((s) => {
    const fields = s.type.kind === 'object' ? s.type.fields : [];
    return { fields, names: new Set(fields.map((f) => f.name)), ...(s.shape ? { shape: s.shape } : {}) };
  });
}

/** `list and single`, `list only`, `single only`, or '' for resources with one shape. */
function appearance(name: string, shaped: readonly Shaped[]): string {
  const shapes = shaped.filter((s) => s.shape !== undefined && s.names.has(name)).map((s) => s.shape!);
  if (shapes.length === 0) return '';
  return shapes.length === shaped.length ? 'list and single' : `${shapes.join(' and ')} only`;
}

/** `examples`: the version's, from the demo data beside the model (none without it). */
export function resourcePageContext(site: VersionSite, view: VersionView, page: ResourcePage, examples?: DocumentExamples) {
  const link = site.linker('resources');
  const shaped = fieldsOf(page);
  // One table per resource: the union of its shapes' fields, in the order of first appearance.
  const seen = new Map<string, WireField>();
  for (const { fields } of shaped) for (const field of fields) if (!seen.has(field.name)) seen.set(field.name, field);
  const hasShapes = shaped.some((s) => s.shape !== undefined);
  const rows: FieldRow[] = [];
  for (const field of seen.values()) {
    const first = rows.length;
    fieldRows([field], link, '', rows);
    // The field's own row says where it appears; its nested fields' rows follow it.
    rows[first]!.appears = appearance(field.name, shaped);
  }
  const unspecified = page.schemas.map((s) => s.type.provenance).find((p) => p.status !== 'stated');
  const description = page.schemas[0]?.type.description ?? view.resourceTexts.get(page.resource)!.description;
  return {
    title: page.title,
    intro: note(`${view.title}.`, description),
    components: page.schemas.map((s) => `${code(s.name)}${s.shape ? ` (${s.shape})` : ''}`).join(', '),
    hasShapes,
    fields: rows,
    noFields:
      page.schemas.length === 0
        ? 'This resource has no named schema; its payloads are described with its endpoints below.'
        : note('No fields are documented.', unspecified ? provenanceNote(unspecified) : undefined),
    operations: page.operations.map((op) => operationContext(site, view, op, link, examples)),
    stateMachines: stateDiagrams(page.operations).map((d) => ({
      title: `${code(d.field)} (state machine ${code(d.machine)})`,
      mermaid: d.mermaid,
      open:
        d.open.length > 0
          ? `Not drawn, as the model shows neither the statuses they are accepted from nor the one they lead to: ${d.open.map(code).join(', ')}.`
          : '',
    })),
  };
}
