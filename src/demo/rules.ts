/**
 * The sandbox's conventions and bounds that are the tool's, not choices about the API: how
 * fixture records name what the model does not, and how much a tenant can make the sandbox store.
 * Its choices where the specification is silent (transitions, page sizes, token lifetime, …) are
 * data beside the demo records (`choices:` in sandbox/demo.yaml, read by choices.ts).
 */

/** A sort or date-range field (`created`) names the record field with `_at` appended (`created_at`). */
export const dateField = (field: string): string => `${field}_at`;

/**
 * How a fixture record names the record of an enclosing path segment: `/orgs/{org_id}/org_units`
 * by its `org_id`, `/suppliers/{id}/catalogs` by `supplier_id` (the segment made singular).
 */
export const parentField = (segment: string, param: string): string => (param === 'id' ? `${segment.replace(/s$/, '')}_id` : param);

/** Minor units per major unit of money (currency exponents other than 2 are not shown). */
export const MINOR_UNITS_PER_MAJOR = 100;

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
