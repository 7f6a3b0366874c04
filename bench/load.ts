/**
 * Load test (issue 7): the sandbox (bench/load-target.ts, its own process) under autocannon on
 * loopback, DURATION_S seconds at CONNECTIONS connections, every connection cycling through a
 * realistic mix: v3 calls with the API key, v4 calls with bearer tokens obtained beforehand from
 * the sandbox's token endpoint (two clients: one with every scope, one narrow), and the refusals
 * a real API sees (no token, a scope the token lacks, an unknown tenant, a missing record), each
 * with the status it must get. Counted as errors: connection errors and resets, time-outs, and
 * any status other than the one expected for that request. Memory of the server process
 * (RSS and V8 heap) at the start, the middle and the end of the run, and after a full garbage
 * collection before and after the run.
 */
import autocannon from 'autocannon';
import { startLoadTarget, type Memory } from './load-target-process.ts';
import { fmt, type Section } from './measure.ts';

const DURATION_S = 30;
const WARM_UP_S = 3;
const CONNECTIONS = 100;
const TENANT = { 'service-tenant-id': 'acme' };

interface MixEntry {
  name: string;
  method: 'GET';
  path: string;
  headers: Record<string, string>;
  expect: number;
}

function mix(fullToken: string, narrowToken: string): MixEntry[] {
  const v3 = { ...TENANT, 'x-api-key': 'acme-v3-key' };
  const v4 = { ...TENANT, authorization: `Bearer ${fullToken}` };
  const get = (name: string, path: string, headers: Record<string, string>, expect = 200): MixEntry => ({ name, method: 'GET', path, headers, expect });
  return [
    get('v3 list jobs', '/api/v3/jobs', v3),
    get('v3 get job', '/api/v3/jobs/job-1001', v3),
    get('v4 welcome', '/api/v4/welcome', v4),
    get('v4 list projects, deep filter + sort', '/api/v4/projects?filter[status][eq]=draft&sort[created_at]=desc&limit=10', v4),
    get('v4 get project', '/api/v4/projects/job-1001', v4),
    get('v4 projects help', '/api/v4/projects/help', v4),
    get('v4 list supplier users', '/api/v4/supplier_users', v4),
    get('v4 scope the token lacks', '/api/v4/supplier_users', { ...TENANT, authorization: `Bearer ${narrowToken}` }, 403),
    get('v4 without a token', '/api/v4/projects', TENANT, 401),
    get('v4 unknown tenant', '/api/v4/projects', { 'service-tenant-id': 'nobody', authorization: `Bearer ${fullToken}` }, 404),
    get('v3 missing record', '/api/v3/jobs/no-such-job', v3, 404),
  ];
}

async function token(origin: string, clientId: string, secret: string): Promise<string> {
  const response = await fetch(`${origin}/api/v4/oauth/token`, {
    method: 'POST',
    headers: { ...TENANT, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: secret }),
  });
  if (!response.ok) throw new Error(`token request for ${clientId} answered ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

const mb = (bytes: number) => fmt(bytes / 1024 / 1024, 1);

export async function loadFigures(): Promise<Section> {
  const target = await startLoadTarget();
  try {
    const { origin, memory } = target;
    const entries = mix(await token(origin, 'acme-full', 'acme-full-secret'), await token(origin, 'acme-narrow', 'acme-narrow-secret'));
    const unexpected = new Map<string, number>();
    const requests = entries.map((e) => ({
      method: e.method,
      path: e.path,
      headers: e.headers,
      onResponse: (status: number) => {
        if (status !== e.expect) unexpected.set(`${e.name}: ${status}`, (unexpected.get(`${e.name}: ${status}`) ?? 0) + 1);
      },
    }));
    const run = (duration: number) => autocannon({ url: origin, connections: CONNECTIONS, duration, requests, timeout: 10 });

    await run(WARM_UP_S); // JIT, connection handling, the token store
    unexpected.clear();
    const startGc = await memory(true);
    const samples: { at: string; memory: Memory }[] = [{ at: 'start', memory: await memory() }];
    const middle = setTimeout(() => void memory().then((m) => samples.push({ at: 'middle', memory: m })), (DURATION_S * 1000) / 2);
    const result = await run(DURATION_S);
    clearTimeout(middle);
    samples.push({ at: 'end', memory: await memory() });
    const endGc = await memory(true);

    const unexpectedCount = [...unexpected.values()].reduce((a, b) => a + b, 0);
    const errors = result.errors + result.timeouts + unexpectedCount;
    const heapGrowth = endGc.heapUsed - startGc.heapUsed;
    const stable = heapGrowth < 10 * 1024 * 1024;
    const statuses = Object.entries(result.statusCodeStats ?? {})
      .map(([status, s]) => `${status}: ${(s as { count: number }).count}`)
      .join(', ');
    const markdown = [
      '## Load test (sandbox)',
      '',
      `autocannon on loopback against the sandbox (both versions on the generated routes, demo data, response validation on; its own process): ${CONNECTIONS} connections for ${DURATION_S} s after a ${WARM_UP_S} s warm-up, each connection cycling through ${entries.length} requests: ${entries.map((e) => `${e.name} (${e.expect})`).join(', ')}. v4 tokens come from the sandbox's token endpoint before the run.`,
      '',
      '| Figure | Value |',
      '|---|---:|',
      `| requests | ${result.requests.total} (${fmt(result.requests.average)} per second) |`,
      `| latency p50 / p99 / max | ${result.latency.p50} / ${result.latency.p99} / ${result.latency.max} ms |`,
      `| responses by status | ${statuses} |`,
      `| connection errors and resets | ${result.errors} |`,
      `| time-outs (10 s) | ${result.timeouts} |`,
      `| statuses other than the expected one | ${unexpectedCount}${unexpectedCount > 0 ? ` (${[...unexpected].map(([k, v]) => `${k} ×${v}`).join('; ')})` : ''} |`,
      '',
      `**Errors: ${errors}** → target zero ${errors === 0 ? 'met' : 'not met'}.`,
      '',
      '| Server memory | RSS MB | Heap used MB | Heap total MB |',
      '|---|---:|---:|---:|',
      `| before the run, after a full GC | ${mb(startGc.rss)} | ${mb(startGc.heapUsed)} | ${mb(startGc.heapTotal)} |`,
      ...samples.map((s) => `| ${s.at} of the run | ${mb(s.memory.rss)} | ${mb(s.memory.heapUsed)} | ${mb(s.memory.heapTotal)} |`),
      `| after the run, after a full GC | ${mb(endGc.rss)} | ${mb(endGc.heapUsed)} | ${mb(endGc.heapTotal)} |`,
      '',
      `Heap retained across the run (after GC, end − start): ${heapGrowth >= 0 ? '+' : '−'}${mb(Math.abs(heapGrowth))} MB → memory ${stable ? 'stable' : 'grows'} (threshold: 10 MB retained).`,
      '',
    ].join('\n');
    return {
      markdown,
      summary: [
        {
          figure: `load test: ${CONNECTIONS} connections × ${DURATION_S} s, mixed v3/v4 requests`,
          measured: `${errors} errors in ${result.requests.total} requests`,
          target: '0 errors',
          met: errors === 0,
        },
        {
          figure: 'load test: server heap retained across the run',
          measured: `${heapGrowth >= 0 ? '+' : '−'}${mb(Math.abs(heapGrowth))} MB`,
          target: '< 10 MB',
          met: stable,
        },
      ],
    };
  } finally {
    target.stop();
  }
}

if (process.argv[1] === import.meta.filename) console.log((await loadFigures()).markdown);
