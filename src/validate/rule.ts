import type { CodeParams, CodeTable } from '../diagnostics/code-table.ts';
import type { ModelPath } from '../model/path.ts';
import type { ModelFile } from '../model/schema.ts';
import type { DeprecationVisit } from '../model/deprecations.ts';
import type { FieldVisit } from '../model/walk.ts';

/** What a semantic rule sees: the merged, structurally valid model and a way to report its own codes. */
export interface RuleContext<T extends CodeTable> {
  model: ModelFile;
  /** Every FieldSpec of the model with its path, walked once for all rules. */
  fields: readonly FieldVisit[];
  /** Every `deprecated` statement of the model, walked once for all rules. */
  deprecations: readonly DeprecationVisit[];
  /** Reports `code` at the value of `path` (at its key with `atKey`), with the values its message needs. */
  report<C extends keyof T & string>(code: C, path: ModelPath, params: CodeParams<T, C>, atKey?: boolean): void;
}

/**
 * One concept per rule, like Smithy's validators: small, independent, order-free. A rule holds
 * the codes it reports (after TypeSpec's `createLinterRule`), so its file says everything a
 * reader of its diagnostics needs, and `report` takes only those codes. A code several rules
 * report (`unknown-reference`) is declared by one and taken from it by the others:
 * `'unknown-reference': referencesResolve.codes['unknown-reference']`.
 */
export interface Rule<T extends CodeTable = CodeTable> {
  /** The name of its folder of cases in test/fixtures/rules/. */
  readonly name: string;
  readonly codes: T;
  check(ctx: RuleContext<T>): void;
}

export function defineRule<const T extends CodeTable>(rule: Rule<T>): Rule<T> {
  return rule;
}

export function knownList(names: Iterable<string>): string {
  const all = [...names].sort();
  return all.length > 12 ? `${all.slice(0, 12).join(', ')}, …` : all.join(', ') || '(none)';
}
