/**
 * The fault corpus (fault-corpus.ts) through `verify`: each seeded fault must be found by the
 * check it breaks, the failure naming the operation; at least 95% of them. The same run on the
 * honest sandbox behind the same proxy fails nothing (no false alarm).
 */
import { describe, expect, it } from 'vitest';
import { runVerify, type RunResult } from '../../src/verify/run.ts';
import { LOOPBACK_DEFAULTS } from '../../src/verify/command.ts';
import { startSandbox } from '../support/sandbox-server.ts';
import { REPO } from '../support/seed.ts';
import { faultCorpusSetup, startFaultProxy, type Fault } from './fault-proxy.ts';

const { model, tenants, demo, corpus, store, sandbox: sandboxFacts } = faultCorpusSetup(REPO);

async function verifyBehind(fault: Fault, allowWrites = false): Promise<RunResult> {
  // A fresh sandbox per run: no run sees what another changed.
  const sandbox = await startSandbox({ store: store(), model: sandboxFacts });
  const proxy = await startFaultProxy(sandbox.origin, fault, demo);
  try {
    return await runVerify(model, {
      baseUrl: proxy.origin,
      tenants,
      views: model.views,
      allowWrites,
      only: [],
      limits: LOOPBACK_DEFAULTS,
    });
  } finally {
    await proxy.close();
    await sandbox.app.close();
  }
}

describe('the fault corpus', () => {
  it('has at least 30 faults', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(30);
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
        const result = await verifyBehind(fault, allowWrites);
        const failures = result.checks.filter((c) => c.outcome === 'fail');
        expect(failures.map((f) => `${f.id} ${f.version} ${f.operation}: ${f.message}`)).toEqual([]);
      }
    },
  );

  it('verify finds at least 95% of the seeded faults, each failure naming the operation and the rule', { timeout: 600_000 }, async () => {
    const missed: string[] = [];
    for (const seeded of corpus) {
      const result = await verifyBehind(seeded.fault, seeded.allowWrites);
      const { id, version, operation } = seeded.expect;
      const found = result.checks.some((c) => c.outcome === 'fail' && c.id === id && c.version === version && c.operation === operation);
      if (!found) {
        const failing = result.checks.filter((c) => c.outcome === 'fail').map((c) => `${c.id} ${c.version} ${c.operation}`);
        missed.push(`${seeded.name}: expected ${id} on ${version} ${operation}; failed: ${failing.slice(0, 5).join(', ') || 'nothing'}`);
      }
    }
    console.log(`verify found ${corpus.length - missed.length} of ${corpus.length} seeded faults${missed.length ? `; missed:\n${missed.join('\n')}` : ''}`);
    expect((corpus.length - missed.length) / corpus.length, missed.join('\n')).toBeGreaterThanOrEqual(0.95);
  });
});
