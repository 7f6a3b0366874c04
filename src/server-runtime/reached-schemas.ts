/**
 * A success body's schema for Fastify's response serialiser, with the shared schemas it reaches
 * embedded under `definitions` (each keeps its `$id`, so its `$ref`s resolve inside the schema).
 *
 * Why not `app.addSchema` for each shared schema: Fastify hands every schema added to the app to
 * the serialiser of every route, and the serialiser checks and indexes each one again per route,
 * so a server's start grew with routes × shared schemas (minutes for a model of 3,800
 * operations). Embedding what a route reaches keeps each route's cost to its own schemas.
 */
import type { SharedSchema } from './facts.ts';

/** The `$id` a `$ref` names: the part before any `#`. */
const idOf = (ref: string): string => ref.split('#')[0]!;

/** Every `$ref` inside `node`, in document order. */
function refsIn(node: unknown, into: string[]): void {
  if (Array.isArray(node)) for (const item of node) refsIn(item, into);
  else if (node !== null && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') into.push(idOf(value));
      else refsIn(value, into);
    }
}

/** The shared schemas `schemas` reach, directly or through one another; an unknown one is refused. */
export function reachedSchemas(schemas: readonly unknown[], byId: ReadonlyMap<string, SharedSchema>): Map<string, SharedSchema> {
  const reached = new Map<string, SharedSchema>();
  const pending: string[] = [];
  refsIn(schemas, pending);
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    // `#/…` points inside the schema itself.
    if (id === '' || reached.has(id)) continue;
    const shared = byId.get(id);
    // Refused at start: compiled at its first request, the route would fail there instead.
    if (shared === undefined) throw new Error(`a schema refers to ${id}, which is not among the server's shared schemas`);
    reached.set(id, shared);
    refsIn(shared, pending);
  }
  return reached;
}

/** `schema` with the shared schemas it reaches, directly or through one another, under `definitions`. */
export function withReachedSchemas(schema: object, byId: ReadonlyMap<string, SharedSchema>): object {
  const reached = reachedSchemas([schema], byId);
  if (reached.size === 0) return schema;
  const own = (schema as { definitions?: object }).definitions;
  return { ...schema, definitions: { ...own, ...Object.fromEntries(reached) } };
}
