import type { Rule } from '../rule.ts';

/** The v4 envelope has the `error` field every client branches on. */
export const envelopeHasErrorField: Rule = ({ model, report }) => {
  const fields = model.errors?.envelope.fields;
  if (fields && !('error' in fields)) report('missing-envelope-error', ['errors', 'envelope', 'fields'], {}, true);
};

/**
 * The rows that answer the failures a request can meet (the first row of each `appliesTo`,
 * see src/views/failures.ts) have different statuses: the generated client tells failures apart
 * by status, so two on one status would make one of them unreachable.
 */
export const failureStatusesDistinct: Rule = ({ model, report }) => {
  const statuses = model.errors?.statuses ?? [];
  const firstOfKind = new Set<string>();
  const kindOfStatus = new Map<number, string>();
  statuses.forEach((row, index) => {
    if (row.tenantUnknown || firstOfKind.has(row.appliesTo)) return;
    firstOfKind.add(row.appliesTo);
    const earlier = kindOfStatus.get(row.status);
    if (earlier !== undefined) report('shared-failure-status', ['errors', 'statuses', index, 'status'], { detail: String(row.status), kind: row.appliesTo, other: earlier });
    else kindOfStatus.set(row.status, row.appliesTo);
  });
};
