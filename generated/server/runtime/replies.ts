/**
 * Error replies of the route stubs. Every error a version answers goes through `ApiProblem`,
 * rendered as that version's error body: the JSON envelope, or `{ message }` for a version
 * whose error bodies the specification does not show. `Tenant Unknown` is plain text in every version.
 */
import type { FastifyReply } from 'fastify';

export interface Problem {
  status: number;
  /** The envelope's stable `error` code. */
  error: string;
  description: string;
  details?: Record<string, unknown>;
  extra?: Record<string, unknown>;
  /** Response headers that belong to the error (`WWW-Authenticate`, `Allow`). */
  headers?: Record<string, string>;
}

/** Thrown by hooks and handlers to answer with an error; never carries internals. */
export class ApiProblem extends Error implements Problem {
  readonly status: number;
  readonly error: string;
  readonly description: string;
  readonly details?: Record<string, unknown>;
  readonly extra?: Record<string, unknown>;
  readonly headers?: Record<string, string>;

  constructor(problem: Problem) {
    super(problem.description);
    this.status = problem.status;
    this.error = problem.error;
    this.description = problem.description;
    if (problem.details) this.details = problem.details;
    if (problem.extra) this.extra = problem.extra;
    if (problem.headers) this.headers = problem.headers;
  }
}

/** How a version renders an error body. */
export type ErrorStyle = 'envelope' | 'message';

/**
 * The envelope's field names are the model's (`errors.yaml`, `envelope`). They are spelled here
 * because which field carries the code, the text or the details is a role the model states in
 * prose only; the contract tests check every sandbox error body against the published envelope.
 */
export function problemBody(problem: Problem, style: ErrorStyle): Record<string, unknown> {
  if (style === 'message') return { message: problem.description };
  return {
    error: problem.error,
    error_description: problem.description,
    ...(problem.details ? { details: problem.details } : {}),
    ...problem.extra,
  };
}

/** Answers with the problem as the version's error body (serialised here: no route's success schema applies to it). */
export function sendProblem(reply: FastifyReply, problem: Problem, style: ErrorStyle): FastifyReply {
  if (problem.headers) reply.headers(problem.headers);
  return reply
    .code(problem.status)
    .header('content-type', 'application/json; charset=utf-8')
    .send(JSON.stringify(problemBody(problem, style)));
}
