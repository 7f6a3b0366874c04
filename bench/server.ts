/**
 * Route figures for bench/RESULTS.md: requests per second of a generated v4 route with the full
 * pipeline and validation, a bare Fastify route answering the same JSON, and
 * fastify-openapi-glue serving the same operation from generated/openapi/v4.yaml, with
 * autocannon on loopback.
 *
 * How, and why so:
 * - Every round starts a fresh process per server: on this shared machine, in one measurement,
 *   two processes of the very same server differed by 18 % in CPU per request for as long as
 *   they lived, so one process per server would make the ratio a draw.
 * - Within a round the servers take turns in short slices, so a change in the machine's speed
 *   (other tenants; in one run the same code measured 35 and 55 µs per request a few seconds
 *   apart) falls on every server alike; measuring each server for seconds in a row did not.
 * - Load generator and servers run on separate cores when they can (bench/cpu-pinning.ts).
 * - A second bare Fastify process is measured like the others: its ratio to the first is what
 *   the method itself cannot tell apart, printed beside the figures.
 * - Beside requests per second, each server's own CPU time per request (user + system, from
 *   /proc/<pid>/stat).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { fmtStat, median, ROOT, stat, type Section } from './measure.ts';
import { pinLoadAndServer, type Pinning } from './cpu-pinning.ts';
import { startPortChild } from './port-child.ts';
import { versionOf } from './peers.ts';

const ROUNDS = 5;
/** Turns per server and round, each this long: 3 s of measured load per server and round. */
const SLICES = 6;
const SLICE_SECONDS = 0.5;
/**
 * autocannon checks its duration at each sample, once a second by default, so a 0.5 s run would
 * last 1 s; sampling every 100 ms ends it on time.
 */
const SAMPLE_MS = 100;
const WARM_UP_SECONDS = 1;
const CONNECTIONS = 50;
const TARGET = 0.8;
const PATH = '/api/v4/projects?filter[status][eq]=draft&sort[created_at]=desc&limit=10';
const HEADERS = { 'service-tenant-id': 'acme', authorization: 'Bearer bench-token' };

/** `bareAgain` is a second process of the bare server: the method's own noise. */
type Server = 'generated' | 'bare' | 'bareAgain' | 'glue';
const SERVERS: readonly Server[] = ['generated', 'bare', 'bareAgain', 'glue'];

interface Running {
  name: Server;
  url: string;
  /** CPU seconds (user + system) the server process has used so far. */
  cpuSeconds: () => number;
  stop: () => Promise<void>;
}

/** What one server answered over a round's slices. */
interface Totals {
  requests: number;
  seconds: number;
  cpuSeconds: number;
  failures: number;
}

/** utime and stime of /proc/<pid>/stat (fields 14 and 15, counted after the command name), in clock ticks of 10 ms. */
function processCpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function start(name: Server, pinning: Pinning): Promise<Running> {
  const script =
    name === 'glue' ? [join(ROOT, 'bench', 'glue-target.ts')] : [join(ROOT, 'bench', 'server-target.ts'), name === 'generated' ? 'generated' : 'bare'];
  const [command, args] = pinning.serverCommand(process.execPath, ['--import', 'tsx', ...script]);
  const { port, pid, stop } = await startPortChild(`${name} server`, command, args, ROOT);
  return { name, url: `http://127.0.0.1:${port}${PATH}`, cpuSeconds: () => processCpuSeconds(pid), stop };
}

/** Starts every server; if one fails, the others are stopped before the error goes on. */
async function startAll(pinning: Pinning): Promise<Running[]> {
  const started = await Promise.allSettled(SERVERS.map((name) => start(name, pinning)));
  const running = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await Promise.all(running.map((s) => s.stop()));
    throw failed.reason;
  }
  return running;
}

/** Loads `server` for `seconds`; what it answered is added to `into` (warm-up loads have none). */
async function load(server: Running, seconds: number, into?: Totals): Promise<void> {
  const cpuBefore = server.cpuSeconds();
  const result = await autocannon({ url: server.url, headers: HEADERS, connections: CONNECTIONS, duration: seconds, sampleInt: SAMPLE_MS });
  if (!into) return;
  into.requests += result.requests.total;
  into.seconds += result.duration;
  into.cpuSeconds += server.cpuSeconds() - cpuBefore;
  into.failures += result.errors + result.timeouts + result.non2xx;
}

/**
 * The order of the servers in one slice: rotated by one place every slice (carried over from
 * round to round) and reversed every other slice, so that each server runs in every position,
 * in both directions.
 */
function turnOrder<T>(servers: readonly T[], turn: number): T[] {
  const shift = turn % servers.length;
  const rotated = [...servers.slice(shift), ...servers.slice(0, shift)];
  return turn % 2 === 0 ? rotated : rotated.reverse();
}

