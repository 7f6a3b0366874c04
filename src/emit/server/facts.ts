/**
 * The facts a version's request pipeline needs, read from the model so the server runtime states
 * none of them: the tenant header and the `Tenant Unknown` answer, the error style, the status
 * and `error` code of each failure (rows of the status table), and the token endpoint's grant
 * type, token type and client error code.
 */
import { STATUS_CODES } from 'node:http';
import type { APPLIES_TO } from '../../model/schema.ts';
import type { ResolvedModel } from '../../resolve/resolve.ts';
import type { VersionFacts } from '../../server-runtime/facts.ts';
import { TOKEN_REQUEST_FIELDS, TOKEN_RESPONSE_FIELDS } from '../../server-runtime/oauth-fields.ts';
import type { VersionView } from '../../views/version-view.ts';
import type { WireType } from '../../views/wire-type.ts';

type Failure = keyof VersionFacts['problems'];

/**
 * Each failure the pipeline detects, and the row of the status table that answers it, found by
 * what the row applies to. `httpStatus` is HTTP's own status for the failure (RFC 9110), used
 * only while the model's table has no such row.
 */
const FAILURES: Readonly<Record<Failure, { appliesTo: (typeof APPLIES_TO)[number]; httpStatus: number }>> = {
  invalidRequest: { appliesTo: 'every', httpStatus: 400 },
  invalidToken: { appliesTo: 'authenticated', httpStatus: 401 },
  insufficientScope: { appliesTo: 'scoped', httpStatus: 403 },
  notFound: { appliesTo: 'record', httpStatus: 404 },
  methodNotAllowed: { appliesTo: 'path', httpStatus: 405 },
  validationFailed: { appliesTo: 'writes', httpStatus: 422 },
};

/** `Method Not Allowed` → `method_not_allowed`: the code for a failure whose row names none. */
function reasonCode(status: number): string {
  return (STATUS_CODES[status] ?? `http ${status}`).toLowerCase().replace(/[^a-z0-9]+/g, '_');
}

/**
 * The row's first code (a row's first code names its general condition: `invalid_request`;
 * `invalid_client`, also on 400, is the token endpoint's), else HTTP's reason phrase.
 */
function problems(resolved: ResolvedModel): VersionFacts['problems'] {
  const kind = ({ appliesTo, httpStatus }: (typeof FAILURES)[Failure]) => {
    const row = resolved.errors.statuses.find((r) => r.appliesTo === appliesTo && !r.tenantUnknown);
    const status = row?.status ?? httpStatus;
    return { status, error: row?.codes?.[0] ?? reasonCode(status) };
  };
  return {
    invalidRequest: kind(FAILURES.invalidRequest),
    invalidToken: kind(FAILURES.invalidToken),
    insufficientScope: kind(FAILURES.insufficientScope),
    notFound: kind(FAILURES.notFound),
    methodNotAllowed: kind(FAILURES.methodNotAllowed),
    validationFailed: kind(FAILURES.validationFailed),
  };
}

const enumValue = (type: WireType | undefined, field: string): string => {
  const found = type?.kind === 'object' ? type.fields.find((f) => f.name === field)?.type : undefined;
  return found?.kind === 'scalar' ? (found.enum?.[0] ?? '') : '';
};

/**
 * The token operation's grant type and token type are the enums of its grant-type and
 * token-type fields (RFC 6749's names, which the runtime's token endpoint reads). The code for a
 * rejected client is the one the OAuth error body names (`invalid_client`) when the model
 * declares it, else the invalid-request code.
 */
function tokenFacts(resolved: ResolvedModel, view: VersionView, invalidRequest: string): VersionFacts['token'] {
  if (view.auth.kind !== 'oauth2') return undefined;
  const tokenOperationId = view.auth.tokenOperationId;
  const operation = view.operations.find((o) => o.id === tokenOperationId);
  const success = operation?.responses.find((r) => !r.isError)?.content[0]?.type;
  const named = resolved.errors.oauth.fields.error?.example;
  return {
    grantType: enumValue(operation?.body?.type, TOKEN_REQUEST_FIELDS.grantType),
    tokenType: enumValue(success, TOKEN_RESPONSE_FIELDS.tokenType),
    invalidClient: typeof named === 'string' && named in resolved.errors.codes ? named : invalidRequest,
  };
}

export function versionFacts(resolved: ResolvedModel, view: VersionView): VersionFacts {
  const { tenantUnknown } = resolved.errors;
  const kinds = problems(resolved);
  const token = tokenFacts(resolved, view, kinds.invalidRequest.error);
  return {
    root: view.root,
    tenantHeader: view.tenantHeader.name,
    tenantUnknown: { status: tenantUnknown.status, mediaType: tenantUnknown.mediaType, body: tenantUnknown.body },
    errorStyle: view.usesErrorEnvelope ? 'envelope' : 'message',
    problems: kinds,
    ...(token ? { token } : {}),
  };
}
