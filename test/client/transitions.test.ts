/**
 * The client's workflow facts: each version's `TRANSITIONS` holds exactly what the model states
 * of each transition (a part it leaves open is left out), and `acceptsStatus` and
 * `isWrongStateError` answer from them, against the generated package itself; the sandbox's
 * wrong-state answer over HTTP is recognised as one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as pkg from '../../generated/client/dist/index.js';
import { ApiError } from '../../generated/client/dist/index.js';
import type { FastifyInstance } from 'fastify';
import { startDemoSandbox } from '../support/sandbox-server.ts';
import { DEMO_DATA, seedModel } from '../support/seed.ts';
import { Store } from '../../src/demo/store.ts';

const { views } = seedModel();
type TransitionModule = {
  TRANSITIONS: Record<string, { field: string; from?: readonly string[]; to?: string; wrongState: { status: number; error: string } }>;
  acceptsStatus(operation: string, status: string): boolean | undefined;
  isWrongStateError(operation: string, error: unknown): boolean;
};
const moduleOf = (versionId: string) => (pkg as unknown as Record<string, TransitionModule>)[versionId]!;
const governed = views.flatMap((view) => view.operations.filter((op) => op.transition).map((op) => [`${view.id} ${op.id}`, view.id, op] as const));

describe('the client holds what the model states of each transition', () => {
  it('has workflow operations to check', () => expect(governed.length).toBeGreaterThan(0));

  it.each(governed)('%s', (_name, versionId, op) => {
    const t = op.transition!;
    const facts = moduleOf(versionId).TRANSITIONS[op.id]!;
    expect(facts).toEqual({
      field: t.field,
      ...(t.from ? { from: t.from.value } : {}),
      ...(t.to ? { to: t.to.value } : {}),
      wrongState: { status: t.wrongState.status, error: t.wrongState.code },
    });
    for (const status of t.states) expect(moduleOf(versionId).acceptsStatus(op.id, status)).toBe(t.from ? t.from.value.includes(status) : undefined);
  });
});

describe("the sandbox's wrong-state answer", () => {
  let app: FastifyInstance;
  let origin: string;
  beforeAll(async () => ({ app, origin } = await startDemoSandbox()));
  afterAll(() => app.close());

  it('is recognised by isWrongStateError, and another error is not', async () => {
    const [, versionId, op] = governed.find(([, , o]) => o.transition!.from)!;
    const client = (pkg as unknown as Record<string, (o: object) => Record<string, (p: object) => Promise<unknown>>>)[
      `create${versionId.toUpperCase()}Client`
    ]!({
      baseUrl: origin,
      tenant: 'acme',
      clientId: 'acme-full',
      clientSecret: 'acme-full-secret',
    });
    // A demo record of the operation's resource in a status the operation is not accepted from.
    const module = moduleOf(versionId);
    const t = op.transition!;
    const record = [...Store.fromFile(DEMO_DATA).collection('acme', op.resource).values()].find((r) => !t.from!.value.includes(String(r[t.field])))!;
    const wrongState = await client[op.id]!({ path: { id: record.id } }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(wrongState).toBeInstanceOf(ApiError);
    expect(module.isWrongStateError(op.id, wrongState)).toBe(true);
    const missing = await client[op.id]!({ path: { id: 'verify-absent-id' } }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(module.isWrongStateError(op.id, missing)).toBe(false);
  });
});
