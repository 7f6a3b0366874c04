import type { DiagnosticCode, DiagnosticParams } from '../diagnostics/codes.ts';
import type { ModelPath } from '../model/path.ts';
import type { ModelFile } from '../model/schema.ts';
import type { FieldVisit } from '../model/walk.ts';

/** What a semantic rule sees: the merged, structurally valid model and a way to report. */
export interface RuleContext {
  model: ModelFile;
  /** Every FieldSpec of the model with its path, walked once for all rules. */
  fields: readonly FieldVisit[];
  /** Reports `code` at the value of `path` (at its key with `atKey`), with the values its message needs. */
  report<C extends DiagnosticCode>(code: C, path: ModelPath, params: DiagnosticParams<C>, atKey?: boolean): void;
}

/** One concept per rule, like Smithy's validators: small, independent, order-free. */
export type Rule = (ctx: RuleContext) => void;

export function knownList(names: Iterable<string>): string {
  const all = [...names].sort();
  return all.length > 12 ? `${all.slice(0, 12).join(', ')}, …` : all.join(', ') || '(none)';
}
