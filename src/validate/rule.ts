import type { DiagnosticCode } from '../diagnostics/codes.ts';
import type { DiagnosticArgs } from '../diagnostics/diagnostic.ts';
import type { ModelPath } from '../load/source-file.ts';
import type { ModelFile } from '../model/schema.ts';
import type { FieldVisit } from '../model/walk.ts';

/** What a semantic rule sees: the merged, structurally valid model and a way to report. */
export interface RuleContext {
  model: ModelFile;
  /** Every FieldSpec of the model with its path, walked once for all rules. */
  fields: readonly FieldVisit[];
  report(code: DiagnosticCode, path: ModelPath, args?: DiagnosticArgs, atKey?: boolean): void;
}

/** One concept per rule, like Smithy's validators: small, independent, order-free. */
export type Rule = (ctx: RuleContext) => void;

export function knownList(names: Iterable<string>): string {
  const all = [...names].sort();
  return all.length > 12 ? `${all.slice(0, 12).join(', ')}, …` : all.join(', ') || '(none)';
}
