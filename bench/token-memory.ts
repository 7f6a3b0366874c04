/**
 * Memory of token requests (issue 14): the sandbox (bench/load-target.ts, its own process, run
 * with --expose-gc) answers TOKEN_REQUESTS token requests from one client, sent by autocannon on
 * loopback; the figure is the server's heap retained across them, after a full garbage collection
 * before and after. Every token issued is live for an hour, so what bounds this is the token
 * store's cap per client. Bounded in time: the requests stop after MAX_RUN_MS, and the section
 * says how many were answered.
 */
import autocannon from 'autocannon';
import { startLoadTarget } from './load-target-process.ts';
import { fmt, type Section } from './measure.ts';

const TOKEN_REQUESTS = 20_000;
const CONNECTIONS = 10;
/** Requests sent before the first measurement, so that compiled code and warmed caches are not counted as retained. */
const WARM_UP_REQUESTS = 1_000;
/** About four times what the requests take on the loaded 2-core machine. */
const MAX_RUN_MS = 60_000;
const TARGET_MB = 25;

const mb = (bytes: number) => fmt(bytes / 1024 / 1024, 1);
const signed = (bytes: number) => `${bytes >= 0 ? '+' : '−'}${mb(Math.abs(bytes))} MB`;

export async function tokenMemoryFigures(): Promise<Section> {
  const target = await startLoadTarget();
  try {
    const { origin } = target;
    const heapAfterGc = async (): Promise<number> => (await target.memory(true)).heapUsed;
    let refused = 0;
    const run = (amount: number) =>
      new Promise<autocannon.Result>((resolve, reject) => {
        const options = {
          url: `${origin}/api/v4/oauth/token`,
          method: 'POST' as const,
          headers: { 'service-tenant-id': 'acme', 'content-type': 'application/x-www-form-urlencoded' },
          body: 'grant_type=client_credentials&client_id=acme-full&client_secret=acme-full-secret',
          connections: CONNECTIONS,
          amount,
          timeout: 10,
        };
        let timer: NodeJS.Timeout | undefined;
        const instance = autocannon(options, (error: unknown, result) => {
          clearTimeout(timer);
          if (error) reject(error instanceof Error ? error : new Error(String(error)));
          else resolve(result);
        });
        timer = setTimeout(() => instance.stop(), MAX_RUN_MS);
        instance.on('response', (_client: unknown, status: number) => {
          if (status !== 200) refused++;
        });
      });

    await run(WARM_UP_REQUESTS);
    refused = 0;
    const before = await heapAfterGc();
    const result = await run(TOKEN_REQUESTS);
    const after = await heapAfterGc();

    const growth = after - before;
    const answered = result.requests.total;
    const met = answered >= TOKEN_REQUESTS && refused === 0 && result.errors === 0 && growth < TARGET_MB * 1024 * 1024;
    const markdown = [
      '## Memory of token requests (sandbox)',
      '',
      `autocannon on loopback against the sandbox (its own process, as in the load test): ${TOKEN_REQUESTS} token requests from one client (\`acme-full\`, form credentials) on ${CONNECTIONS} connections, after ${WARM_UP_REQUESTS} to warm up. Every token lives an hour; the token store keeps at most its cap per client (the oldest revoked first) and sweeps expired ones.`,
      '',
      '| Figure | Value |',
      '|---|---:|',
      `| token requests answered | ${answered} of ${TOKEN_REQUESTS} (${fmt(result.requests.average)} per second) |`,
      `| answers other than 200, connection errors, time-outs | ${refused}, ${result.errors}, ${result.timeouts} |`,
      `| server heap used after a full GC, before → after | ${mb(before)} → ${mb(after)} MB |`,
      '',
      `**Heap retained: ${signed(growth)}** → target < ${TARGET_MB} MB ${met ? 'met' : 'not met'}.`,
      '',
    ].join('\n');
    return {
      markdown,
      summary: [
        {
          figure: `token store: server heap retained by ${TOKEN_REQUESTS} token requests from one client`,
          measured: signed(growth),
          target: `< ${TARGET_MB} MB`,
          met,
        },
      ],
    };
  } finally {
    target.stop();
  }
}

if (process.argv[1] === import.meta.filename) console.log((await tokenMemoryFigures()).markdown);
