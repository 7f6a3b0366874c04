/**
 * The packed client's JavaScript against the sandbox itself (real HTTP on loopback): the errors of
 * the version whose error bodies the model leaves unspecified arrive as classes by status with
 * the sandbox's `message`, never as an unexpected response; the other version's as its envelope.
 */
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createV3Client, FAILURE_ERROR_CLASSES, UnexpectedResponseError } from '../../generated/client/dist/index.js';
import { sandboxModel } from '../../src/demo/model-facts.ts';
import { Store } from '../../src/demo/store.ts';
import { REPO, seedModel } from '../support/seed.ts';
import { startSandbox } from '../support/sandbox-server.ts';

const { resolved, views } = seedModel();
const store = Store.fromFile(join(REPO, 'sandbox', 'demo.yaml'));
/** The version whose error bodies the model leaves unspecified. */
const unspecified = views.find((v) => !v.usesErrorEnvelope)!;
let app: FastifyInstance;
let origin: string;

beforeAll(async () => {
  ({ app, origin } = await startSandbox({ store, model: sandboxModel(resolved, views) }));
});
afterAll(() => app.close());

describe(`the ${unspecified.id} client against the sandbox`, () => {
  it("a key the sandbox does not know is the invalid-token class, with the sandbox's message", async () => {
    const error = await createV3Client({ baseUrl: origin, tenant: 'acme', apiKey: 'no-such-key-0000' })
      .listJobs()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FAILURE_ERROR_CLASSES.invalidToken);
    expect(error).not.toBeInstanceOf(UnexpectedResponseError);
    const status = unspecified.errorFacts.failures.invalidToken.status;
    expect(error).toMatchObject({ status, code: `http_${status}` });
    expect((error as ApiError).description).toEqual(expect.stringMatching(/\S/));
    expect((error as ApiError).description).toBe(((error as ApiError).body as { message: string }).message);
  });

  it("a record that does not exist is the not-found class, with the sandbox's message", async () => {
    const [tenant, { apiKeys }] = [...store.tenants].find(([, t]) => t.apiKeys.length > 0)!;
    const error = await createV3Client({ baseUrl: origin, tenant, apiKey: apiKeys[0]! })
      .getJob({ path: { id: 'no-such-job' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FAILURE_ERROR_CLASSES.notFound);
    expect(error).toMatchObject({ status: unspecified.errorFacts.failures.notFound.status });
    expect((error as ApiError).description).toEqual(expect.stringMatching(/\S/));
  });
});
