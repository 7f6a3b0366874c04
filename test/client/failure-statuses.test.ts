/**
 * The client narrows errors by the statuses the model gives each failure, not by numbers of its
 * own: a transport whose facts move every failure to another status (as a model with another
 * status table would generate) narrows by the moved statuses over real HTTP, and treats the old
 * ones as unknown. The seed model's statuses are covered by the v3, v4 and fault tests.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { descriptorName, responseTypeName } from '../../src/emit/shared/names.ts';
import { operationsFile } from '../../src/emit/client/operations-file.ts';
import { apiKeyAuth } from '../../src/runtime/api-key.ts';
import {
  ApiError,
  InsufficientScopeError,
  InvalidRequestError,
  InvalidTokenError,
  MethodNotAllowedError,
  NotFoundError,
  TenantUnknownError,
  UnexpectedResponseError,
  ValidationError,
} from '../../src/runtime/errors.ts';
import { seedModel } from '../support/seed.ts';
import { Transport, type ApiFacts, type Failure, type OperationDescriptor } from '../../src/runtime/transport.ts';

const MOVED: Record<Failure, number> = {
  invalidRequest: 460,
  invalidToken: 461,
  insufficientScope: 463,
  notFound: 464,
  methodNotAllowed: 465,
  validationFailed: 472,
};
const FACTS: ApiFacts = {
  errorEnvelope: true,
  tenantUnknownStatus: 470,
  tenantUnknownBody: 'No Such Tenant',
  failureStatuses: MOVED,
  insufficientScopeCode: 'scope_missing',
  scopeFields: { required: 'scope_needed', provided: 'scopes_held' },
};
/** What every error body of the server says in the moved scope fields. */
const SCOPES = { needed: 'things:read', held: ['things:list'] };
const OP: OperationDescriptor = { id: 'getThing', method: 'GET', path: '/things/{id}', authenticated: true, redirect: false, defaultBody: false };

let server: Server;
let transport: Transport;

beforeAll(async () => {
  // `/things/<status>` answers that status: the tenant body as plain text, anything else as an envelope.
  server = createServer((request, response) => {
    if (request.url!.endsWith('/empty')) {
      response.writeHead(200).end();
      return;
    }
    const status = Number(request.url!.split('/').pop());
    if (status === FACTS.tenantUnknownStatus) {
      response.writeHead(status, { 'content-type': 'text/plain' }).end(FACTS.tenantUnknownBody);
      return;
    }
    response.writeHead(status, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        error: `code_${status}`,
        error_description: 'moved',
        [FACTS.scopeFields!.required]: SCOPES.needed,
        [FACTS.scopeFields!.provided]: SCOPES.held,
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  transport = new Transport({
    baseUrl: `http://127.0.0.1:${port}`,
    tenantHeader: { name: 'x-tenant', value: 'acme' },
    auth: apiKeyAuth('x-key', 'k-123'),
    facts: FACTS,
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const failWith = (status: number) =>
  transport.call(OP, { path: { id: status } }).then(
    () => undefined,
    (error: unknown) => error,
  );

describe('error narrowing follows the model', () => {
  it.each([
    ['invalidRequest', InvalidRequestError],
    ['invalidToken', InvalidTokenError],
    ['insufficientScope', InsufficientScopeError],
    ['notFound', NotFoundError],
    ['methodNotAllowed', MethodNotAllowedError],
    ['validationFailed', ValidationError],
  ] as const)('%s at its moved status', async (failure, kind) => {
    const error = await failWith(MOVED[failure]);
    expect(error).toBeInstanceOf(kind);
    expect(error).toMatchObject({ status: MOVED[failure], code: `code_${MOVED[failure]}` });
  });

  it('the scope failure reads the needed and the held scopes from the fields the facts name', async () => {
    const error = await failWith(MOVED.insufficientScope);
    expect(error).toMatchObject({ requiredScope: SCOPES.needed, providedScopes: SCOPES.held });
  });

  it('the old statuses are plain ApiErrors, and the tenant answer is recognised at its own status', async () => {
    for (const status of [400, 401, 403, 404, 405, 422]) {
      const error = await failWith(status);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).not.toBeInstanceOf(InvalidRequestError);
      expect(error).not.toBeInstanceOf(InvalidTokenError);
      expect(error).not.toBeInstanceOf(NotFoundError);
      expect(error).not.toBeInstanceOf(ValidationError);
    }
    expect(await failWith(FACTS.tenantUnknownStatus!)).toBeInstanceOf(TenantUnknownError);
  });
});

describe('a success without a body', () => {
  it('resolves undefined where the operation may answer without one, and is an UnexpectedResponseError elsewhere', async () => {
    await expect(transport.call({ ...OP, emptyBody: true }, { path: { id: 'empty' } })).resolves.toBeUndefined();
    await expect(transport.call(OP, { path: { id: 'empty' } })).rejects.toBeInstanceOf(UnexpectedResponseError);
  });

  it('an operation whose success the model shows without content is typed undefined and may resolve without a body', () => {
    const view = seedModel().views[0]!;
    const op = view.operations.find((o) => o.responses.some((r) => !r.isError && r.status.startsWith('2') && r.content.length > 0))!;
    const withoutContent = { ...op, responses: op.responses.map((r) => (r.isError ? r : { ...r, content: [] })) };
    const text = operationsFile({ ...view, operations: [withoutContent] });
    expect(text).toContain(`export type ${responseTypeName(op)} = undefined;`);
    expect(text).toMatch(new RegExp(`const ${descriptorName(op)}: OperationDescriptor = \\{[^;]*emptyBody: true,`));
    expect(operationsFile({ ...view, operations: [op] })).not.toContain('emptyBody');
  });
});
