/**
 * Route figures for bench/RESULTS.md: requests per second of a generated v4 route with the full
 * pipeline and validation, a bare Fastify route answering the same JSON, and
 * fastify-openapi-glue serving the same operation from generated/openapi/v4.yaml, with
 * autocannon on loopback, interleaved rounds, each bounded in time.
 *
 * Every round starts a fresh process per server: on this shared machine, in one measurement, two
 * processes of the very same server differed by 18 % in CPU per request (13.4 against 15.8 µs)
 * for as long as they lived, so one process per server would make the ratio a draw. Beside requests per second,
 * each server's own CPU time per request (user + system, from /proc/<pid>/stat): autocannon
 * competes with the server it loads for the two cores, so requests per second move with the
 * neighbours; CPU per request is what the server itself spends.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type { Section } from './measure.ts';
import { versionOf } from './peers.ts';

const ROOT = join(import.meta.dirname, '..');
const ROUNDS = 5;
const SECONDS = 2;
const WARM_UP_SECONDS = 1;
const CONNECTIONS = 50;
const TARGET = 0.8;
/** A server that has not printed its port by then is not going to. */
const START_TIMEOUT_MS = 30_000;
const PATH = '/api/v4/projects?filter[status][eq]=draft&sort[created_at]=desc&limit=10';
const HEADERS = { 'service-tenant-id': 'acme', authorization: 'Bearer bench-token' };

type Server = 'generated' | 'bare' | 'glue';

interface Running {
  url: string;
  /** CPU seconds (user + system) the server process has used so far. */
  cpuSeconds: () => number;
  stop: () => Promise<void>;
}

interface LoadResult {
  rps: number;
  cpuMicrosPerRequest: number;
  errors: number;
  non2xx: number;
}

/** utime and stime of /proc/<pid>/stat (fields 14 and 15, counted after the command name), in clock ticks of 10 ms. */
function processCpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function start(server: Server): Promise<Running> {
  const [script, args] = server === 'glue' ? ['glue-target.ts', []] : ['server-target.ts', [server]];
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'bench', script), ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = once(child, 'exit');
  const stop = async () => {
    child.kill();
    await exited; // the next server starts on a quiet machine
  };
  try {
    const [chunk] = (await once(child.stdout, 'data', { signal: AbortSignal.timeout(START_TIMEOUT_MS) })) as [Buffer];
    return { url: `http://127.0.0.1:${chunk.toString().trim()}`, cpuSeconds: () => processCpuSeconds(child.pid!), stop };
  } catch (error) {
    await stop();
    throw new Error(`the ${server} server printed no port within ${START_TIMEOUT_MS / 1000} s`, { cause: error });
  }
}

async function load(server: Running, seconds: number): Promise<LoadResult> {
  const cpuBefore = server.cpuSeconds();
  const result = await autocannon({ url: `${server.url}${PATH}`, headers: HEADERS, connections: CONNECTIONS, duration: seconds });
  const cpuMicrosPerRequest = ((server.cpuSeconds() - cpuBefore) * 1e6) / Math.max(1, result.requests.total);
  return { rps: result.requests.average, cpuMicrosPerRequest, errors: result.errors + result.timeouts, non2xx: result.non2xx };
}

/** One round of one server: a fresh process, warmed up (JIT, connections), loaded, stopped. */
async function measureFresh(name: Server): Promise<LoadResult> {
  const server = await start(name);
  try {
    await load(server, WARM_UP_SECONDS);
    return await load(server, SECONDS);
  } finally {
    await server.stop();
  }
}

const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const spread = (xs: readonly number[], digits: number) => `${median(xs).toFixed(digits)} (${Math.min(...xs).toFixed(digits)}–${Math.max(...xs).toFixed(digits)})`;

const SERVERS: readonly Server[] = ['generated', 'bare', 'glue'];

export async function serverFigures(): Promise<Section> {
  const rps: Record<Server, number[]> = { generated: [], bare: [], glue: [] };
  const cpu: Record<Server, number[]> = { generated: [], bare: [], glue: [] };
  let failures = 0;
  for (let i = 0; i < ROUNDS; i++) {
    for (const name of i % 2 === 0 ? SERVERS : [...SERVERS].reverse()) {
      const r = await measureFresh(name);
      rps[name].push(r.rps);
      cpu[name].push(r.cpuMicrosPerRequest);
      failures += r.errors + r.non2xx;
    }
  }
  const ratiosOf = (name: Server) => rps[name].map((g, i) => g / rps.bare[i]!);
  const ratios = ratiosOf('generated');
  const ratio = median(ratios);
  const glueRatios = ratiosOf('glue');
  const markdown = [
    '## Generated route stubs',
    '',
    `autocannon on loopback, ${CONNECTIONS} connections: \`GET ${PATH}\` with the tenant header and a bearer token. ${ROUNDS} interleaved rounds of ${SECONDS} s per server, each round on a fresh server process warmed up for ${WARM_UP_SECONDS} s (in one measurement, two processes of the same server differed by 18 % in CPU per request on this machine, for as long as they lived). Server CPU is the server process's user + system time over the measured seconds, divided by the requests answered.`,
    '',
    '| Figure | Requests/s, median | Ratio to bare Fastify, median (min–max) | Server CPU µs per request, median (min–max) |',
    '|---|---:|---:|---:|',
    `| bare Fastify route, same JSON | ${median(rps.bare).toFixed(0)} | 1 | ${spread(cpu.bare, 1)} |`,
    `| generated v4 route: tenant, bearer, scope, deep query, Ajv validation | ${median(rps.generated).toFixed(0)} | **${spread(ratios, 2)}** | ${spread(cpu.generated, 1)} |`,
    `| fastify-openapi-glue ${versionOf('fastify-openapi-glue')} on v4.yaml: tenant header and query validated, security handler for bearer + scope (deep query not parsed) | ${median(rps.glue).toFixed(0)} | ${spread(glueRatios, 2)} | ${spread(cpu.glue, 1)} |`,
    '',
    `Target: ≥ ${TARGET} × bare Fastify → ${ratio >= TARGET ? 'met' : 'not met'}. Server CPU per request, generated / bare: ${(median(cpu.generated) / median(cpu.bare)).toFixed(2)}. Errors, timeouts and non-2xx answers during the runs: ${failures}.`,
    '',
  ].join('\n');
  return {
    markdown,
    summary: [
      { figure: 'route requests/s, generated v4 route / bare Fastify', measured: ratio.toFixed(2), target: `≥ ${TARGET}`, met: ratio >= TARGET },
      { figure: 'route requests/s, fastify-openapi-glue / bare Fastify', measured: median(glueRatios).toFixed(2), target: '(peer)' },
    ],
  };
}

if (process.argv[1] === import.meta.filename) console.log((await serverFigures()).markdown);
