/**
 * Client figures for bench/RESULTS.md: requests per second of the generated client against
 * raw `fetch` and openapi-fetch on the same loopback server (interleaved rounds, same
 * concurrency, the same operation), the cost of the token path (100 concurrent calls on a cold
 * cache), and the minified + gzipped size of a bundle that imports one v4 operation, against
 * openapi-fetch's equivalent.
 */
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildSync } from 'esbuild';
import createClient from 'openapi-fetch';
import { createV3Client, createV4Client } from '../generated/client/dist/index.js';
import { pinLoadAndServer, type Pinning } from './cpu-pinning.ts';
import { startPortChild } from './port-child.ts';
import { fmtStat, median, ROOT, stat, type Section } from './measure.ts';
import { versionOf } from './peers.ts';

/**
 * Many short rounds, and within each round the variants take turns in slices: the ratio is
 * taken per round, between measurements a fraction of a second apart, so load from other
 * processes hits every variant alike. With whole rounds of 2,000 requests per variant in a row,
 * the per-round ratios spread from 0.53 to 1.64; in slices, mostly from 0.75 to 1.3. The median
 * of 15 such rounds still moved between 0.90 and 1.02 over ten runs of the same code (fetch's
 * own CPU per request moved between 155 and 240 µs). 21 rounds are a judgement between that
 * spread and the benchmark's five minutes, not a cure for it.
 */
const ROUNDS = 21;
const SLICES_PER_ROUND = 4;
const REQUESTS_PER_SLICE = 500;
const CONCURRENCY = 16;
/** Target of issue 3: the client keeps at least this share of raw fetch's throughput. */
const THROUGHPUT_TARGET = 0.95;
const BUNDLE_TARGET_BYTES = 6 * 1024;

interface LoopbackServer {
  origin: string;
  stop: () => Promise<void>;
}

async function startServer(pinning: Pinning): Promise<LoopbackServer> {
  const [command, args] = pinning.serverCommand(process.execPath, [join(ROOT, 'bench', 'loopback-server.mjs')]);
  const { port, stop } = await startPortChild('loopback server', command, args, ROOT);
  return { origin: `http://127.0.0.1:${port}`, stop };
}

interface Round {
  /** Requests per second. */
  rate: number;
  /** CPU time of this (client) process per request, in microseconds: steadier than wall time on a shared machine. */
  cpuMicros: number;
}

/** What one variant used over a round's slices. */
interface Tally {
  requests: number;
  ms: number;
  cpuMicros: number;
}

