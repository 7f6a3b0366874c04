/** The context of one endpoint section: what the `operation` partial lays out. */
import { examplesOrigin } from '../../../contract/openapi/examples.ts';
import type { ResponseContent, ResponseView } from '../../../views/errors-view.ts';
import type { OperationView, ParameterView, VersionView } from '../../../views/version-view.ts';
import type { WireField, WireType } from '../../../views/wire-type.ts';
import { anchor, cell, code, deprecatedValuesNote, deprecationNote, note, provenanceNote } from '../../shared/markdown.ts';
import { OVERVIEW_PAGE, operationAnchor, SCOPES_PAGE, type VersionSite } from '../site.ts';
import { fieldRows, semanticPhrase, typeNotes, typePhrase, type LinkComponent } from '../type-summary.ts';
import { curlExample } from '../examples.ts';
import { answerExample, clientCallExample } from '../../shared/call-example.ts';
import type { DocumentExamples } from '../../../contract/openapi/examples.ts';
import type { FormatWarning } from '../../../views/format-warnings.ts';
import { warningPointer } from '../formats.ts';
import { defaultOrderText, methodsNotTakenText, preconditionText, transitionText } from '../../../contract/behaviour-text.ts';

/** Deprecated attributes of a `filter` parameter, and deprecated values of its attributes. */
function filterAttributeNotes(type: WireType): string {
  if (type.semantic !== 'filter' || type.kind !== 'object') return '';
  return note(
    ...type.fields.map((attribute) => {
      const operand = attribute.type.kind === 'object' ? attribute.type.fields[0]?.type : undefined;
      const notes = note(deprecationNote(attribute.type.deprecation), operand ? deprecatedValuesNote(operand) : undefined);
      return notes ? `Filter attribute ${code(attribute.name)}: ${notes}` : undefined;
    }),
  );
}

function parameterRow(p: ParameterView, link: LinkComponent, warnings: readonly FormatWarning[]) {
  const warning = warnings.find((w) => w.name === p.type.semantic);
  return {
    name: p.name !== undefined ? code(p.name) : '(name not shown)',
    in: p.in,
    type: cell(typePhrase(p.type, link)),
    required: p.required ? 'yes' : 'no',
    notes: cell(
      note(
        deprecationNote(p.deprecation),
        p.description,
        p.style === 'deepObject' ? `Sent as ${code(`${p.name}[…]`)} (deep object).` : undefined,
        deprecatedValuesNote(p.type),
        filterAttributeNotes(p.type),
        warning ? warningPointer(`../${OVERVIEW_PAGE}#formats`) : undefined,
        provenanceNote(p.provenance),
        p.type.provenance.status !== 'stated' && p.type.provenance !== p.provenance ? provenanceNote(p.type.provenance) : undefined,
      ),
    ),
  };
}

/** An inline response body with declared fields: those get a table of their own. */
function hasDeclaredFields(content: ResponseContent): content is ResponseContent & { type: { kind: 'object'; fields: WireField[] } } {
  return content.type.kind === 'object' && content.type.fields.length > 0;
}

/** The heading of an inline response body's table: by status, and by media type where a status has more than one. */
function responseBodyHeading(op: OperationView, response: ResponseView, content: ResponseContent): string {
  return `Response body of ${op.id} (${response.content.length > 1 ? `${response.status}, ${content.mediaType}` : response.status})`;
}

function responseRows(op: OperationView, link: LinkComponent) {
  const bodyPhrase = (r: ResponseView, c: ResponseContent) =>
    hasDeclaredFields(c) ? `[${code('object')}](#${anchor(responseBodyHeading(op, r, c))})` : typePhrase(c.type, link);
  return op.responses.map((r) => ({
    status: code(r.status),
    media: r.content.length > 0 ? r.content.map((c) => code(c.mediaType)).join(', ') : 'no body',
    body: cell(r.content.map((c) => bodyPhrase(r, c)).join('; ') || '–'),
    description: cell(note(r.description, r.headers.map((h) => `Header ${code(h.name)}: ${h.description}`).join(' '), provenanceNote(r.provenance))),
  }));
}

/** The filter table: each attribute `filter[<attribute>][<operator>]` takes, from the same facts as the `filter` parameter. */
function filterRows(op: OperationView, link: LinkComponent) {
  return op.filters.map((f) => ({
    attribute: code(f.attribute),
    operators: f.operators.map(code).join(', '),
    type: cell(note(typePhrase(f.value, link), f.value.semantic ? `(${semanticPhrase(f.value)})` : undefined)),
    provenance: cell(provenanceNote(f.provenance) || 'Stated'),
  }));
}

