/**
* The transitions a version's workflow operations make, as the model states them (a generated
* `TRANSITIONS` table holds only the stated parts), and two questions a client asks of them
* before and after a call: would the operation accept a record with this status, and is this
* error the answer to a wrong status.
*/
import { ApiError } from "./errors.js";
/**
* Whether `operation` is accepted for a record whose status field holds `status`: true or false
* where the model states the statuses it is accepted from, undefined where it does not (ask the
* server), or for an operation that makes no transition.
*/
export function acceptsStatus(table, operation, status) {
	const from = table[operation]?.from;
	return from === undefined ? undefined : from.includes(status);
}
/**
* Whether `error` is the answer `operation` gives a record in a status it is not accepted from:
* an API error with the model's wrong-state status and code. The same status and code may answer
* a payload the server refuses (its `details` say which).
*/
export function isWrongStateError(table, operation, error) {
	const facts = table[operation];
	return facts !== undefined && error instanceof ApiError && error.status === facts.wrongState.status && error.code === facts.wrongState.error;
}
