/**
 * Route figures for bench/RESULTS.md: requests per second of a generated v4 route with the full
 * pipeline and validation against a bare Fastify route answering the same JSON, with autocannon
 * on loopback, interleaved rounds, each bounded in time.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import autocannon from 'autocannon';

const ROOT = join(import.meta.dirname, '..');
const ROUNDS = 3;
const SECONDS = 5;
const CONNECTIONS = 50;
const TARGET = 0.8;
const PATH = '/api/v4/projects?filter[status][eq]=draft&sort[created_at]=desc&limit=10';
const HEADERS = { 'service-tenant-id': 'acme', authorization: 'Bearer bench-token' };

async function start(mode: 'generated' | 'bare'): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'bench', 'server-target.ts'), mode], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  const [chunk] = (await once(child.stdout, 'data')) as [Buffer];
  return { url: `http://127.0.0.1:${chunk.toString().trim()}`, stop: () => child.kill() };
}

async function load(url: string): Promise<{ rps: number; errors: number; non2xx: number }> {
  const result = await autocannon({ url: `${url}${PATH}`, headers: HEADERS, connections: CONNECTIONS, duration: SECONDS });
  return { rps: result.requests.average, errors: result.errors + result.timeouts, non2xx: result.non2xx };
}

const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function serverFigures(): Promise<string> {
  const generated = await start('generated');
  const bare = await start('bare');
  try {
    await load(generated.url); // warm-up
    await load(bare.url);
    const rows = { generated: [] as number[], bare: [] as number[] };
    let failures = 0;
    for (let i = 0; i < ROUNDS; i++) {
      for (const [name, server] of i % 2 === 0 ? ([['generated', generated], ['bare', bare]] as const) : ([['bare', bare], ['generated', generated]] as const)) {
        const r = await load(server.url);
        rows[name].push(r.rps);
        failures += r.errors + r.non2xx;
      }
    }
    const ratios = rows.generated.map((g, i) => g / rows.bare[i]!);
    const ratio = median(ratios);
    return [
      '## Generated route stubs',
      '',
      `autocannon on loopback, ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${SECONDS} s per server (each server in its own process): \`GET ${PATH}\`.`,
      '',
      '| Figure | Requests/s, median | Ratio to bare Fastify, median (min–max) |',
      '|---|---:|---:|',
      `| bare Fastify route, same JSON | ${median(rows.bare).toFixed(0)} | 1 |`,
      `| generated v4 route: tenant, bearer, scope, deep query, Ajv validation | ${median(rows.generated).toFixed(0)} | **${ratio.toFixed(2)}** (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}) |`,
      '',
      `Target: ≥ ${TARGET} × bare Fastify → ${ratio >= TARGET ? 'met' : 'not met'}. Errors, timeouts and non-2xx answers during the runs: ${failures}.`,
      '',
    ].join('\n');
  } finally {
    generated.stop();
    bare.stop();
  }
}

if (process.argv[1] === import.meta.filename) console.log(await serverFigures());
