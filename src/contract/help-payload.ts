/**
 * The `/help` payload: what a help operation answers about the list it `describes` — that list's
 * filterable attributes, each with its operators, value type and enum values, and the version's
 * list syntax. The specification states what a help endpoint lists, not the shape it lists it
 * in: this shape is the toolchain's, published as inferred, answered by the sandbox and the route
 * stubs, and checked by `verify` against the model's attributes.
 */
import type { ResponseView } from '../views/errors-view.ts';
import type { OperationView, VersionView } from '../views/version-view.ts';
import { STATED, type WireField, type WireType } from '../views/wire-type.ts';

/** Why the shape is the toolchain's, said where it is published. */
const SHAPE_REASON =
  'The specification states what a `/help` endpoint lists (the filterable attributes, their operators and enum values), not the shape: this shape is the toolchain’s, and its values are the model’s.';

export interface HelpAttribute {
  name: string;
  operators: string[];
  type: string;
  values?: string[];
  /** Where the model infers the attribute (or leaves it open). */
  provenance?: string;
}

export interface HelpPayload {
  resource: string;
  list: string;
  attributes: HelpAttribute[];
  syntax: string[];
}

/** The list operation a help operation describes, in its version. */
function describedList(view: VersionView, help: OperationView): OperationView | undefined {
  return help.describes === undefined ? undefined : view.operations.find((o) => o.id === help.describes);
}

/** The filterable attributes of the list a help operation describes: the fields of its `filter` parameter. */
function filterAttributes(view: VersionView, help: OperationView): WireField[] {
  const filter = describedList(view, help)?.query.find((p) => p.type.semantic === 'filter')?.type;
  return filter?.kind === 'object' ? filter.fields : [];
}

/** An attribute's value type: that of its first operator. */
const valueType = (attribute: WireField): WireType | undefined => (attribute.type.kind === 'object' ? attribute.type.fields[0]?.type : undefined);

/** The help payload of `help`, from the filter attributes of the list it describes. */
export function helpPayload(view: VersionView, help: OperationView): HelpPayload {
  const list = describedList(view, help);
  const attributes = filterAttributes(view, help).map((f): HelpAttribute => {
    const first = valueType(f);
    return {
      name: f.name,
      operators: f.type.kind === 'object' ? f.type.fields.map((o) => o.name) : [],
      type: first?.semantic ?? 'string',
      ...(first?.kind === 'scalar' && first.enum ? { values: [...first.enum] } : {}),
      ...(f.type.provenance.status !== 'stated' ? { provenance: f.type.provenance.status } : {}),
    };
  });
  return { resource: list?.tag ?? help.tag, list: help.describes ?? '', attributes, syntax: view.listSyntax.map((r) => r.text) };
}

/** Every help operation's payload, by operation id. */
export function helpPayloads(view: VersionView): Record<string, HelpPayload> {
  return Object.fromEntries(view.operations.filter((o) => o.describes !== undefined).map((help) => [help.id, helpPayload(view, help)]));
}

const text = (description: string, values?: readonly string[]): WireType => ({
  kind: 'scalar',
  json: 'string',
  description,
  provenance: STATED,
  ...(values && values.length > 0 ? { enum: [...values] } : {}),
});
const list = (items: WireType, description: string): WireType => ({ kind: 'array', items, description, provenance: STATED });

/**
 * The payload's type, closed over the described list's attributes, operators and enum values:
 * what the specification says a help endpoint lists, in the toolchain's shape (marked inferred).
 */
export function helpPayloadType(view: VersionView, help: OperationView): WireType {
  const payload = helpPayload(view, help);
  const operators = [...new Set(payload.attributes.flatMap((a) => a.operators))];
  const values = [...new Set(payload.attributes.flatMap((a) => a.values ?? []))];
  // A deprecated enum value is deprecated wherever the payload lists it (OpenAPI's extension for one value).
  const deprecatedValues = Object.fromEntries(
    filterAttributes(view, help).flatMap((f) => {
      const type = valueType(f);
      return type?.kind === 'scalar' ? Object.entries(type.deprecatedValues ?? {}) : [];
    }),
  );
  const attribute: WireType = {
    kind: 'object',
    description: 'A filterable attribute of the list.',
    provenance: STATED,
    fields: [
      {
        name: 'name',
        type: text(
          'The attribute, as `filter[<name>]` takes it.',
          payload.attributes.map((a) => a.name),
        ),
        required: true,
      },
      { name: 'operators', type: list(text('An operator, as `filter[<name>][<operator>]` takes it.', operators), 'Its operators.'), required: true },
      { name: 'type', type: text('The semantic type of its values.'), required: true },
      {
        name: 'values',
        type: list(
          { ...text('An enum value.', values), ...(Object.keys(deprecatedValues).length > 0 ? { deprecatedValues } : {}) },
          'Its enum values, for an enum attribute.',
        ),
        required: false,
      },
      { name: 'provenance', type: text('Where the model infers the attribute, or leaves it open.', ['inferred', 'unspecified', 'observed']), required: false },
    ],
  };
  return {
    kind: 'object',
    description: `The filterable attributes of \`${payload.list}\`, their operators and enum values.`,
    provenance: { status: 'inferred', reason: SHAPE_REASON },
    fields: [
      { name: 'resource', type: text('The resource the list answers.'), required: true },
      { name: 'list', type: text('The list operation described.', [payload.list]), required: true },
      { name: 'attributes', type: list(attribute, 'The filterable attributes.'), required: true },
      { name: 'syntax', type: list(text('A rule of the list syntax.'), "The version's list syntax."), required: true },
    ],
  };
}

/**
 * The type a response's content is published with: a help operation's open success body is its
 * payload (`payload`, its `helpPayloadType`), any other the view's.
 */
export function publishedBody(response: ResponseView, content: { type: WireType }, payload: WireType | undefined): WireType {
  return payload && !response.isError && content.type.kind === 'unknown' ? payload : content.type;
}
