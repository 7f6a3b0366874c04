/**
 * The transitions a version's workflow operations make, as the model states them (a generated
 * `TRANSITIONS` table holds only the stated parts), and two questions a client asks of them
 * before and after a call: would the operation accept a record with this status, and is this
 * error the answer to a wrong status.
 */
import { ApiError } from './errors.ts';

export interface TransitionFacts {
  /** The record field holding the status. */
  field: string;
  /** The statuses the operation is accepted from; absent where the model does not state them. */
  from?: readonly string[];
  /** The status it leads to; absent where the model does not state it. */
  to?: string;
  /** The answer to a call on a record in another status. */
  wrongState: { status: number; error: string };
}

/**
 * Whether `operation` is accepted for a record whose status field holds `status`: true or false
 * where the model states the statuses it is accepted from, undefined where it does not (ask the
 * server), or for an operation that makes no transition.
 */
export function acceptsStatus<Op extends string>(table: Readonly<Record<Op, TransitionFacts>>, operation: Op, status: string): boolean | undefined {
  const from = table[operation]?.from;
  return from === undefined ? undefined : from.includes(status);
}

/**
 * Whether `error` is the answer `operation` gives a record in a status it is not accepted from:
 * an API error with the model's wrong-state status and code. The same status and code may answer
 * a payload the server refuses (its `details` say which).
 */
export function isWrongStateError<Op extends string>(table: Readonly<Record<Op, TransitionFacts>>, operation: Op, error: unknown): error is ApiError {
  const facts = table[operation];
  return facts !== undefined && error instanceof ApiError && error.status === facts.wrongState.status && error.code === facts.wrongState.error;
}
