/**
 * What the behaviour checks rest on, seen from outside: every request of a run against the
 * sandbox, recorded by a loopback proxy, is safe by construction (read-only: only GET, the token
 * operation, and other methods at a record that does not exist; with --allow-writes: changes only
 * at records verify created, records the credentials file gives (never deleted), or records that
 * do not exist); the credentials file's own domains and given records as verify reads them; and
 * how `help.content` reads a `/help` answer whose shape the model does not show.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOOPBACK_DEFAULTS } from '../../src/verify/command.ts';
import { helpProblems } from '../../src/verify/checks/help.ts';
import { ABSENT_ID } from '../../src/verify/context.ts';
import { CredentialsError, readCredentials } from '../../src/verify/credentials.ts';
import { runVerify, type RunResult } from '../../src/verify/run.ts';
import { startSandbox } from '../support/sandbox-server.ts';
import { REPO } from '../support/seed.ts';
import { faultCorpusSetup, startFaultProxy, type ProxiedRequest } from './fault-proxy.ts';

const { model, tenants, demo, store, sandbox: sandboxFacts } = faultCorpusSetup(REPO);
const [first, second] = tenants;

/** A run through a proxy that records every request and the id of every record a POST created. */
async function recordedRun(allowWrites: boolean): Promise<{ result: RunResult; requests: ProxiedRequest[]; created: Set<string> }> {
  const requests: ProxiedRequest[] = [];
  const created = new Set<string>();
  const sandbox = await startSandbox({ store: store(), model: sandboxFacts });
  const proxy = await startFaultProxy(
    sandbox.origin,
    {
      request: (r) => {
        requests.push(r);
        return r;
      },
      response: (q, r) => {
        const id = q.method === 'POST' && r.status < 300 ? (JSON.parse(r.body || 'null') as { id?: unknown } | null)?.id : undefined;
        if (typeof id === 'string') created.add(id);
        return r;
      },
    },
    demo,
  );
  try {
    const result = await runVerify(model, { baseUrl: proxy.origin, tenants, views: model.views, allowWrites, only: [], limits: LOOPBACK_DEFAULTS });
    return { result, requests, created };
  } finally {
    await proxy.close();
    await sandbox.app.close();
  }
}

const pathOf = (r: ProxiedRequest) => r.url.split('?')[0]!;
const isToken = (r: ProxiedRequest) => r.method === 'POST' && pathOf(r) === demo.tokenPath;
const given = new Set([...first!.records.values()].flat().map((r) => encodeURIComponent(r.id)));
const segments = (r: ProxiedRequest) => pathOf(r).split('/');

describe('safe by construction', () => {
  it('read-only: only GET and the token operation, other methods only at a record that does not exist', { timeout: 60_000 }, async () => {
    const { requests, result } = await recordedRun(false);
    expect(result.summary.fail).toBe(0);
    const others = requests.filter((r) => r.method !== 'GET' && !isToken(r));
    // method.not-allowed sends them: there must be some, each at an absent id.
    expect(others.length).toBeGreaterThan(0);
    for (const r of others) expect(segments(r), `${r.method} ${r.url}`).toContain(encodeURIComponent(ABSENT_ID));
  });

  it(
    'with --allow-writes: changes only at records verify created or was given, at absent ids, never a delete of a given record',
    { timeout: 60_000 },
    async () => {
      const { requests, created, result } = await recordedRun(true);
      expect(result.summary.fail).toBe(0);
      const changes = requests.filter((r) => r.method !== 'GET' && !isToken(r));
      const at = (r: ProxiedRequest) =>
        segments(r).filter(
          (s) => s === encodeURIComponent(ABSENT_ID) || s === `${encodeURIComponent(ABSENT_ID)}-2` || created.has(decodeURIComponent(s)) || given.has(s),
        );
      for (const r of changes) {
        const isCreate =
          r.method === 'POST' && !segments(r).some((s) => given.has(s) || created.has(decodeURIComponent(s)) || s.startsWith(encodeURIComponent(ABSENT_ID)));
        if (isCreate) continue;
        expect(at(r).length, `${r.method} ${r.url}`).toBeGreaterThan(0);
        if (r.method === 'DELETE')
          expect(
            segments(r).some((s) => given.has(s)),
            `${r.method} ${r.url}`,
          ).toBe(false);
        // The second tenant only ever tries to change what verify created, or records that do not exist.
        if (r.headers[demo.tenantHeader] === second!.tenant)
          expect(
            segments(r).some((s) => given.has(s)),
            `${r.method} ${r.url}`,
          ).toBe(false);
      }
      // Given records were changed (the workflow and the given writes ran), and only through a record's own path.
      expect(changes.some((r) => segments(r).some((s) => given.has(s)))).toBe(true);
    },
  );
});

