/**
 * Route figures for bench/RESULTS.md: requests per second of a generated v4 route with the full
 * pipeline and validation, a bare Fastify route answering the same JSON, and
 * fastify-openapi-glue serving the same operation from generated/openapi/v4.yaml, with
 * autocannon on loopback, interleaved rounds, each bounded in time.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type { Section } from './measure.ts';
import { versionOf } from './peers.ts';

const ROOT = join(import.meta.dirname, '..');
const ROUNDS = 3;
const SECONDS = 3;
const WARM_UP_SECONDS = 2;
const CONNECTIONS = 50;
const TARGET = 0.8;
const PATH = '/api/v4/projects?filter[status][eq]=draft&sort[created_at]=desc&limit=10';
const HEADERS = { 'service-tenant-id': 'acme', authorization: 'Bearer bench-token' };

type Server = 'generated' | 'bare' | 'glue';

async function start(server: Server): Promise<{ url: string; stop: () => void }> {
  const [script, args] = server === 'glue' ? ['glue-target.ts', []] : ['server-target.ts', [server]];
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'bench', script), ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  const [chunk] = (await once(child.stdout, 'data')) as [Buffer];
  return { url: `http://127.0.0.1:${chunk.toString().trim()}`, stop: () => child.kill() };
}

async function load(url: string, seconds = SECONDS): Promise<{ rps: number; errors: number; non2xx: number }> {
  const result = await autocannon({ url: `${url}${PATH}`, headers: HEADERS, connections: CONNECTIONS, duration: seconds });
  return { rps: result.requests.average, errors: result.errors + result.timeouts, non2xx: result.non2xx };
}

const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const SERVERS: readonly Server[] = ['generated', 'bare', 'glue'];

export async function serverFigures(): Promise<Section> {
  const servers = new Map<Server, { url: string; stop: () => void }>();
  try {
    for (const name of SERVERS) servers.set(name, await start(name));
    for (const name of SERVERS) await load(servers.get(name)!.url, WARM_UP_SECONDS); // JIT, connections
    const rows: Record<Server, number[]> = { generated: [], bare: [], glue: [] };
    let failures = 0;
    for (let i = 0; i < ROUNDS; i++) {
      for (const name of i % 2 === 0 ? SERVERS : [...SERVERS].reverse()) {
        const r = await load(servers.get(name)!.url);
        rows[name].push(r.rps);
        failures += r.errors + r.non2xx;
      }
    }
    const ratiosOf = (name: Server) => rows[name].map((g, i) => g / rows.bare[i]!);
    const ratios = ratiosOf('generated');
    const ratio = median(ratios);
    const glueRatios = ratiosOf('glue');
    const markdown = [
      '## Generated route stubs',
      '',
      `autocannon on loopback, ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${SECONDS} s per server (each server in its own process): \`GET ${PATH}\` with the tenant header and a bearer token.`,
      '',
      '| Figure | Requests/s, median | Ratio to bare Fastify, median (min–max) |',
      '|---|---:|---:|',
      `| bare Fastify route, same JSON | ${median(rows.bare).toFixed(0)} | 1 |`,
      `| generated v4 route: tenant, bearer, scope, deep query, Ajv validation | ${median(rows.generated).toFixed(0)} | **${ratio.toFixed(2)}** (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}) |`,
      `| fastify-openapi-glue ${versionOf('fastify-openapi-glue')} on v4.yaml: tenant header and query validated, security handler for bearer + scope (deep query not parsed) | ${median(rows.glue).toFixed(0)} | ${median(glueRatios).toFixed(2)} (${Math.min(...glueRatios).toFixed(2)}–${Math.max(...glueRatios).toFixed(2)}) |`,
      '',
      `Target: ≥ ${TARGET} × bare Fastify → ${ratio >= TARGET ? 'met' : 'not met'}. Errors, timeouts and non-2xx answers during the runs: ${failures}.`,
      '',
    ].join('\n');
    return {
      markdown,
      summary: [
        { figure: 'route requests/s, generated v4 route / bare Fastify', measured: ratio.toFixed(2), target: `≥ ${TARGET}`, met: ratio >= TARGET },
        { figure: 'route requests/s, fastify-openapi-glue / bare Fastify', measured: median(glueRatios).toFixed(2), target: '(peer)' },
      ],
    };
  } finally {
    for (const server of servers.values()) server.stop();
  }
}

if (process.argv[1] === import.meta.filename) console.log((await serverFigures()).markdown);
