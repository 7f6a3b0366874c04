/**
 * The fault corpus (fault-corpus.ts) through `verify`, one case per seeded fault: each must be
 * found by the check it breaks, the failure naming the version and the operation, so a check
 * that stops finding one fault fails that fault's case. The same run on the honest sandbox behind
 * the same proxy fails nothing (no false alarm).
 */
import { describe, expect, it } from 'vitest';
import { REPO } from '../support/seed.ts';
import { failingChecks, faultCorpusSetup, verifyBehind, type Fault } from './fault-proxy.ts';

const setup = faultCorpusSetup(REPO);
const { corpus } = setup;

describe('the fault corpus', () => {
  it('has at least 30 faults, each named once', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(30);
    expect(new Set(corpus.map((f) => f.name)).size).toBe(corpus.length);
  });

  it(
    'no false alarm: the honest sandbox behind the same proxy fails nothing, read-only and with --allow-writes, and with a request id in every error body',
    { timeout: 90_000 },
    async () => {
      let next = 0;
      const requestIds: Fault = {
        response: (_q, r) => {
          if (r.status < 400 || !r.headers['content-type']?.startsWith('application/json')) return r;
          return { ...r, body: JSON.stringify({ ...(JSON.parse(r.body) as object), request_id: `req-${++next}` }) };
        },
      };
      for (const [fault, allowWrites] of [
        [{}, false],
        [{}, true],
        [requestIds, false],
      ] as const) {
        const result = await verifyBehind(setup, fault, allowWrites);
        const failures = result.checks.filter((c) => c.outcome === 'fail');
        expect(failures.map((f) => `${f.id} ${f.version} ${f.operation}: ${f.message}`)).toEqual([]);
      }
    },
  );

  it.each(corpus.map((f) => [f.name, f.expect.id, `${f.expect.version} ${f.expect.operation}`, f] as const))(
    '%s: %s fails on %s',
    { timeout: 60_000 },
    async (_name, _id, _where, seeded) => {
      const { id, version, operation } = seeded.expect;
      const failing = failingChecks(await verifyBehind(setup, seeded.fault, seeded.allowWrites));
      expect(failing, `failed: ${failing.slice(0, 8).join(', ') || 'nothing'}`).toContain(`${id} ${version} ${operation}`);
    },
  );
});