/** One round: fresh processes, each warmed up (JIT, connections), then loaded in turns. */
async function round(pinning: Pinning, index: number): Promise<Record<Server, Totals>> {
  const running = await startAll(pinning);
  try {
    const totals = Object.fromEntries(SERVERS.map((n) => [n, { requests: 0, seconds: 0, cpuSeconds: 0, failures: 0 }])) as Record<Server, Totals>;
    for (const server of running) await load(server, WARM_UP_SECONDS);
    for (let slice = 0; slice < SLICES; slice++) {
      for (const server of turnOrder(running, index * SLICES + slice)) await load(server, SLICE_SECONDS, totals[server.name]);
    }
    return totals;
  } finally {
    await Promise.all(running.map((s) => s.stop()));
  }
}

const spread = (xs: readonly number[], digits: number) => fmtStat(stat(xs), digits);

export async function serverFigures(): Promise<Section> {
  const rounds: Record<Server, Totals>[] = [];
  const pinning = pinLoadAndServer();
  try {
    for (let i = 0; i < ROUNDS; i++) rounds.push(await round(pinning, i));
  } finally {
    pinning.release();
  }
  const rate = (t: Totals) => t.requests / t.seconds;
  const rps = (name: Server) => rounds.map((r) => rate(r[name]));
  const cpu = (name: Server) => rounds.map((r) => (r[name].cpuSeconds * 1e6) / Math.max(1, r[name].requests));
  const ratiosOf = (name: Server) => rounds.map((r) => rate(r[name]) / rate(r.bare));
  const failures = rounds.reduce((sum, r) => sum + SERVERS.reduce((s, n) => s + r[n].failures, 0), 0);
  const ratios = ratiosOf('generated');
  const ratio = median(ratios);
  const noise = ratiosOf('bareAgain');
  const row = (label: string, name: Server, ratioCell: string) => `| ${label} | ${median(rps(name)).toFixed(0)} | ${ratioCell} | ${spread(cpu(name), 1)} |`;
  const markdown = [
    '## Generated route stubs',
    '',
    `autocannon on loopback, ${CONNECTIONS} connections: \`GET ${PATH}\` with the tenant header and a bearer token. ${ROUNDS} rounds; each round starts a fresh process per server (in one measurement, two processes of the same server differed by 18 % in CPU per request on this machine, for as long as they lived), warms each up for ${WARM_UP_SECONDS} s, then loads the servers in turns, ${SLICES} slices of ${SLICE_SECONDS} s each, in an order that changes every slice, so that the machine's changes of speed fall on all of them alike. The ratio is taken per round. Every server process keeps one tick object alive (bench/tick-shape.ts, a harness measure: the route-stub runtime does not), so none of them pays V8's slow \`nextTick\` path on Node 20. ${pinning.description} Server CPU is the server process's user + system time over the measured slices, divided by the requests answered.`,
    '',
    '| Figure | Requests/s, median | Ratio to bare Fastify, median (min–max) | Server CPU µs per request, median (min–max) |',
    '|---|---:|---:|---:|',
    row('bare Fastify route, same JSON', 'bare', '1'),
    row('generated v4 route: tenant, bearer, scope, deep query, Ajv validation', 'generated', `**${spread(ratios, 2)}**`),
    row(
      `fastify-openapi-glue ${versionOf('fastify-openapi-glue')} on v4.yaml: tenant header and query validated, security handler for bearer + scope (deep query not parsed)`,
      'glue',
      spread(ratiosOf('glue'), 2),
    ),
    row("bare Fastify again, a second process (the method's noise: ideally 1)", 'bareAgain', spread(noise, 2)),
    '',
    `Target: ≥ ${TARGET} × bare Fastify → ${ratio >= TARGET ? 'met' : 'not met'}. Server CPU per request, generated / bare: ${(median(cpu('generated')) / median(cpu('bare'))).toFixed(2)}. Errors, timeouts and non-2xx answers in the measured slices: ${failures}. Differences between servers smaller than the second bare process's distance from 1 are within the method's noise.`,
    '',
  ].join('\n');
  return {
    markdown,
    summary: [
      { figure: 'route requests/s, generated v4 route / bare Fastify', measured: ratio.toFixed(2), target: `≥ ${TARGET}`, met: ratio >= TARGET },
      { figure: 'route requests/s, fastify-openapi-glue / bare Fastify', measured: median(ratiosOf('glue')).toFixed(2), target: '(peer)' },
      { figure: 'route requests/s, second bare Fastify process / first (method noise)', measured: median(noise).toFixed(2), target: '(≈ 1)' },
    ],
  };
}

if (process.argv[1] === import.meta.filename) console.log((await serverFigures()).markdown);