/** The declared fields of every inline response body (a component body links to its own table instead). */
function responseBodies(op: OperationView, link: LinkComponent) {
  return op.responses.flatMap((r) =>
    r.content.filter(hasDeclaredFields).map((c) => ({ heading: responseBodyHeading(op, r, c), fields: fieldRows(c.type.fields, link) })),
  );
}

function errorRows(op: OperationView) {
  return op.responses
    .filter((r) => r.isError)
    .map((r) => ({
      status: code(r.status),
      codes: r.errorCodes.length > 0 ? r.errorCodes.map(code).join(', ') : '–',
      condition: cell(note(r.description, provenanceNote(r.provenance))),
      action: cell(r.action ?? '–'),
    }));
}

/**
 * What the operation does beyond its shapes, in the words the published documents use: the
 * transition it makes, each part marked where the model does not state it, its preconditions,
 * the default order of a list, and the methods its path does not take.
 */
function behaviourItems(view: VersionView, op: OperationView): string[] {
  const t = op.transition;
  const path = view.paths.find((p) => p.path === op.path);
  const open = t?.open ? provenanceNote(t.open) : '';
  return [
    ...(t ? [note(transitionText(t), open)] : []),
    ...(op.preconditions ?? []).map((p) => note(preconditionText(p), provenanceNote(p.provenance))),
    ...(op.defaultOrder ? [note(defaultOrderText(op.defaultOrder), provenanceNote(op.defaultOrder.provenance))] : []),
    ...(path && path.notTaken.length > 0
      ? [
          note(
            methodsNotTakenText(path, view.methodNotAllowed),
            provenanceNote(path.notTaken.find((m) => m.provenance.status !== 'stated')?.provenance ?? { status: 'stated' }),
          ),
        ]
      : []),
  ];
}
/**
 * The example's answer: its status and body as JSON (text as it is), and where it comes from; or
 * why there is none: the specification does not show the payload, or there is no demo data.
 */
function answerContext(op: OperationView, examples: DocumentExamples | undefined) {
  const answer = answerExample(op, examples?.operations[op.id]);
  if (!answer || !examples) return { intro: '', language: '', text: '' };
  const json = answer.mediaType.includes('json');
  return {
    intro: `Its answer, ${code(answer.status)} ${code(answer.mediaType)}, from ${examplesOrigin(examples)}:`,
    language: json ? 'json' : 'text',
    text: json ? JSON.stringify(answer.value, null, 2) : String(answer.value),
  };
}

/**
 * `link`: the resource pages' linker of components (`site.linker('resources')`). `examples`: the
 * version's, from the demo data beside the model (none without it).
 */
export function operationContext(site: VersionSite, view: VersionView, op: OperationView, link: LinkComponent, examples?: DocumentExamples) {
  const warnings = site.formatWarnings;
  const body = op.body;
  const opExamples = examples?.operations[op.id];
  return {
    id: op.id,
    anchor: operationAnchor(op),
    method: op.method,
    fullPath: op.fullPath,
    summary: op.summary,
    deprecation: deprecationNote(op.deprecation),
    description: op.description ?? '',
    provenance: provenanceNote(op.provenance),
    authentication: op.authenticated
      ? view.auth.kind === 'apiKey'
        ? `API key in ${code(view.auth.header)}`
        : 'Bearer token'
      : 'None (the tenant header only)',
    scope: op.scope ? `[${code(op.scope.name)}](../${SCOPES_PAGE}#${anchor(op.scope.name)}) ${provenanceNote(op.scope.provenance)}`.trim() : '',
    parameters: [...op.pathParams, ...op.query, ...op.unnamedQuery].map((p) => parameterRow(p, link, warnings)),
    filters: filterRows(op, link),
    unnamedQueryNote: op.unnamedQuery.length > 0 ? 'Parameters whose names are not shown are documented but never sent by the client.' : '',
    body: body
      ? {
          summary: note(
            `${code(body.mediaType)}, ${body.required ? 'required' : 'optional'}: ${typePhrase(body.type, link)}.`,
            body.description,
            provenanceNote(body.provenance),
            body.type.kind === 'object' ? undefined : typeNotes(body.type),
          ),
          fields: body.type.kind === 'object' ? fieldRows(body.type.fields, link) : [],
        }
      : undefined,
    behaviour: behaviourItems(view, op),
    responses: responseRows(op, link),
    responseBodies: responseBodies(op, link),
    errors: errorRows(op),
    curl: curlExample(view, op, opExamples),
    answer: answerContext(op, examples),
    client: clientCallExample(op, opExamples),
  };
}
