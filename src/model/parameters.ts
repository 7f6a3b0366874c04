/** An operation's query entry is a shared parameter's key, a use of one (`use:`), or a parameter stated in place. */
import type { ModelFile, ParameterSpec, ParameterUse } from './schema.ts';

export type QueryEntry = string | ParameterUse | ParameterSpec;

/** The key of the shared parameter an entry names; undefined for a parameter stated in place. */
export function sharedParameterKey(entry: QueryEntry): string | undefined {
  return typeof entry === 'string' ? entry : 'use' in entry ? entry.use : undefined;
}

/** The parameter an entry declares: the shared one it names (before a use's overrides), or itself. */
export function declaredParameter(model: ModelFile, entry: QueryEntry): ParameterSpec | undefined {
  const key = sharedParameterKey(entry);
  return key === undefined ? (entry as ParameterSpec) : model.parameters?.[key];
}

/**
 * A deprecated parameter's `replacement` names another parameter of the operation as `query:`
 * does: a shared parameter by its key, one stated in place (or a path parameter) by its name.
 * Partners see wire names: the name a key stands for.
 */
export function replacementWireName(model: ModelFile, entries: readonly QueryEntry[], replacement: string): string {
  const entry = entries.find((e) => sharedParameterKey(e) === replacement);
  return entry ? (declaredParameter(model, entry)?.name ?? replacement) : replacement;
}
