/**
 * The route stubs state no fact of the API themselves: the statuses and codes of the pipeline,
 * the `Tenant Unknown` answer and the token endpoint's facts come from the model, follow it when
 * it changes, and the runtime's OAuth field names are the model's token operation's.
 */
import { describe, expect, it } from 'vitest';
import { FACTS as V3_FACTS } from '../../generated/server/v3/routes.ts';
import { FACTS as V4_FACTS } from '../../generated/server/v4/routes.ts';
import { versionFacts } from '../../src/contract/routes/facts.ts';
import type { ResolvedModel } from '../../src/resolve/resolve.ts';
import { TOKEN_REQUEST_FIELDS, TOKEN_RESPONSE_FIELDS } from '../../src/server-runtime/oauth-fields.ts';
import { buildModelView } from '../../src/views/model-view.ts';
import { buildVersionView, type VersionView } from '../../src/views/version-view.ts';
import { seedModel } from '../support/seed.ts';

const { resolved, views } = seedModel();
const v4 = views.find((v) => v.id === 'v4')!;

/** The v4 facts of the seed model with its status table changed by `edit` (its view rebuilt, as a compile would). */
function factsWithStatuses(edit: (statuses: ResolvedModel['errors']['statuses']) => ResolvedModel['errors']['statuses']) {
  const edited: ResolvedModel = { ...resolved, errors: { ...resolved.errors, statuses: edit(structuredClone(resolved.errors.statuses)) } };
  return versionFacts(buildModelView(edited), buildVersionView(edited, 'v4'));
}

const fieldNames = (view: VersionView, operationId: string, part: 'request' | 'response') => {
  const operation = view.operations.find((o) => o.id === operationId)!;
  const type = part === 'request' ? operation.body?.type : operation.responses.find((r) => !r.isError)?.content[0]?.type;
  return type?.kind === 'object' ? type.fields.map((f) => f.name).sort() : [];
};

describe('facts of the route stubs', () => {
  it("are the status table's rows, for both versions alike (v3 shows no error bodies, not other statuses)", () => {
    const row = (appliesTo: string) => resolved.errors.statuses.find((r) => r.appliesTo === appliesTo && !r.tenantUnknown)!;
    for (const facts of [V3_FACTS, V4_FACTS]) {
      expect(facts.problems.notFound).toEqual({ status: row('record').status, error: row('record').codes![0] });
      expect(facts.problems.insufficientScope).toEqual({ status: row('scoped').status, error: row('scoped').codes![0] });
      expect(facts.tenantUnknown).toEqual({
        status: resolved.errors.tenantUnknown!.status,
        mediaType: resolved.errors.tenantUnknown!.mediaType,
        body: resolved.errors.tenantUnknown!.body,
      });
    }
    expect(V3_FACTS.token).toBeUndefined();
    expect(V4_FACTS.token).toEqual({
      operationId: v4.auth.kind === 'oauth2' ? v4.auth.tokenOperationId : '',
      grantType: 'client_credentials',
      tokenType: 'Bearer',
      invalidClient: resolved.errors.oauth!.rejectedClient!.code,
    });
  });

  it('follow the model: a renamed code, a row without codes, a missing row', () => {
    const renamed = factsWithStatuses((rows) => rows.map((r) => (r.appliesTo === 'record' && !r.tenantUnknown ? { ...r, codes: ['no_such_record'] } : r)));
    expect(renamed.problems.notFound).toEqual({ status: 404, error: 'no_such_record' });
    // Without codes, the row's status and HTTP's reason phrase for it.
    const uncoded = factsWithStatuses((rows) => rows.map((r) => (r.appliesTo === 'path' ? { ...r, codes: [] } : r)));
    expect(uncoded.problems.methodNotAllowed).toEqual({ status: 405, error: 'method_not_allowed' });
    // Without the row, HTTP's status for the failure and its reason phrase.
    const missing = factsWithStatuses((rows) => rows.filter((r) => r.appliesTo !== 'writes'));
    expect(missing.problems.validationFailed).toEqual({ status: 422, error: 'unprocessable_entity' });
  });

  it("the token endpoint reads and writes exactly the fields of the model's token operation", () => {
    const tokenOperation = v4.auth.kind === 'oauth2' ? v4.auth.tokenOperationId : '';
    expect(fieldNames(v4, tokenOperation, 'request')).toEqual(Object.values(TOKEN_REQUEST_FIELDS).sort());
    expect(fieldNames(v4, tokenOperation, 'response')).toEqual(Object.values(TOKEN_RESPONSE_FIELDS).sort());
  });
});