describe('the credentials file', () => {
  const write = (text: string) => {
    const file = join(mkdtempSync(join(tmpdir(), 'verify-credentials-')), 'c.yaml');
    writeFileSync(file, text);
    return file;
  };

  it('names each tenant’s own domain, a host or an origin, and the records it gives by collection', () => {
    const [a, b] = readCredentials(
      write(
        [
          'tenants:',
          '  a:',
          '    ownDomain: a.example.test',
          '    apiKeys: [k]',
          '    owner: { id: u-1 }',
          '    approvers: [{ id: u-2 }]',
          '    project: [{ id: p-1, status: draft }, { id: 7 }]',
          '    notes: [plain, text]',
          '  b:',
          '    ownDomain: https://b.example.test',
        ].join('\n'),
      ),
      [],
    );
    expect(a!.ownDomain).toBe('a.example.test');
    expect(b!.ownDomain).toBe('https://b.example.test');
    expect(a!.records.get('project')!.map((r) => r.id)).toEqual(['p-1', '7']);
    expect(a!.records.has('notes')).toBe(false);
    expect(b!.records.size).toBe(0);
    for (const domain of ['https://a.example.test/api', 'not a host', 'ftp://a.example.test'])
      expect(() => readCredentials(write(`tenants:\n  a:\n    ownDomain: '${domain}'\n`), [])).toThrow(CredentialsError);
  });

  it('the sandbox’s demo data gives its tenants’ own domains and records of every kind the checks drive', () => {
    expect(tenants.every((t) => t.ownDomain !== undefined)).toBe(true);
    const workflow = model.views.flatMap((v) => v.operations).find((o) => o.transition?.from)!;
    expect(first!.records.get(workflow.resource)?.length).toBeGreaterThan(1);
  });
});

describe('help.content reads a /help answer by what it holds', () => {
  const v4 = model.views.find((v) => v.operations.some((o) => o.describes))!;
  const help = v4.operations.find((o) => o.describes && v4.operations.find((l) => l.id === o.describes)!.filters.length > 0)!;
  const filters = v4.operations.find((o) => o.id === help.describes)!.filters;
  const values = (f: (typeof filters)[number]) => (f.value.kind === 'scalar' ? f.value.enum : undefined);
  const asArray = filters.map((f) => ({ name: f.attribute, operators: [...f.operators], ...(values(f) ? { values: [...values(f)!] } : {}) }));
  const asObject = Object.fromEntries(
    filters.map((f) => [f.attribute, { ops: Object.fromEntries(f.operators.map((o) => [o, true])), enum: values(f) ?? null }]),
  );

  it('takes the model’s attributes in either shape, an array of entries or an object keyed by attribute', () => {
    expect(filters.some((f) => values(f))).toBe(true);
    expect(helpProblems(v4, { resource: 'x', attributes: asArray }, filters)).toEqual([]);
    expect(helpProblems(v4, { filters: asObject }, filters)).toEqual([]);
  });

  it('names an attribute, operator or value left out or added', () => {
    const [head, ...rest] = asArray;
    expect(helpProblems(v4, { attributes: rest }, filters).join()).toContain(head!.name);
    expect(helpProblems(v4, { attributes: [...asArray, { name: 'verify_extra', operators: ['eq'] }] }, filters).join()).toContain('verify_extra');
    const enumerated = asArray.find((a) => a.values)!;
    const fewer = asArray.map((a) => (a === enumerated ? { ...a, values: a.values!.slice(1) } : a));
    expect(helpProblems(v4, { attributes: fewer }, filters).join()).toContain(enumerated.values![0]!);
    const more = asArray.map((a) =>
      a === enumerated ? { ...a, operators: [...a.operators, ...filters.flatMap((f) => f.operators).filter((o) => !a.operators.includes(o))] } : a,
    );
    expect(helpProblems(v4, { attributes: more }, filters).join()).toContain(`${enumerated.name}: operators with`);
    expect(helpProblems(v4, {}, filters).length).toBeGreaterThan(0);
  });
});
