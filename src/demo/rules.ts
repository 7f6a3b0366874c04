/**
 * The sandbox's choices where the specification is silent, in one place each:
 * workflow transitions, list defaults and bounds, how fixture records name what the model does
 * not, token lifetime, and how much a tenant can make the sandbox store.
 */

export interface Transition {
  /** The statuses the operation is accepted from. */
  from: readonly string[];
  /** The status it leads to. */
  to: string;
  /** The verb's past participle, for "A draft project cannot be approved." (never built by suffixing). */
  done: string;
}

/**
 * The workflow: from which statuses each workflow operation is accepted, and the status it leads
 * to. Stated: submit only from `draft` (else 422); a project is cancelled or closed, never
 * deleted. Everything else in this table is the sandbox's choice (transitions are not shown).
 * The model has no "start" operation, so resume also starts work on an approved (`new`) project:
 * without it `in_progress` would be reachable only by holding a project first.
 */
export const WORKFLOW: Readonly<Record<string, Transition>> = {
  submitProject: { from: ['draft'], to: 'pending', done: 'submitted' },
  approveProject: { from: ['pending'], to: 'new', done: 'approved' },
  rejectProject: { from: ['pending'], to: 'draft', done: 'rejected' },
  holdProject: { from: ['new', 'in_progress'], to: 'halted', done: 'held' },
  resumeProject: { from: ['new', 'halted'], to: 'in_progress', done: 'resumed' },
  cancelProject: { from: ['draft', 'pending', 'new', 'halted', 'in_progress'], to: 'cancelled', done: 'cancelled' },
  completeProject: { from: ['in_progress'], to: 'work_completed', done: 'completed' },
};

/**
 * `DELETE` of a record the workflow governs: the status it has after it, by the status it had.
 * A project is cancelled or closed, never deleted, and the path mapping names "cancel or close
 * the project" as the counterpart of the job delete; the job and the project being one record,
 * the sandbox cancels an open one and closes a completed one (which of the two is its choice),
 * and a cancelled or closed one stays as it is. Its answer is a JSON `message`.
 */
export const DELETE_OF_WORKFLOW_RECORD: Readonly<Record<string, string>> = {
  ...Object.fromEntries(WORKFLOW.cancelProject!.from.map((status) => [status, WORKFLOW.cancelProject!.to])),
  work_completed: 'closed',
};

/** The field of a workflow record holding its status. */
export const STATUS_FIELD = 'status';

/** Page size when a list call gives no `limit` (default and maximum page sizes are not shown). */
export const DEFAULT_LIMIT = 25;
/** Largest `limit` the sandbox honours; a larger one, or one below 1, is refused. */
export const MAX_LIMIT = 100;

/** A sort or date-range field (`created`) names the record field with `_at` appended (`created_at`). */
export const dateField = (field: string): string => `${field}_at`;

/**
 * How a fixture record names the record of an enclosing path segment: `/orgs/{org_id}/org_units`
 * by its `org_id`, `/suppliers/{id}/catalogs` by `supplier_id` (the segment made singular).
 */
export const parentField = (segment: string, param: string): string => (param === 'id' ? `${segment.replace(/s$/, '')}_id` : param);

/** Minor units per major unit of money (currency exponents other than 2 are not shown). */
export const MINOR_UNITS_PER_MAJOR = 100;

/** The fixture field holding where a file download redirects (the file itself is not served). */
export const FILE_LOCATION_FIELD = 'file_url';

/** The fixture field listing the approval steps a record needs approvers for before it is submitted. */
export const APPROVAL_STEPS_FIELD = 'approval_steps';

/**
 * Operations whose answer the model states only in prose, and how the sandbox answers them:
 * `identity` tells the caller who the credential belongs to; `rejection` answers that the
 * rejection of the approval's project was triggered.
 */
export const PROSE_ANSWERS: Readonly<Record<string, 'identity' | 'rejection'>> = {
  getWelcome: 'identity',
  rejectJobApproval: 'rejection',
};

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
