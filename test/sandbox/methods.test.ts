/**
 * A method a path does not take, on every path of every version the model has: the sandbox
 * answers the model's 405 (status and code from the view), with an `Allow` header naming exactly
 * the methods the path takes, and nothing is changed (sent at an id no record has). The oracle is
 * the view's `paths`, made from the model's operations and `behaviour.methods`.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoSandbox } from '../support/sandbox-server.ts';
import { seedModel } from '../support/seed.ts';

const { resolved, views } = seedModel();
let app: FastifyInstance;
let origin: string;
beforeAll(async () => {
  ({ app, origin } = await startDemoSandbox());
});
afterAll(() => app.close());

const cases = views.flatMap((view) =>
  view.paths.flatMap((path) => path.notTaken.map((m) => [`${view.id} ${m.method} ${path.path}`, view, path, m.method] as const)),
);

describe('a method a path does not take', () => {
  it('has cases in every version that says what its paths do not take', () => {
    expect(views.filter((v) => v.paths.some((p) => p.notTaken.length > 0)).length).toBe(views.length);
  });

  it.each(cases)('%s answers the model 405 with Allow', async (_name, view, path, method) => {
    const url = `${origin}${view.root}${path.path.replace(/\{[^}]+\}/g, 'verify-absent-id')}`;
    const res = await fetch(url, {
      method,
      headers: { [resolved.tenantHeader!.name]: 'acme', 'content-type': 'application/json' },
      body: method === 'GET' ? undefined : '{}',
    });
    expect(res.status).toBe(view.methodNotAllowed.status);
    expect(res.headers.get('allow')?.split(', ').sort()).toEqual([...path.taken].sort());
    if (view.usesErrorEnvelope) expect(((await res.json()) as { error: string }).error).toBe(view.methodNotAllowed.code);
  });
});
