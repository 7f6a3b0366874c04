/**
 * Validate stage: structure of each file (JSON Schema), merge, then every semantic rule.
 * All diagnostics are collected; nothing stops at the first error.
 */
import { diagnosticCreator, isError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import type { LoadedFile } from '../load/load-spec.ts';
import { mergeFiles, type FileToMerge, type Locator, type MergedModel } from '../load/merge.ts';
import type { Rule } from './rule.ts';
import { requiredFormats, requiredSections } from './rules/required-sections.ts';
import { provenanceIsSingle } from './rules/provenance.ts';
import { referencesResolve } from './rules/references.ts';
import { filterOnlyInQuery, moneyHasCurrency, objectsDefined, selectionsHaveOf, typeFacetsMatch, typeFacetsPresent } from './rules/type-facets.ts';
import { picksAcyclic, picksExist, shapesDeclared } from './rules/picks-and-shapes.ts';
import { envelopeHasErrorField, failuresAnswered, failureStatusesDistinct } from './rules/errors.ts';
import { tenancyConsistent } from './rules/tenancy.ts';
import { resumableErrorsResolve } from './rules/resumable-errors.ts';
import { serverVariablesMatch } from './rules/servers.ts';
import { versionNamesUnique } from './rules/names.ts';
import { areaScopes, operationScopes } from './rules/scopes.ts';
import { helpDescribesList, pathParametersMatch, routesUnique } from './rules/routes.ts';
import { listRolesResolve, unnamedParametersExplained } from './rules/parameters.ts';
import { patternsCompile } from './rules/patterns.ts';
import { migrationNamesVersions, tokenOperationExists, versionRootsDistinct, wireTypesKnown } from './rules/versions.ts';
import { declarationsUsed } from './rules/unused.ts';
import {
  deprecatedFieldsAreFields,
  deprecatedValuesExist,
  deprecationDatesValid,
  replacementsExist,
  sunsetNotBeforeSince,
  sunsetNotPassed,
} from './rules/deprecations.ts';
import { changelogFollowsRevisions } from './rules/changelog.ts';
import { methodsNotTakenResolve, preconditionsResolve, rulesHoldData, stateMachinesResolve } from './rules/behaviour.ts';
import { validateStructure } from './structure.ts';
import { MAKE_ANEW, type Reuse } from '../model/reuse.ts';
import type { ModelFile } from '../model/schema.ts';
import type { CodeTable } from '../diagnostics/code-table.ts';
import { ruleInputs, runAll } from './rule-runs.ts';
import type { SharedRuleResults } from './shared-rule-results.ts';

/** Every semantic rule. `as const` keeps each rule's own table in the type, from which src/pipeline/codes.ts gathers every code. */
export const RULES = [
  requiredSections,
  requiredFormats,
  provenanceIsSingle,
  referencesResolve,
  typeFacetsMatch,
  typeFacetsPresent,
  objectsDefined,
  selectionsHaveOf,
  moneyHasCurrency,
  filterOnlyInQuery,
  picksExist,
  picksAcyclic,
  shapesDeclared,
  envelopeHasErrorField,
  failureStatusesDistinct,
  failuresAnswered,
  tenancyConsistent,
  resumableErrorsResolve,
  serverVariablesMatch,
  versionNamesUnique,
  operationScopes,
  areaScopes,
  pathParametersMatch,
  routesUnique,
  helpDescribesList,
  unnamedParametersExplained,
  listRolesResolve,
  patternsCompile,
  tokenOperationExists,
  wireTypesKnown,
  versionRootsDistinct,
  migrationNamesVersions,
  deprecationDatesValid,
  sunsetNotBeforeSince,
  sunsetNotPassed,
  replacementsExist,
  deprecatedValuesExist,
  deprecatedFieldsAreFields,
  declarationsUsed,
  changelogFollowsRevisions,
  stateMachinesResolve,
  preconditionsResolve,
  methodsNotTakenResolve,
  rulesHoldData,
] as const satisfies readonly Rule[];

export interface ValidationResult {
  model?: MergedModel;
  locator?: Locator;
  diagnostics: Diagnostic[];
}

/**
 * `loadFailed`: some file could not be parsed. Its sections are missing from the merge, so
 * semantic rules would report dozens of follow-on errors; only structure is checked then.
 * `reuse`: a file's structure as checked for an equal text earlier; only for files whose data is
 * the parse of their text (not a base `diff` has relaxed: src/diff/lenient-base.ts).
 * `shared`: rule results handed from one validation to the next of a model that differs from it
 * in a few files (`diff`'s head to its base: src/validate/shared-rule-results.ts).
 */
export function validateModel(files: readonly LoadedFile[], loadFailed = false, reuse: Reuse = MAKE_ANEW, shared?: SharedRuleResults): ValidationResult {
  const diagnostics: Diagnostic[] = [];
  const valid: FileToMerge[] = [];
  for (const file of files) {
    const checked = reuse(`structure ${file.source.name}`, file.source.text, () => {
      const result = validateStructure(file);
      return { valid: result.model !== undefined, diagnostics: result.diagnostics };
    });
    diagnostics.push(...checked.diagnostics);
    if (checked.valid) valid.push({ source: file.source, model: file.data as ModelFile });
  }
  // Semantic rules need a structurally valid model; a broken file would only add noise.
  if (diagnostics.length > 0 || loadFailed) return { diagnostics };

  const merged = mergeFiles(valid);
  diagnostics.push(...merged.diagnostics);
  const reports = shared ? shared.reports(RULES, merged, valid) : runAll(RULES, ruleInputs(merged.model));
  RULES.forEach((rule, i) => {
    // Each rule reports from its own table, so a code it does not declare cannot be reported.
    const makeDiagnostic = diagnosticCreator(rule.codes as CodeTable);
    for (const { code, path, params, atKey } of reports[i]!) diagnostics.push(makeDiagnostic(code, merged.locator.at(path, atKey), params));
  });
  // Warnings alone leave the model usable: the caller prints them, and fails only under --strict.
  return diagnostics.some(isError) ? { diagnostics } : { model: merged.model, locator: merged.locator, diagnostics };
}
