/**
 * `verify` as a user runs it (the CLI as a process) against the sandbox on loopback, with the
 * sandbox's own demo credentials: no check fails on the honest sandbox, both versions, read-only;
 * the `--json` shape is the issue's; no secret of the credentials file is ever printed; the exit
 * codes say what happened (1 behind a faulty server); `--junit` and `--max-requests` do what they
 * say; the request rate is bounded against a remote host only.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ALL_CHECKS } from '../../src/verify/checks/index.ts';
import { WORKFLOW_CHECKS } from '../../src/verify/checks/workflow.ts';
import { WRITE_CHECKS } from '../../src/verify/checks/writes.ts';
import { ABSENT_ID } from '../../src/verify/context.ts';
import { parseVerifyArgs, type VerifyOptions } from '../../src/verify/command.ts';
import { cli } from '../support/cli-process.ts';
import { DEMO, startDemoSandbox } from '../support/sandbox-server.ts';
import { REPO, seedModel } from '../support/seed.ts';
import { faultCorpusSetup, startFaultProxy } from './fault-proxy.ts';

const { resolved, views } = seedModel();
let app: FastifyInstance;
let origin: string;

beforeAll(async () => {
  ({ app, origin } = await startDemoSandbox());
});
afterAll(() => app.close());

/** Every secret of the demo credentials: API keys and client secrets. */
function demoSecrets(): string[] {
  const tenants = (parse(readFileSync(DEMO, 'utf8')) as { tenants: Record<string, { apiKeys?: string[]; clients?: { secret: string }[] }> }).tenants;
  return Object.values(tenants).flatMap((t) => [...(t.apiKeys ?? []), ...(t.clients ?? []).map((c) => c.secret)]);
}

interface Report {
  target: string;
  versions: string[];
  checks: { id: string; version: string; operation: string; outcome: string; message: string; repro: string }[];
  summary: { pass: number; fail: number; skip: number };
  observations: unknown[];
}

