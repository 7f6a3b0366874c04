/**
 * Client figures for bench/RESULTS.md: requests per second of the generated client against
 * raw `fetch` on the same loopback server (interleaved rounds, same concurrency), the cost of
 * the token path (100 concurrent calls on a cold cache), and the minified + gzipped size of a
 * bundle that imports one v4 operation.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildSync } from 'esbuild';
import { createV3Client, createV4Client } from '../generated/client/dist/index.js';

const ROOT = join(import.meta.dirname, '..');
const ROUNDS = 7;
const REQUESTS_PER_ROUND = 2000;
const CONCURRENCY = 16;
/** Target of issue 3: the client keeps at least this share of raw fetch's throughput. */
const THROUGHPUT_TARGET = 0.95;
const BUNDLE_TARGET_BYTES = 6 * 1024;

async function startServer(): Promise<{ origin: string; stop: () => void }> {
  const child = spawn(process.execPath, [join(ROOT, 'bench', 'loopback-server.mjs')], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [chunk] = (await once(child.stdout, 'data')) as [Buffer];
  return { origin: `http://127.0.0.1:${chunk.toString().trim()}`, stop: () => child.kill() };
}

/** Requests per second for `call`, CONCURRENCY at a time, REQUESTS_PER_ROUND in all. */
async function throughput(call: () => Promise<unknown>): Promise<number> {
  let next = 0;
  const start = performance.now();
  const worker = async () => {
    while (next++ < REQUESTS_PER_ROUND) await call();
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return REQUESTS_PER_ROUND / ((performance.now() - start) / 1000);
}

const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const spread = (xs: readonly number[]) => `${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)}`;

function bundleSize(): { minified: number; gzipped: number } {
  const entry = `import { createV4Transport, getWelcome } from ${JSON.stringify(join(ROOT, 'generated/client/dist/v4/index.js'))};
getWelcome(createV4Transport({ region: 'global', tenant: 'acme', clientId: 'id', clientSecret: 'secret' })).then(console.log);`;
  const result = buildSync({ stdin: { contents: entry, resolveDir: ROOT, loader: 'js' }, bundle: true, minify: true, format: 'esm', platform: 'browser', target: 'es2022', write: false });
  const code = result.outputFiles[0]!.contents;
  return { minified: code.length, gzipped: gzipSync(code, { level: 9 }).length };
}

export async function clientFigures(): Promise<string> {
  const server = await startServer();
  try {
    const url = `${server.origin}/api/v3/jobs/j1`;
    const headers = { 'x-api-key': 'acme-v3-key', 'service-tenant-id': 'acme', accept: 'application/json' };
    const raw = () => fetch(url, { headers }).then((r) => r.json());
    const v3 = createV3Client({ baseUrl: server.origin, tenant: 'acme', apiKey: 'acme-v3-key' });
    const client = () => v3.getJob({ path: { id: 'j1' } });
    const v4 = createV4Client({ baseUrl: server.origin, tenant: 'acme', clientId: 'acme-full', clientSecret: 'acme-full-secret' });
    const oauth = () => v4.getWelcome();

    await throughput(raw); // warm-up: connection pool, JIT
    await throughput(client);
    await throughput(oauth);
    const rows = { raw: [] as number[], client: [] as number[], oauth: [] as number[] };
    for (let round = 0; round < ROUNDS; round++) {
      // Alternate the order, so neither side always runs right after the other warmed the pool.
      const order = round % 2 === 0 ? (['raw', 'client', 'oauth'] as const) : (['oauth', 'client', 'raw'] as const);
      for (const name of order) rows[name].push(await throughput({ raw, client, oauth }[name]));
    }
    const ratios = rows.client.map((c, i) => c / rows.raw[i]!);
    const oauthRatios = rows.oauth.map((c, i) => c / rows.raw[i]!);

    await fetch(`${server.origin}/__reset`);
    const cold = createV4Client({ baseUrl: server.origin, tenant: 'acme', clientId: 'acme-full', clientSecret: 'acme-full-secret' });
    const coldStart = performance.now();
    await Promise.all(Array.from({ length: 100 }, () => cold.getWelcome()));
    const coldMs = performance.now() - coldStart;
    const { tokens } = (await (await fetch(`${server.origin}/__stats`)).json()) as { tokens: number };

    const size = bundleSize();
    return [
      '## Generated client',
      '',
      `Loopback server in its own process; ${ROUNDS} interleaved rounds of ${REQUESTS_PER_ROUND} requests, ${CONCURRENCY} at a time.`,
      '',
      '| Figure | Requests/s, median (min–max) | Ratio to raw fetch, median (min–max) |',
      '|---|---:|---:|',
      `| raw \`fetch\` + \`json()\` (v3 GET /jobs/{id}) | ${median(rows.raw).toFixed(0)} (${spread(rows.raw)}) | 1 |`,
      `| generated client \`getJob\` (v3, API key) | ${median(rows.client).toFixed(0)} (${spread(rows.client)}) | **${median(ratios).toFixed(2)}** (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}) |`,
      `| generated client \`getWelcome\` (v4, cached token) | ${median(rows.oauth).toFixed(0)} (${spread(rows.oauth)}) | ${median(oauthRatios).toFixed(2)} (${Math.min(...oauthRatios).toFixed(2)}–${Math.max(...oauthRatios).toFixed(2)}) |`,
      '',
      `Target: client ≥ ${THROUGHPUT_TARGET} × raw fetch → ${median(ratios) >= THROUGHPUT_TARGET ? 'met' : 'not met'}.`,
      '',
      `Token path: 100 concurrent calls on a cold cache → **${tokens} token request${tokens === 1 ? '' : 's'}**, all 100 calls done in ${coldMs.toFixed(0)} ms (the token endpoint answers after 20 ms).`,
      '',
      `Bundle importing one v4 operation (\`createV4Transport\` + \`getWelcome\`, esbuild, minified): ${size.minified} B, **${(size.gzipped / 1024).toFixed(2)} KB gzipped** (target < ${BUNDLE_TARGET_BYTES / 1024} KB → ${size.gzipped < BUNDLE_TARGET_BYTES ? 'met' : 'not met'}).`,
      '',
    ].join('\n');
  } finally {
    server.stop();
  }
}

if (process.argv[1] === import.meta.filename) console.log(await clientFigures());
