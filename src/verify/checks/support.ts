/** What several check families share: the answer a failure must get, and the ids a request is made with. */
import type { Failure } from '../../model/failures.ts';
import { provenanceOf, type Provenance } from '../../model/provenance.ts';
import type { OperationView, VersionView } from '../../views/version-view.ts';
import { ABSENT_ID, type RunContext } from '../context.ts';
import type { Exchange } from '../http.ts';

/** Whether the operation's error bodies are the envelope (its resource may override the version's rule). */
export function usesEnvelope(view: VersionView, op: OperationView): boolean {
  return op.errorEnvelope ?? view.usesErrorEnvelope;
}

/**
 * RFC 9110's 501: the server does not implement the operation (the sandbox answers it where the
 * model shows no payload). What the operation would do cannot be checked: such answers skip.
 */
export const NOT_IMPLEMENTED = 501;

export const codeOf = (exchange: Exchange): unknown => (exchange.json as { error?: unknown } | undefined)?.error;

export const answered = (exchange: Exchange): string =>
  `${exchange.status}${exchange.mediaType ? ` ${exchange.mediaType}` : ''}${codeOf(exchange) !== undefined ? ` error=${String(codeOf(exchange))}` : ''}`;

/**
 * Checks that `exchange` is the model's answer to `failure`: its status and envelope code where the
 * version states them; where the version's error statuses are unspecified, any 4xx passes and the
 * status seen is recorded as an observation.
 */
export function expectFailure(
  ctx: RunContext,
  id: string,
  view: VersionView,
  op: OperationView,
  exchange: Exchange,
  failure: Failure,
  what: string,
  /** Where the status is unspecified: the status the version's other operations answer this failure with, when known. */
  usual?: number,
): void {
  const expected = view.errorFacts.failures[failure];
  if (usesEnvelope(view, op)) {
    const ok = exchange.status === expected.status && codeOf(exchange) === expected.error;
    ctx.row(
      id,
      view.id,
      op.id,
      ok ? 'pass' : 'fail',
      ok ? `${what}: ${answered(exchange)}` : `${what}: expected ${expected.status} error=${expected.error}, got ${answered(exchange)}`,
      exchange,
    );
    return;
  }
  const refused = exchange.status >= 400 && exchange.status < 500;
  if (refused && usual !== undefined && exchange.status !== usual) {
    ctx.row(id, view.id, op.id, 'fail', `${what}: answered ${answered(exchange)}, where the version's operations without a record answer ${usual}`, exchange);
    return;
  }
  ctx.row(
    id,
    view.id,
    op.id,
    refused ? 'pass' : 'fail',
    refused ? `${what}: refused with ${exchange.status}` : `${what}: expected a 4xx refusal, got ${answered(exchange)}`,
    exchange,
  );
  if (refused && exchange.status !== expected.status && view.errorBodiesUnspecified)
    ctx.observe({
      version: view.id,
      operation: op.id,
      observed: `${what}: answered ${exchange.status} (the model's status for this is ${expected.status})`,
      question: view.errorBodiesUnspecified,
    });
}

/**
 * Path parameters with ids a list answered, where a list of the operation's parent path gave some.
 * An operation that may change data gets none: it is only ever sent at a record that does not
 * exist, so no check changes a record the run did not create.
 */
export function knownParams(ctx: RunContext, view: VersionView, op: OperationView): Record<string, string> {
  const params: Record<string, string> = {};
  if (op.method !== 'GET') return params;
  const segments = op.path.split('/');
  for (let i = 0; i < segments.length; i++) {
    const name = /^\{(.+)\}$/.exec(segments[i]!)?.[1];
    if (!name) continue;
    const parentPath = segments
      .slice(0, i)
      .join('/')
      .replace(/\{([^}]+)\}/g, (whole, p: string) => (params[p] !== undefined ? `{${p}}` : whole));
    const list = view.operations.find((o) => o.method === 'GET' && o.path === parentPath && ctx.listed.has(`${view.id} ${o.id}`));
    const id = list ? ctx.listed.get(`${view.id} ${list.id}`)!.items.find((item) => typeof item.id === 'string')?.id : undefined;
    if (typeof id === 'string') params[name] = id;
  }
  return params;
}

/** The version's safe operations that are authenticated and can be sent in this run. */
export function authenticatedOperations(ctx: RunContext, view: VersionView): OperationView[] {
  return view.operations.filter((op) => op.authenticated && ctx.maySend(view, op));
}

/** Where an error code comes from in the model: stated, or the reason it is inferred (a code the model does not hold: stated by its operation). */
export function codeProvenance(ctx: RunContext, code: string): Provenance {
  const spec = ctx.model.resolved.errors.codes[code];
  return spec ? provenanceOf(spec) : { status: 'stated' };
}

/** An open fact as an observation's question: its reason, where the model gives one. */
export const questionOf = (provenance: Provenance): { question?: string } => (provenance.reason !== undefined ? { question: provenance.reason } : {});

/** The path of a model path with every parameter a record that does not exist. */
export const atAbsentIds = (path: string): string => path.replace(/\{[^}]+\}/g, encodeURIComponent(ABSENT_ID));
