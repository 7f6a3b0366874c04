/**
 * What the specification says of an element: stated (the default), or `inferred` / `unspecified`
 * with the reason, or `observed`: seen on a running server (by `verify`), which server and when,
 * and the open question it answers. An observed fact is still to be confirmed by the API owners:
 * a server shows what it does, not what the API promises.
 */

export type ProvenanceStatus = 'stated' | 'inferred' | 'unspecified' | 'observed';

/** Where and when a fact was observed. */
export interface Observation {
  server: string;
  /** YYYY-MM-DD. */
  date: string;
  /** What the server was seen to do, in words. */
  seen: readonly string[];
}

export interface Provenance {
  status: ProvenanceStatus;
  /** The open question: why the fact is inferred, what is not shown, or (observed) the question the observation answers. */
  reason?: string;
  observed?: Observation;
}

/** The `observed:` mapping of an element, as the schema accepts it. */
interface ObservedSpec {
  server: string;
  date: string;
  question: string;
  seen: string[];
}

/** Whether a model node's `observed` key is an observation (a resource may have a field called `observed`). */
export function isObservedSpec(value: unknown): value is ObservedSpec {
  if (typeof value !== 'object' || value === null) return false;
  const o = value as Record<string, unknown>;
  return typeof o.server === 'string' && typeof o.date === 'string' && typeof o.question === 'string';
}

/** The provenance an element of the model declares. */
export function provenanceOf(node: { inferred?: string | undefined; unspecified?: string | undefined; observed?: unknown }): Provenance {
  if (node.unspecified !== undefined) return { status: 'unspecified', reason: node.unspecified };
  if (node.inferred !== undefined) return { status: 'inferred', reason: node.inferred };
  if (isObservedSpec(node.observed)) {
    const { server, date, question, seen } = node.observed;
    return { status: 'observed', reason: question, observed: { server, date, seen } };
  }
  return { status: 'stated' };
}

/** The provenance's reason as a reader is told it: an observation says where, when and what was seen. */
export function provenanceText(provenance: Provenance): string {
  const { observed } = provenance;
  const reason = provenance.reason ?? '';
  return observed ? `${reason} Observed at ${observed.server} on ${observed.date}: ${observed.seen.join('; ')}.` : reason;
}
