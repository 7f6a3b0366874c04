/**
 * The seed model with one element of each kind deprecated (an operation, a resource field, a
 * body field, a parameter, a filter attribute, an enum value), each chosen from the model so the
 * edits follow it, and each replaced by an element of its own kind.
 */
import { loadSpecTexts } from '../../src/load/load-spec.ts';
import type { DeprecationSpecT, ModelFile } from '../../src/model/schema.ts';
import { analyseLoaded } from '../../src/pipeline/compile.ts';
import { editModel, seedTexts, type SpecText } from './seed-texts.ts';

export interface Deprecated {
  /** An operation of the migration's `from` version replaced by its counterpart. */
  operation: { id: string; deprecation: DeprecationSpecT };
  /** A field of that operation's resource. */
  field: { resource: string; name: string; deprecation: DeprecationSpecT };
  /** A request body field of an authenticated operation. */
  body: { operation: string; name: string; deprecation: DeprecationSpecT };
  /** A shared parameter, replaced by another that the same operation sends. */
  parameter: { key: string; name: string; operation: string; deprecation: DeprecationSpecT };
  filter: { operation: string; attribute: string; deprecation: DeprecationSpecT };
  enumValue: { enum: string; value: string; deprecation: DeprecationSpecT };
}

/** The name of the spec file that declares `section.<key>`. */
function fileDeclaring(texts: readonly SpecText[], section: keyof ModelFile, key: string): string {
  const found = texts.find((t) => new RegExp(`^${section}:[\\s\\S]*^  ${key}:`, 'm').test(t.text));
  if (!found) throw new Error(`no file declares ${section}.${key}`);
  return found.name.replace('spec/', '');
}

const firstTwo = <T>(items: readonly T[]): [T, T] => {
  if (items.length < 2) throw new Error('the seed has no element with a sibling to replace it');
  return [items[0]!, items[1]!];
};

export function deprecatedModel(): { texts: SpecText[]; deprecated: Deprecated } {
  const seed = seedTexts();
  const analysed = analyseLoaded(loadSpecTexts(seed));
  if (!analysed.ok) throw new Error('the seed does not validate');
  const { model } = analysed.resolved;
  const migration = analysed.resolved.migration!;
  const operations = model.operations!;

  const row = migration.mappings.find((m) => m.to !== null && operations[m.from]!.method === 'GET')!;
  const resource = model.resources![operations[row.from]!.resource]!;
  const [field, fieldReplacement] = firstTwo(Object.keys(resource.fields));
  const [bodyOperation, bodyFields] = Object.entries(operations)
    .map(([id, op]) => [id, Object.keys(op.body?.schema.fields ?? {})] as const)
    .find(([id, fields]) => fields.length >= 1 && operations[id]!.authenticated !== false)!;
  const [parameterOperation, sharedNames] = Object.entries(operations)
    .map(([id, op]) => [id, (op.query ?? []).filter((q): q is string => typeof q === 'string' && model.parameters![q]!.name !== undefined)] as const)
    .find(([, keys]) => keys.length >= 2)!;
  const [parameterKey, replacementKey] = firstTwo(sharedNames);
  const [filterOperation, attributes] = Object.entries(operations)
    .map(([id, op]) => [id, Object.keys(op.filterable ?? {})] as const)
    .find(([, names]) => names.length >= 2)!;
  const [enumName, enumSpec] = Object.entries(model.enums!).find(([, e]) => e.values.length >= 2)!;
  const [value, valueReplacement] = firstTwo(enumSpec.values);

  const deprecated: Deprecated = {
    operation: { id: row.from, deprecation: { since: '2026-01-15', sunset: '2026-07-01', replacement: row.to!, note: 'Moved to the next version.' } },
    field: { resource: operations[row.from]!.resource, name: field, deprecation: { since: '2026-02-01', replacement: fieldReplacement } },
    body: {
      operation: bodyOperation,
      name: bodyFields[0]!,
      // Replaced by a sibling where it has one; a deprecation without a replacement otherwise.
      deprecation: { since: '2026-02-02', sunset: '2026-12-31', ...(bodyFields[1] !== undefined ? { replacement: bodyFields[1] } : {}) },
    },
    parameter: {
      key: parameterKey,
      name: model.parameters![parameterKey]!.name!,
      operation: parameterOperation,
      deprecation: { since: '2026-03-01', replacement: model.parameters![replacementKey]!.name! },
    },
    filter: { operation: filterOperation, attribute: attributes[0]!, deprecation: { since: '2026-04-01', sunset: '2026-10-01', replacement: attributes[1]! } },
    enumValue: { enum: enumName, value, deprecation: { since: '2026-05-01', replacement: valueReplacement } },
  };

  const edits: [keyof ModelFile, string, (m: ModelFile) => void][] = [
    ['operations', row.from, (m) => void (m.operations![row.from]!.deprecated = deprecated.operation.deprecation)],
    ['resources', deprecated.field.resource, (m) => void (m.resources![deprecated.field.resource]!.fields[field]!.deprecated = deprecated.field.deprecation)],
    [
      'operations',
      bodyOperation,
      (m) => void (m.operations![bodyOperation]!.body!.schema.fields![deprecated.body.name]!.deprecated = deprecated.body.deprecation),
    ],
    ['parameters', parameterKey, (m) => void (m.parameters![parameterKey]!.deprecated = deprecated.parameter.deprecation)],
    [
      'operations',
      filterOperation,
      (m) => void (m.operations![filterOperation]!.filterable![deprecated.filter.attribute]!.deprecated = deprecated.filter.deprecation),
    ],
    ['enums', enumName, (m) => void (m.enums![enumName]!.deprecatedValues = { [value]: deprecated.enumValue.deprecation })],
  ];
  const texts = edits.reduce((current, [section, key, edit]) => editModel(current, fileDeclaring(current, section, key), edit), seed);
  return { texts, deprecated };
}
