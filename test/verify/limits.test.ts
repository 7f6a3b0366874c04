/**
 * verify's bounds against a server that stops answering part-way: after five requests in a row
 * without an answer the run stops (the caller exits 2), having sent no more than that.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCredentials } from '../../src/verify/credentials.ts';
import { MAX_CONSECUTIVE_FAILURES } from '../../src/verify/http.ts';
import { loadVerifyModel } from '../../src/verify/model.ts';
import { CannotRun, runVerify } from '../../src/verify/run.ts';
import { REPO, SPEC_DIR } from '../support/seed.ts';

const model = loadVerifyModel(SPEC_DIR);
const tenants = readCredentials(
  join(REPO, 'sandbox', 'demo.yaml'),
  model.resolved.scopes.map((s) => s.name),
);

describe('a server that stops answering', () => {
  it(`stops the run after ${MAX_CONSECUTIVE_FAILURES} requests in a row without an answer`, { timeout: 60_000 }, async () => {
    const ANSWERED = 20;
    let received = 0;
    const server = createServer((req, res) => {
      received++;
      if (received > ANSWERED) return void req.socket.destroy();
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Tenant Unknown');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const run = runVerify(model, {
        baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        tenants,
        views: model.views,
        allowWrites: false,
        only: [],
        limits: { maxRequests: 2000, rate: undefined, timeoutMs: 5_000 },
      });
      await expect(run).rejects.toBeInstanceOf(CannotRun);
      await expect(run).rejects.toThrow(/stopped answering/);
      expect(received).toBe(ANSWERED + MAX_CONSECUTIVE_FAILURES);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
