/**
 * The example request of an operation of a published document, as a partner's tool sends it:
 * its path parameters' examples in the path, its query parameters' examples in the query
 * (a deep object as `name[key][key]=value`, reserved characters sent as they are where the
 * parameter allows them: the date range's literal `+`), and its body's example.
 */
import type { VersionView } from '../../src/views/version-view.ts';

type Node = Record<string, unknown>;
export interface PublishedOperation {
  operationId: string;
  parameters?: Node[];
  requestBody?: { content: Record<string, { example?: unknown }> };
  responses: Record<string, { content?: Record<string, { examples?: Record<string, { value: unknown }> }> }>;
}
export type PublishedPaths = Record<string, Record<string, PublishedOperation>>;

function queryPairs(name: string, value: unknown, reserved: boolean): string[] {
  if (value !== null && typeof value === 'object')
    return Object.entries(value as Node).flatMap(([key, inner]) => queryPairs(`${name}[${key}]`, inner, reserved));
  const text = String(value);
  return [`${encodeURIComponent(name).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${reserved ? encodeURI(text) : encodeURIComponent(text)}`];
}

/** The path and query of the example request (below the version's root). */
export function exampleTarget(path: string, operation: PublishedOperation): string {
  const parameters = (operation.parameters ?? []).filter((p) => !('$ref' in p));
  const filled = path.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const example = parameters.find((p) => p.in === 'path' && p.name === name)?.example;
    return example === undefined ? whole : encodeURIComponent(String(example));
  });
  const query = parameters
    .filter((p) => p.in === 'query' && p.example !== undefined)
    .flatMap((p) => queryPairs(String(p.name), p.example, p.allowReserved === true));
  return query.length > 0 ? `${filled}?${query.join('&')}` : filled;
}

/** The example request body, encoded for its media type (none for a body without an example). */
export function exampleBody(operation: PublishedOperation): { contentType: string; body: string } | undefined {
  const [mediaType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
  if (mediaType === undefined || media?.example === undefined) return undefined;
  if (mediaType === 'application/x-www-form-urlencoded')
    return { contentType: mediaType, body: new URLSearchParams(Object.entries(media.example as Record<string, string>)).toString() };
  return { contentType: mediaType, body: JSON.stringify(media.example) };
}

/** The operations of a published document with the method and path they are at, in the view's order. */
export function publishedOperations(view: VersionView, paths: PublishedPaths) {
  return view.operations.map((op) => ({ op, path: op.path, method: op.method, published: paths[op.path]![op.method.toLowerCase()]! }));
}
