/**
 * The deprecation check on a model that deprecates an operation (test/support/deprecated-model.ts):
 * the sandbox built from that model sends `Deprecation` and `Sunset` on it and nothing fails; a
 * proxy that drops the `Deprecation` header, sends it in a draft's form, or moves the `Sunset`
 * date by a day is found on that operation.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandboxModel } from '../../src/demo/model-facts.ts';
import { Store } from '../../src/demo/store.ts';
import { readCredentials } from '../../src/verify/credentials.ts';
import { loadVerifyModel } from '../../src/verify/model.ts';
import { runVerify } from '../../src/verify/run.ts';
import { LOOPBACK_DEFAULTS } from '../../src/verify/command.ts';
import { deprecatedModel } from '../support/deprecated-model.ts';
import { startSandbox } from '../support/sandbox-server.ts';
import { REPO } from '../support/seed.ts';
import { startFaultProxy, type Fault } from './fault-proxy.ts';

const DEMO = join(REPO, 'sandbox', 'demo.yaml');
const { texts, deprecated } = deprecatedModel();
const specDir = join(mkdtempSync(join(tmpdir(), 'verify-deprecated-')), 'spec');
mkdirSync(specDir);
for (const t of texts) writeFileSync(join(specDir, basename(t.name)), t.text);
const model = loadVerifyModel(specDir);
const tenants = readCredentials(
  DEMO,
  model.resolved.scopes.map((s) => s.name),
);
const version = model.views.find((v) => v.operations.some((o) => o.id === deprecated.operation.id))!.id;

async function verifyBehind(fault: Fault) {
  const sandbox = await startSandbox({ store: Store.fromFile(DEMO), model: sandboxModel(model.resolved, model.views) });
  const proxy = await startFaultProxy(sandbox.origin, fault, { tenantHeader: '', tokenPath: '', apiKeys: {}, clients: {} });
  try {
    const result = await runVerify(model, {
      baseUrl: proxy.origin,
      tenants,
      views: model.views,
      allowWrites: false,
      only: [],
      limits: LOOPBACK_DEFAULTS,
    });
    return result.checks.filter((c) => c.id === 'deprecation.headers' || c.outcome === 'fail');
  } finally {
    await proxy.close();
    await sandbox.app.close();
  }
}

const onOperation = (rows: Awaited<ReturnType<typeof verifyBehind>>) => rows.filter((r) => r.version === version && r.operation === deprecated.operation.id);

describe('deprecation headers on a deprecated operation', () => {
  it('the honest sandbox of that model passes', { timeout: 60_000 }, async () => {
    const rows = await verifyBehind({});
    expect(rows.filter((r) => r.outcome === 'fail').map((r) => `${r.id} ${r.operation}: ${r.message}`)).toEqual([]);
    expect(onOperation(rows).map((r) => [r.id, r.outcome])).toEqual([['deprecation.headers', 'pass']]);
  });

  const DAY_MS = 24 * 60 * 60 * 1000;
  const headerFaults: [string, (headers: Record<string, string>) => Record<string, string>][] = [
    ['a missing Deprecation header', ({ deprecation: _sent, ...headers }) => headers],
    ['a Deprecation header in a draft’s form (`true`)', (headers) => (headers.deprecation ? { ...headers, deprecation: 'true' } : headers)],
    [
      'a Sunset header a day late',
      (headers) => (headers.sunset ? { ...headers, sunset: new Date(Date.parse(headers.sunset) + DAY_MS).toUTCString() } : headers),
    ],
  ];

  it.each(headerFaults)('%s fails on that operation', { timeout: 60_000 }, async (_name, rewrite) => {
    const rows = await verifyBehind({ response: (_q, r) => ({ ...r, headers: rewrite(r.headers) }) });
    expect(onOperation(rows).map((r) => [r.id, r.outcome])).toEqual([['deprecation.headers', 'fail']]);
  });
});
