/**
 * The facts a version's request pipeline needs, read from the model so the server runtime states
 * none of them: the tenant header and the `Tenant Unknown` answer, the error style, the status
 * and `error` code of each failure (rows of the status table, src/model/failures.ts, which the
 * client reads too), and the token endpoint's grant type, token type and client error code.
 */
import type { ContractModel } from '../contract-model.ts';
import type { VersionFacts } from '../../server-runtime/facts.ts';
import { TOKEN_REQUEST_FIELDS, TOKEN_RESPONSE_FIELDS } from '../../server-runtime/oauth-fields.ts';
import type { VersionView } from '../../views/version-view.ts';
import type { WireType } from '../../views/wire-type.ts';

const enumValue = (type: WireType | undefined, field: string): string => {
  const found = type?.kind === 'object' ? type.fields.find((f) => f.name === field)?.type : undefined;
  return found?.kind === 'scalar' ? (found.enum?.[0] ?? '') : '';
};

/**
 * The token operation (whose route also takes client credentials in a Basic header, see the
 * runtime's token.ts); its grant type and token type are the enums of its grant-type and
 * token-type fields (RFC 6749's names, which the runtime's token endpoint reads). The code for a
 * rejected client is the OAuth section's `rejectedClient` (validation checks it is a declared
 * code), else the invalid-request code.
 */
function tokenFacts(model: ContractModel, view: VersionView, invalidRequest: string): VersionFacts['token'] {
  if (view.auth.kind !== 'oauth2') return undefined;
  const tokenOperationId = view.auth.tokenOperationId;
  const operation = view.operations.find((o) => o.id === tokenOperationId);
  const success = operation?.responses.find((r) => !r.isError)?.content[0]?.type;
  const rejectedClient = model.errors.oauth?.rejectedClient?.code;
  return {
    operationId: tokenOperationId,
    grantType: enumValue(operation?.body?.type, TOKEN_REQUEST_FIELDS.grantType),
    tokenType: enumValue(success, TOKEN_RESPONSE_FIELDS.tokenType),
    invalidClient: rejectedClient ?? invalidRequest,
  };
}

export function versionFacts(model: ContractModel, view: VersionView): VersionFacts {
  const { tenantUnknown } = model.errors;
  const kinds = view.errorFacts.failures;
  const token = tokenFacts(model, view, kinds.invalidRequest.error);
  // Validation guarantees the `Tenant Unknown` answer of a model with a tenant header.
  const tenancy = view.tenantHeader && tenantUnknown;
  return {
    root: view.root,
    ...(tenancy
      ? {
          tenantHeader: view.tenantHeader!.name,
          tenantUnknown: { status: tenantUnknown!.status, mediaType: tenantUnknown!.mediaType, body: tenantUnknown!.body },
        }
      : {}),
    errorStyle: view.usesErrorEnvelope ? 'envelope' : 'message',
    problems: kinds,
    ...(view.errorFacts.scopeFields ? { scopeFields: view.errorFacts.scopeFields } : {}),
    ...(token ? { token } : {}),
  };
}