/** One slice: REQUESTS_PER_SLICE calls, CONCURRENCY at a time, added to `tally`. */
async function slice(call: () => Promise<unknown>, tally: Tally): Promise<void> {
  let next = 0;
  const start = performance.now();
  const cpu = process.cpuUsage();
  const worker = async () => {
    while (next++ < REQUESTS_PER_SLICE) await call();
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const used = process.cpuUsage(cpu);
  tally.requests += REQUESTS_PER_SLICE;
  tally.ms += performance.now() - start;
  tally.cpuMicros += used.user + used.system;
}

/** One round: the variants take turns, slice by slice, the order reversed every other slice. */
async function round<Name extends string>(calls: Readonly<Record<Name, () => Promise<unknown>>>, names: readonly Name[]): Promise<Record<Name, Round>> {
  const tallies = Object.fromEntries(names.map((n) => [n, { requests: 0, ms: 0, cpuMicros: 0 }])) as Record<Name, Tally>;
  for (let i = 0; i < SLICES_PER_ROUND; i++) {
    for (const name of i % 2 === 0 ? names : [...names].reverse()) await slice(calls[name], tallies[name]);
  }
  return Object.fromEntries(
    names.map((n) => [n, { rate: tallies[n].requests / (tallies[n].ms / 1000), cpuMicros: tallies[n].cpuMicros / tallies[n].requests }]),
  ) as Record<Name, Round>;
}

const spread = (xs: readonly number[]) => `${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)}`;

interface BundleSize {
  minified: number;
  gzipped: number;
}

/** Minified (esbuild, browser, ES2022) and gzipped (level 9) size of a bundle of `entry`. */
function bundleSize(entry: string): BundleSize {
  const result = buildSync({
    stdin: { contents: entry, resolveDir: ROOT, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
  });
  const code = result.outputFiles[0]!.contents;
  return { minified: code.length, gzipped: gzipSync(code, { level: 9 }).length };
}

/** One v4 operation with our client: OAuth token flow, tenant header, typed errors included. */
const OURS_ONE_OPERATION = `import { createV4Transport, getWelcome } from ${JSON.stringify(join(ROOT, 'generated/client/dist/v4/index.js'))};
getWelcome(createV4Transport({ region: 'global', tenant: 'acme', clientId: 'id', clientSecret: 'secret' })).then(console.log);`;

/** The same call with openapi-fetch: the caller brings the token and the headers; no error classes, no retries. */
const OPENAPI_FETCH_ONE_OPERATION = `import createClient from 'openapi-fetch';
const client = createClient({ baseUrl: 'https://api.service.invalid/api/v4', headers: { 'service-tenant-id': 'acme', authorization: 'Bearer token' } });
client.GET('/welcome').then(console.log);`;

export async function clientFigures(): Promise<Section> {
  const pinning = pinLoadAndServer();
  try {
    return await measureAgainst(await startServer(pinning), pinning);
  } finally {
    pinning.release();
  }
}

async function measureAgainst(server: LoopbackServer, pinning: Pinning): Promise<Section> {
  try {
    const url = `${server.origin}/api/v3/jobs/j1`;
    const headers = { 'x-api-key': 'acme-v3-key', 'service-tenant-id': 'acme', accept: 'application/json' };
    const raw = () => fetch(url, { headers }).then((r) => r.json());
    // Untyped: types are erased at run time, so openapi-typescript's types would change nothing here.
    const openapiFetch = createClient<any>({ baseUrl: `${server.origin}/api/v3`, headers });
    const viaOpenapiFetch = () => openapiFetch.GET('/jobs/{id}', { params: { path: { id: 'j1' } } });
    const v3 = createV3Client({ baseUrl: server.origin, tenant: 'acme', apiKey: 'acme-v3-key' });
    const client = () => v3.getJob({ path: { id: 'j1' } });
    const v4 = createV4Client({ baseUrl: server.origin, tenant: 'acme', clientId: 'acme-full', clientSecret: 'acme-full-secret' });
    const oauth = () => v4.getWelcome();

    const calls = { raw, openapiFetch: viaOpenapiFetch, client, oauth };
    type Name = keyof typeof calls;
    const names = Object.keys(calls) as Name[];
    await round(calls, names); // warm-up: connection pool, JIT
    const samples = Object.fromEntries(names.map((n) => [n, [] as Round[]])) as Record<Name, Round[]>;
    for (let i = 0; i < ROUNDS; i++) {
      const measured = await round(calls, names);
      for (const name of names) samples[name].push(measured[name]);
    }
    const rows = Object.fromEntries(names.map((n) => [n, samples[n].map((r) => r.rate)])) as Record<Name, number[]>;
    const cpu = Object.fromEntries(names.map((n) => [n, median(samples[n].map((r) => r.cpuMicros))])) as Record<Name, number>;
    const ratiosTo = (name: Name) => rows[name].map((c, i) => c / rows.raw[i]!);
    const ratios = ratiosTo('client');
    const ratioCell = (name: Name) => fmtStat(stat(ratiosTo(name)), 2);

    await fetch(`${server.origin}/__reset`);
    const cold = createV4Client({ baseUrl: server.origin, tenant: 'acme', clientId: 'acme-full', clientSecret: 'acme-full-secret' });
    const coldStart = performance.now();
    await Promise.all(Array.from({ length: 100 }, () => cold.getWelcome()));
    const coldMs = performance.now() - coldStart;
    const { tokens } = (await (await fetch(`${server.origin}/__stats`)).json()) as { tokens: number };

    const size = bundleSize(OURS_ONE_OPERATION);
    const peerSize = bundleSize(OPENAPI_FETCH_ONE_OPERATION);
    const markdown = [
      '## Generated client',
      '',
      `Loopback server in its own process; ${ROUNDS} rounds, in each of which the variants take turns in ${SLICES_PER_ROUND} slices of ${REQUESTS_PER_SLICE} requests (${SLICES_PER_ROUND * REQUESTS_PER_SLICE} per variant and round), ${CONCURRENCY} at a time; the ratio is taken per round. ${pinning.description}`,
      '',
      '| Figure | Requests/s, median (min–max) | Ratio to raw fetch, median (min–max) | Client CPU per request, median |',
      '|---|---:|---:|---:|',
      `| raw \`fetch\` + \`json()\` (v3 GET /jobs/{id}) | ${median(rows.raw).toFixed(0)} (${spread(rows.raw)}) | 1 | ${cpu.raw.toFixed(0)} µs |`,
      `| openapi-fetch ${versionOf('openapi-fetch')} \`GET('/jobs/{id}')\` (same call, untyped) | ${median(rows.openapiFetch).toFixed(0)} (${spread(rows.openapiFetch)}) | ${ratioCell('openapiFetch')} | ${cpu.openapiFetch.toFixed(0)} µs |`,
      `| generated client \`getJob\` (v3, API key) | ${median(rows.client).toFixed(0)} (${spread(rows.client)}) | **${ratioCell('client')}** | ${cpu.client.toFixed(0)} µs |`,
      `| generated client \`getWelcome\` (v4, cached token) | ${median(rows.oauth).toFixed(0)} (${spread(rows.oauth)}) | ${ratioCell('oauth')} | ${cpu.oauth.toFixed(0)} µs |`,
      '',
      `Target: client ≥ ${THROUGHPUT_TARGET} × raw fetch → ${median(ratios) >= THROUGHPUT_TARGET ? 'met' : 'not met'} (per-round ratios spread widely on a shared machine; the CPU column is steadier).`,
      '',
      `Client-process CPU per request: generated client (v3) **${cpu.client >= cpu.raw ? '+' : '−'}${Math.abs(cpu.client - cpu.raw).toFixed(0)} µs** against raw fetch (${(cpu.raw / cpu.client).toFixed(2)} × raw's requests per CPU second), openapi-fetch ${cpu.openapiFetch >= cpu.raw ? '+' : '−'}${Math.abs(cpu.openapiFetch - cpu.raw).toFixed(0)} µs.`,
      '',
      `Token path: 100 concurrent calls on a cold cache → **${tokens} token request${tokens === 1 ? '' : 's'}**, all 100 calls done in ${coldMs.toFixed(0)} ms (the token endpoint answers after 20 ms).`,
      '',
      'Bundle importing one v4 operation (esbuild, browser, minified; gzip level 9):',
      '',
      '| Bundle | Minified | Gzipped |',
      '|---|---:|---:|',
      `| ours: \`createV4Transport\` + \`getWelcome\` (OAuth token flow and cache, tenant header, typed errors) | ${size.minified} B | **${(size.gzipped / 1024).toFixed(2)} KB** |`,
      `| openapi-fetch ${versionOf('openapi-fetch')}: \`createClient\` + \`GET('/welcome')\` (the caller brings token and headers) | ${peerSize.minified} B | ${(peerSize.gzipped / 1024).toFixed(2)} KB |`,
      '',
      `Target < ${BUNDLE_TARGET_BYTES / 1024} KB gzipped → ${size.gzipped < BUNDLE_TARGET_BYTES ? 'met' : 'not met'}; ours / openapi-fetch: ${(size.gzipped / peerSize.gzipped).toFixed(2)}.`,
      '',
    ].join('\n');
    const clientRatio = median(ratios);
    return {
      markdown,
      summary: [
        {
          figure: 'client requests/s, generated `getJob` / raw `fetch`',
          measured: clientRatio.toFixed(2),
          target: `≥ ${THROUGHPUT_TARGET}`,
          met: clientRatio >= THROUGHPUT_TARGET,
        },
        { figure: 'client requests/s, openapi-fetch / raw `fetch`', measured: median(ratiosTo('openapiFetch')).toFixed(2), target: '(peer)' },
        {
          figure: 'client token path: 100 concurrent calls, cold cache',
          measured: `${tokens} token request${tokens === 1 ? '' : 's'}`,
          target: '1',
          met: tokens === 1,
        },
        {
          figure: 'bundle, one v4 operation, min+gzip: ours (openapi-fetch)',
          measured: `${(size.gzipped / 1024).toFixed(2)} KB (${(peerSize.gzipped / 1024).toFixed(2)} KB)`,
          target: `< ${BUNDLE_TARGET_BYTES / 1024} KB`,
          met: size.gzipped < BUNDLE_TARGET_BYTES,
        },
      ],
    };
  } finally {
    await server.stop();
  }
}

if (process.argv[1] === import.meta.filename) console.log((await clientFigures()).markdown);
