/**
 * The sandbox's bounds, which are the tool's, not choices about the API: how much a tenant can
 * make the sandbox store. Its choices where the specification is silent (transitions, page sizes,
 * token lifetime, record fields the model does not describe, …) are data beside the demo records
 * (`choices:` in sandbox/demo.yaml, read by choices.ts); how records name what a list sorts or
 * filters by is the model's (`conventions.listFields`, parameters' `paging` and `matches`).
 */

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
