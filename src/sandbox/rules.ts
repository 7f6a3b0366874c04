/**
 * The sandbox's choices where the specification is silent, in one place each:
 * workflow transitions, list defaults, and how v3 sort fields name record fields.
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

/** Page size when a list call gives no `limit` (default and maximum page sizes are not shown). */
export const DEFAULT_LIMIT = 25;
/** Largest `limit` the sandbox honours. */
export const MAX_LIMIT = 100;

/** A v3 sort field (`created`) orders by the record field with `_at` appended (`created_at`). */
export const sortField = (field: string): string => `${field}_at`;

/** Lifetime of sandbox tokens, in seconds (the real lifetime is not shown). */
export const TOKEN_LIFETIME_SECONDS = 3600;
