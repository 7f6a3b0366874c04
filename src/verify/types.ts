/**
 * The rows `verify` reports: one per check run on one operation of one version, each with a
 * stable id (the rule it tests), and the observations it makes where the model leaves a fact open.
 */

export type Outcome = 'pass' | 'fail' | 'skip';

export interface CheckRow {
  /** Stable id of the rule, `family.rule` (`tenant.missing`, `scope.insufficient`, …). */
  id: string;
  version: string;
  /** The operation id, or the path when the request names none of the model's operations. */
  operation: string;
  outcome: Outcome;
  message: string;
  /** A copy-paste `curl` of the request that decided the outcome, secrets masked; empty for a skip. */
  repro: string;
}

/** What the server answered where the model says a fact is unspecified or inferred. */
export interface Observation {
  version: string;
  operation: string;
  /** What was observed, in one sentence. */
  observed: string;
  /** The model's open question this answers, with its `spec/<file>.yaml:<line>` where known. */
  question?: string;
  location?: string;
}

/** One check of the registry: its id and the rule it tests, for `--only` and the help text. */
export interface CheckDefinition {
  id: string;
  rule: string;
}
