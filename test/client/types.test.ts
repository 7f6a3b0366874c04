/**
 * Compile-time guarantees of the generated client, checked by `tsc --noEmit` (part of
 * `npm test`): a wrong parameter, a wrong filter attribute or an unnarrowed error does not
 * compile. The runtime part only makes sure the file is executed by vitest too.
 */
import { describe, expectTypeOf, it } from 'vitest';
import { ApiError, createV3Client, createV4Client, InsufficientScopeError, v3, v4 } from '../../generated/client/dist/index.js';
import type { Failure as RuntimeFailure } from '../../src/runtime/transport.ts';
import type { Failure as ModelFailure } from '../../src/model/failures.ts';

const v3Client = createV3Client({ region: 'eu', tenant: 'acme', apiKey: 'k' });
const v4Client = createV4Client({ region: 'global', tenant: 'acme', clientId: 'c', clientSecret: 's', scopes: ['projects:read'] });

// Calls are built but never awaited: only their types matter here.
function typeChecks(): void {
  // @ts-expect-error a path parameter is required
  void v3Client.getJob({});
  // @ts-expect-error `state` is not a v3 /jobs parameter
  void v3Client.listJobs({ query: { state: 'draft' } });
  // @ts-expect-error sort fields of /eois are created, updated and ended
  void v3Client.listEois({ query: { sort: [{ field: 'title', direction: 'asc' }] } });
  // @ts-expect-error `title` is not a filterable project attribute
  void v4Client.listProjects({ query: { filter: { title: { eq: 'x' } } } });
  // @ts-expect-error the status filter takes the eight job statuses only
  void v4Client.listProjects({ query: { filter: { status: { eq: 'archived' } } } });
  // @ts-expect-error money filters are integers (minor units)
  void v4Client.listProjects({ query: { filter: { budget: { gte: '10.00' } } } });
  // @ts-expect-error sort directions are asc or desc
  void v4Client.listProjects({ query: { sort: { created_at: 'down' } } });
  // @ts-expect-error not a v4 scope
  void createV4Client({ region: 'global', tenant: 'acme', clientId: 'c', clientSecret: 's', scopes: ['projects:admin'] });
  // @ts-expect-error not a region
  void createV3Client({ region: 'mars', tenant: 'acme', apiKey: 'k' });
  // @ts-expect-error a tenant is required on shared addresses
  void createV3Client({ region: 'eu', apiKey: 'k' });
  // @ts-expect-error not an operation
  void v4.scopesFor(['deleteProject']);
  // A timestamp filter takes a Date as well as a string.
  void v4Client.listProjects({ query: { filter: { created_at: { gte: new Date() } } } });
  // @ts-expect-error a Date only where the attribute is a timestamp
  void v4Client.listProjects({ query: { filter: { status: { eq: new Date() } } } });
  // @ts-expect-error page iterators have no withResponse form: they resolve many responses
  void v3Client.withResponse.listJobsAll;
}

function codes(error: unknown): string | undefined {
  if (v4.isApiError(error)) {
    // @ts-expect-error not a code of the version
    if (error.code === 'no_such_code') return undefined;
    return error.code;
  }
  return undefined;
}

function narrowing(error: unknown): string[] {
  if (error instanceof ApiError) {
    // @ts-expect-error requiredScope exists only once narrowed to InsufficientScopeError
    void error.requiredScope;
  }
  if (error instanceof InsufficientScopeError) return [error.requiredScope, ...error.providedScopes];
  return [];
}

describe('types of the generated client', () => {
  it('the runtime, which ships on its own, names the same failures as the model view it is given statuses for', () => {
    expectTypeOf<RuntimeFailure>().toEqualTypeOf<ModelFailure>();
  });

  it('wire types are exact and decoded types are semantic', () => {
    expectTypeOf<NonNullable<v3.Job['is_child']>>().toEqualTypeOf<'true' | 'false'>();
    expectTypeOf<NonNullable<v3.JobValue['is_child']>>().toEqualTypeOf<boolean>();
    expectTypeOf<NonNullable<v3.Job['status']>>().toEqualTypeOf<
      'draft' | 'pending' | 'new' | 'halted' | 'in_progress' | 'work_completed' | 'cancelled' | 'closed'
    >();
    expectTypeOf<NonNullable<v3.JobValue['budget']>>().toEqualTypeOf<string>();
    expectTypeOf<NonNullable<v3.PurchaseOrder['version']>>().toEqualTypeOf<number>();
    expectTypeOf<v3.JobListItem>().toHaveProperty('bafo_submission_deadline');
    expectTypeOf<v3.Job>().not.toHaveProperty('bafo_submission_deadline');
    expectTypeOf<v3.Job>().toHaveProperty('fee_methodology');
    expectTypeOf<v4.Project>().toEqualTypeOf<Record<string, unknown>>();
    expectTypeOf(v4.scopesFor).returns.toEqualTypeOf<v4.Scope[]>();
    expectTypeOf(typeChecks).toBeFunction();
    expectTypeOf(narrowing).returns.toEqualTypeOf<string[]>();
    expectTypeOf(codes).toBeFunction();
  });

  it('withResponse resolves with the data of the same operation and the response', () => {
    type Resolved = Awaited<ReturnType<typeof v4Client.withResponse.getWelcome>>;
    expectTypeOf<Resolved['data']>().toEqualTypeOf<v4.GetWelcomeResponse>();
    expectTypeOf<Resolved['response']>().toEqualTypeOf<Response>();
    expectTypeOf(v3Client.withResponse.getJob).parameters.toEqualTypeOf<Parameters<typeof v3Client.getJob>>();
  });

  it("isApiError narrows code to the version's codes", () => {
    expectTypeOf<'validation_failed'>().toMatchTypeOf<v4.ErrorCode>();
    expectTypeOf<'http_401'>().toMatchTypeOf<v3.ErrorCode>();
    expectTypeOf<'validation_failed'>().not.toMatchTypeOf<v3.ErrorCode>();
  });
});
