/**
 * Running the semantic rules over a merged model: what each rule is given (the model, and the
 * walks of its fields and deprecations made once for all rules) and what it reports, kept as
 * model paths so that its reports can be located in the files of another model
 * (src/validate/shared-rule-results.ts).
 */
import type { ParamValue } from '../diagnostics/message.ts';
import { allDeprecations, type DeprecationVisit } from '../model/deprecations.ts';
import type { ModelPath } from '../model/path.ts';
import type { ModelFile } from '../model/schema.ts';
import { allFieldSpecs, type FieldVisit } from '../model/walk.ts';
import type { Rule } from './rule.ts';

/** A report of one rule, before it is located in the model's files. */
export interface RuleReport {
  code: string;
  path: ModelPath;
  params: Readonly<Record<string, ParamValue>>;
  atKey: boolean;
}

/** What every rule is given. */
export interface RuleInputs {
  model: ModelFile;
  fields: readonly FieldVisit[];
  deprecations: readonly DeprecationVisit[];
}

/** What every rule is given for `model`; each walk is made when a rule first asks for it (a rule run alone may need neither). */
export function ruleInputs(model: ModelFile): RuleInputs {
  let fields: readonly FieldVisit[] | undefined;
  let deprecations: readonly DeprecationVisit[] | undefined;
  return {
    model,
    get fields() {
      return (fields ??= allFieldSpecs(model));
    },
    get deprecations() {
      return (deprecations ??= allDeprecations(model, this.fields));
    },
  };
}

/** What `rule` reports for `inputs`, in the order it reports it. */
export function runRule(rule: Rule, inputs: RuleInputs): RuleReport[] {
  const reports: RuleReport[] = [];
  rule.check({
    model: inputs.model,
    get fields() {
      return inputs.fields;
    },
    get deprecations() {
      return inputs.deprecations;
    },
    report: (code, path, params, atKey = false) => reports.push({ code, path, params, atKey }),
  });
  return reports;
}

/** Every rule's reports for `inputs`, rule by rule. */
export function runAll(rules: readonly Rule[], inputs: RuleInputs): RuleReport[][] {
  return rules.map((rule) => runRule(rule, inputs));
}
