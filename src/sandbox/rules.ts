/**
 * The sandbox's choices where the specification is silent, in one place each:
 * workflow transitions, list defaults, how v3 sort fields name record fields, token lifetime,
 * and how much a tenant can make the sandbox store.
 */

/**
 * v4 workflow: from which statuses each operation is accepted, and the status it leads to.
 * Stated: submit only from `draft` (else 422); a project is cancelled or closed, never deleted.
 * Everything else in this table is the sandbox's choice (transitions are not shown).
 */
export const TRANSITIONS: Readonly<Record<string, { from: readonly string[]; to: string }>> = {
  submitProject: { from: ['draft'], to: 'pending' },
  approveProject: { from: ['pending'], to: 'new' },
  rejectProject: { from: ['pending'], to: 'draft' },
  holdProject: { from: ['new', 'in_progress'], to: 'halted' },
  resumeProject: { from: ['halted'], to: 'in_progress' },
  cancelProject: { from: ['draft', 'pending', 'new', 'halted', 'in_progress'], to: 'cancelled' },
  completeProject: { from: ['in_progress'], to: 'work_completed' },
};

/**
 * v3 `DELETE /jobs/{id}`: the status a job has after it, by the status it had. A v4 project is
 * cancelled or closed, never deleted, and the path mapping names "cancel or close the project" as
 * the v4 counterpart of this delete; the job and the project being one record, the sandbox
 * cancels an open job and closes a completed one (which of the two is its choice), and a
 * cancelled or closed job stays as it is. Its answer is a JSON `message`, as v3 deletes answer.
 */
export const V3_DELETE: Readonly<Record<string, string>> = {
  ...Object.fromEntries(TRANSITIONS.cancelProject!.from.map((status) => [status, TRANSITIONS.cancelProject!.to])),
  work_completed: 'closed',
};

/** Page size when a list call gives no `limit` (default and maximum page sizes are not shown). */
export const DEFAULT_LIMIT = 25;
/** Largest `limit` the sandbox honours. */
export const MAX_LIMIT = 100;

/** A v3 sort field (`created`) orders by the record field with `_at` appended (`created_at`). */
export const sortField = (field: string): string => `${field}_at`;

/** Lifetime of sandbox tokens, in seconds (the real lifetime is not shown). */
export const TOKEN_LIFETIME_SECONDS = 3600;

/**
 * Records one collection of one tenant may hold: creating one more answers 422 until one is
 * deleted. A sandbox is shared (teams reach it through `HOST`), and one client looping on a
 * create would otherwise fill its memory; 1,000 is ten full pages of the largest `limit`.
 */
export const MAX_RECORDS_PER_COLLECTION = 1000;

/**
 * Largest record a create may store, as JSON (the request body alone may be 1 MiB): with the
 * count cap, at most 16 MB per collection of a tenant. The model gives its text fields no length.
 */
export const MAX_CREATED_RECORD_BYTES = 16 * 1024;