describe('verify against the honest sandbox', () => {
  it('fails no check, both versions, read-only; every check runs; the JSON is the issue’s shape; no secret is printed', { timeout: 120_000 }, async () => {
    const run = await cli('verify', origin, '--credentials', DEMO, '--json');
    const report = JSON.parse(run.stdout) as Report;
    const failures = report.checks.filter((c) => c.outcome === 'fail');
    expect(failures, failures.map((f) => `${f.id} ${f.version} ${f.operation}: ${f.message}`).join('\n')).toEqual([]);
    expect(run.code).toBe(0);
    expect(Object.keys(report)).toEqual(['target', 'versions', 'checks', 'summary', 'observations']);
    expect(report.versions).toEqual(views.map((v) => v.id));
    for (const row of report.checks) expect(Object.keys(row)).toEqual(['id', 'version', 'operation', 'outcome', 'message', 'repro']);
    expect(report.summary).toEqual({
      pass: report.checks.filter((c) => c.outcome === 'pass').length,
      fail: 0,
      skip: report.checks.filter((c) => c.outcome === 'skip').length,
    });
    // Every check passes somewhere, except those of writes, which need --allow-writes (and say so).
    const passed = new Set(report.checks.filter((c) => c.outcome === 'pass').map((c) => c.id));
    const writing = [...WRITE_CHECKS, ...WORKFLOW_CHECKS].map((c) => c.id);
    expect(new Set(ALL_CHECKS.map((c) => c.id).filter((id) => !passed.has(id)))).toEqual(new Set([...writing, 'isolation.write']));
    for (const id of ['write.given', ...WORKFLOW_CHECKS.map((c) => c.id)])
      expect(report.checks.find((c) => c.id === id)?.message, id).toMatch(/--allow-writes/);
    // Only safe methods and the token operation were sent, and other methods only at a record that does not exist.
    const token = views.flatMap((v) => (v.auth.kind === 'oauth2' ? [v.auth.tokenOperationId] : []));
    for (const row of report.checks.filter((c) => c.repro)) {
      const method = /-X (\w+)/.exec(row.repro)![1];
      if (method !== 'GET' && !token.includes(row.operation)) expect(row.repro, row.id).toContain(ABSENT_ID);
    }
    for (const secret of demoSecrets()) {
      expect(run.stdout).not.toContain(secret);
      expect(run.stderr).not.toContain(secret);
    }
  });

  it('fails no check with --allow-writes, and removes what it created; the other tenant can neither change nor delete it', { timeout: 120_000 }, async () => {
    const run = await cli('verify', origin, '--credentials', DEMO, '--allow-writes', '--json');
    const report = JSON.parse(run.stdout) as Report;
    const failures = report.checks.filter((c) => c.outcome === 'fail');
    expect(failures, failures.map((f) => `${f.id} ${f.version} ${f.operation}: ${f.message}`).join('\n')).toEqual([]);
    expect(run.code).toBe(0);
    const writes = report.checks.filter((c) => c.id.startsWith('write.') && c.outcome === 'pass').map((c) => c.id);
    expect(writes).toContain('write.create');
    expect(writes).toContain('write.delete');
    expect(report.checks.filter((c) => c.id === 'isolation.write' && c.outcome === 'pass').length).toBeGreaterThan(0);
    // The records the demo data gives: driven through the stated transition, the actionable refusal and the wrong states.
    for (const id of ['workflow.transition', 'workflow.precondition', 'precondition.actionable', 'write.given'])
      expect(report.checks.filter((c) => c.id === id && c.outcome === 'pass').length, id).toBeGreaterThan(0);
  });

  it(
    'writes JUnit XML; --only runs one family; --suggest places each observation at its open question; --max-requests bounds the run and skips what is left',
    { timeout: 120_000 },
    async () => {
      const junit = join(mkdtempSync(join(tmpdir(), 'verify-')), 'verify.xml');
      const run = await cli('verify', origin, '--credentials', DEMO, '--version', 'v4', '--only', 'tenant', '--junit', junit, '--json');
      expect(run.code).toBe(0);
      const report = JSON.parse(run.stdout) as Report;
      expect(new Set(report.checks.map((c) => c.id.split('.')[0]))).toEqual(new Set(['tenant']));
      expect(report.versions).toEqual(['v4']);
      const xml = readFileSync(junit, 'utf8');
      expect(xml).toMatch(/^<\?xml/);
      expect(xml.match(/<testcase /g)).toHaveLength(report.checks.length);

      // The observations by open question, each at its place in the model (test/verify/observed.test.ts pastes them).
      const suggest = await cli('verify', origin, '--credentials', DEMO, '--version', 'v3', '--only', 'response', '--suggest');
      const places = [...suggest.stdout.matchAll(/^# (\S+:\d+) \(/gm)].map((m) => m[1]!);
      const unspecified = new Set(resolved.provenance.map((p) => `${p.location.file}:${p.location.line}`));
      expect(places.length).toBeGreaterThan(0);
      for (const place of places) expect(unspecified).toContain(place);

      const bounded = await cli('verify', origin, '--credentials', DEMO, '--max-requests', '10', '--json');
      const skipped = (JSON.parse(bounded.stdout) as Report).checks.filter((c) => c.outcome === 'skip' && /--max-requests 10/.test(c.message));
      expect(skipped.length).toBeGreaterThan(0);
    },
  );
});

describe('verify against a faulty server', () => {
  it('exits 1, naming the failing check with a curl, on the first read-only fault of the corpus', { timeout: 120_000 }, async () => {
    const setup = faultCorpusSetup(REPO);
    const seeded = setup.corpus.find((f) => !f.allowWrites)!;
    const proxy = await startFaultProxy(origin, seeded.fault, setup.demo);
    try {
      const run = await cli('verify', proxy.origin, '--credentials', DEMO);
      expect(run.code, run.stdout).toBe(1);
      const { id, version, operation } = seeded.expect;
      expect(run.stdout).toMatch(new RegExp(`^FAIL ${id.replace('.', '\\.')} ${version} ${operation}: .+\n {5}curl `, 'm'));
      expect(run.stdout).toMatch(/: \d+ passed, [1-9]\d* failed, \d+ skipped;/);
    } finally {
      await proxy.close();
    }
  });
});

describe('verify options', () => {
  const args = (url: string, ...more: string[]) => parseVerifyArgs([url, '--credentials', DEMO, ...more]) as VerifyOptions;

  it('sends at most 20 requests a second to a remote host, with no limit on loopback; --rate overrides both', () => {
    expect(args('https://staging.example.com').rate).toBe(20);
    expect(args('http://10.0.0.7:8080').rate).toBe(20);
    for (const loopback of ['http://127.0.0.1:8080', 'http://localhost:3000', 'http://acme.localhost:8080', 'http://[::1]:8080'])
      expect(args(loopback).rate, loopback).toBeUndefined();
    expect(args('https://staging.example.com', '--rate', '5/s').rate).toBe(5);
    expect(args('http://127.0.0.1:8080', '--rate', '50').rate).toBe(50);
  });
});

describe('verify cannot run', () => {
  it('exits 2 with one line: an unknown version, a bad credentials file, a server that does not answer, a usage error', { timeout: 120_000 }, async () => {
    const folder = mkdtempSync(join(tmpdir(), 'verify-'));
    const bad = join(folder, 'bad.yaml');
    writeFileSync(bad, 'nothing: here\n');
    const badDomain = join(folder, 'bad-domain.yaml');
    writeFileSync(badDomain, 'tenants:\n  acme:\n    apiKeys: [k]\n    ownDomain: https://acme.example/api\n');
    const unknownVersion = await cli('verify', origin, '--credentials', DEMO, '--version', 'v9');
    const badFile = await cli('verify', origin, '--credentials', bad);
    const badOwnDomain = await cli('verify', origin, '--credentials', badDomain);
    const closed = await startDemoSandbox();
    await closed.app.close();
    const unreachable = await cli('verify', closed.origin, '--credentials', DEMO);
    const usage = await cli('verify', '--credentials', DEMO);
    for (const [run, text] of [
      [unknownVersion, /unknown version v9/],
      [badFile, /tenants/],
      [badOwnDomain, /tenants\.acme\.ownDomain must be a host name/],
      [unreachable, /does not answer/],
      [usage, /base URL/],
    ] as const) {
      expect(run.code, run.stderr).toBe(2);
      expect(run.stderr.split('\n')[0]).toMatch(text);
      expect(run.stderr).not.toMatch(/\n\s+at /);
    }
  });
});
