/**
 * The token route's request schema as the token endpoint reads it: the plugin validates a token
 * request with it before the endpoint (src/server-runtime/token.ts) runs. Its own module, so that
 * the plugin and the endpoint, which uses the plugin's handler types, do not import each other.
 */
import type { RouteSpec } from './facts.js';
import { TOKEN_REQUEST_FIELDS as REQUEST } from './oauth-fields.js';

/**
 * The token route's request schemas as this endpoint reads them. The model documents `client_id`
 * and `client_secret` as required form fields (the way this API documents client authentication),
 * so the generated body schema requires them; RFC 6749 §2.3.1 lets a client send them in an
 * `Authorization: Basic` header instead. Which way a request uses shows only with its headers, so
 * the schema leaves the two optional, and the endpoint itself requires exactly one of the two ways
 * (answering 400 `invalid_request` when neither is used, as the schema did). The model is not
 * changed: what it documents stays true of every request that sends credentials in the form.
 */
export function tokenRequestSchema(schema: RouteSpec['schema']): RouteSpec['schema'] {
  const body = schema.body as { required?: readonly string[] } | undefined;
  if (!body?.required) return schema;
  const { required, ...rest } = body;
  const credentials: readonly string[] = [REQUEST.clientId, REQUEST.clientSecret];
  const stillRequired = required.filter((field) => !credentials.includes(field));
  return { ...schema, body: stillRequired.length > 0 ? { ...rest, required: stillRequired } : rest };
}
