/**
 * Every `deprecated` statement of the model with its path and the names its replacement may
 * take (elements of the same kind), walked once so the deprecation rules agree on what a
 * deprecation is.
 */
import type { ModelPath } from './path.ts';
import type { DeprecationSpecT, ModelFile } from './schema.ts';
import type { FieldVisit } from './walk.ts';
import { declaredParameter, sharedParameterKey } from './parameters.ts';

export interface DeprecationVisit {
  deprecation: DeprecationSpecT;
  /** The path of the `deprecated` object (of the value's entry for enum values). */
  path: ModelPath;
  /** What the replacement must be, in words: `an operation`, `a sibling field`, … */
  kind: string;
  /** The names the replacement may take. */
  candidates: readonly string[];
  /** Names that are not the replacement's but stand for one of `candidates` (a shared parameter's wire name, for its key). */
  aliases?: Readonly<Record<string, string>>;
}

/**
 * The parameters an operation sends, each with the model path that declares it, the name a
 * replacement gives it (`ref`: a shared parameter's key, as `query:` lists name it, else its
 * name) and its wire name.
 */
function operationParameters(
  model: ModelFile,
  id: string,
): { name: string | undefined; ref: string | undefined; path: ModelPath; deprecated?: DeprecationSpecT }[] {
  const op = model.operations![id]!;
  const pathParams = Object.entries(op.pathParams ?? {}).map(([name, p]) => ({
    name,
    ref: name,
    path: ['operations', id, 'pathParams', name],
    ...(p.deprecated ? { deprecated: p.deprecated } : {}),
  }));
  const query = (op.query ?? []).map((entry, i) => {
    const key = sharedParameterKey(entry);
    const spec = declaredParameter(model, entry);
    return {
      name: spec?.name,
      ref: key ?? spec?.name,
      path: key !== undefined ? ['parameters', key] : ['operations', id, 'query', i],
      ...(spec?.deprecated ? { deprecated: spec.deprecated } : {}),
    };
  });
  return [...pathParams, ...query];
}

/**
 * A parameter is replaced by another parameter of the operations that send it: for a shared
 * parameter, one that every such operation sends.
 */
function parameterDeprecations(model: ModelFile): DeprecationVisit[] {
  const byPath = new Map<string, DeprecationVisit>();
  for (const [id, op] of Object.entries(model.operations ?? {})) {
    // Most operations deprecate no parameter: they are passed over before their list is made.
    const deprecates =
      Object.values(op.pathParams ?? {}).some((p) => p.deprecated) || (op.query ?? []).some((entry) => declaredParameter(model, entry)?.deprecated);
    if (!deprecates) continue;
    const parameters = operationParameters(model, id);
    for (const p of parameters) {
      if (!p.deprecated) continue;
      const others = parameters.filter((q) => q !== p && q.ref !== undefined).map((q) => q.ref!);
      const aliases = Object.fromEntries(parameters.filter((q) => q !== p && q.name !== undefined && q.name !== q.ref).map((q) => [q.name!, q.ref!]));
      const key = p.path.join('\u0000');
      const earlier = byPath.get(key);
      byPath.set(
        key,
        earlier
          ? {
              ...earlier,
              kind: 'a parameter of every operation that sends it',
              candidates: earlier.candidates.filter((c) => others.includes(c)),
              aliases: { ...earlier.aliases, ...aliases },
            }
          : { deprecation: p.deprecated, path: [...p.path, 'deprecated'], kind: `a parameter of operation \`${id}\``, candidates: others, aliases },
      );
    }
  }
  // A shared parameter no operation sends still has its dates checked; nothing can replace it.
  for (const [key, p] of Object.entries(model.parameters ?? {})) {
    const path = ['parameters', key];
    if (p.deprecated && !byPath.has(path.join('\u0000'))) {
      byPath.set(path.join('\u0000'), {
        deprecation: p.deprecated,
        path: [...path, 'deprecated'],
        kind: 'a parameter of an operation that sends it',
        candidates: [],
      });
    }
  }
  return [...byPath.values()];
}

export function allDeprecations(model: ModelFile, fields: readonly FieldVisit[]): DeprecationVisit[] {
  const out: DeprecationVisit[] = parameterDeprecations(model);
  const operationIds = Object.keys(model.operations ?? {});
  for (const [id, op] of Object.entries(model.operations ?? {})) {
    if (op.deprecated) {
      out.push({ deprecation: op.deprecated, path: ['operations', id, 'deprecated'], kind: 'an operation', candidates: operationIds.filter((o) => o !== id) });
    }
    const attributes = Object.keys(op.filterable ?? {});
    for (const [attribute, filter] of Object.entries(op.filterable ?? {})) {
      if (!filter.deprecated) continue;
      out.push({
        deprecation: filter.deprecated,
        path: ['operations', id, 'filterable', attribute, 'deprecated'],
        kind: 'a sibling filter attribute',
        candidates: attributes.filter((a) => a !== attribute),
      });
    }
  }
  for (const { spec, path, siblings } of fields) {
    if (!spec.deprecated || !siblings) continue;
    const name = path.at(-1);
    out.push({
      deprecation: spec.deprecated,
      path: [...path, 'deprecated'],
      kind: 'a sibling field',
      candidates: Object.keys(siblings).filter((f) => f !== name),
    });
  }
  for (const [name, spec] of Object.entries(model.enums ?? {})) {
    for (const [value, deprecation] of Object.entries(spec.deprecatedValues ?? {})) {
      out.push({
        deprecation,
        path: ['enums', name, 'deprecatedValues', value],
        kind: `a value of enum \`${name}\``,
        candidates: spec.values.filter((v) => v !== value),
      });
    }
  }
  return out;
}
