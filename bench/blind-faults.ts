/**
 * The blind fault corpus (test/verify/blind-faults.ts) against `verify`: for each fault a fresh
 * sandbox with the fault proxy in front, one verify run of both versions (read-only unless the
 * fault needs writes); a fault is FOUND when verify reports a failing check that it does not report
 * against the honest sandbox behind the same proxy (honest runs: read-only and with writes).
 *
 * With `--prism`, the same corpus also through Prism's proxy validation (@stoplight/prism-cli), as
 * bench/verify-peers.ts drives it: every request of a verify run passes through one `prism proxy`
 * per version document in front of the faulty server; Prism finds a fault when it reports a
 * response violation that the honest sandbox behind the same proxies does not get.
 *
 *   npx tsx bench/blind-faults.ts [--prism] [fault-name ...]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSandbox } from '../test/support/sandbox-server.ts';
import { runVerify } from '../src/verify/run.ts';
import { blindFaults } from '../test/verify/blind-faults.ts';
import { faultCorpusSetup, startFaultProxy, type Fault } from '../test/verify/fault-proxy.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const setup = faultCorpusSetup(ROOT);
const { model, tenants, demo } = setup;

/** The fault with a count of the exchanges it actually changed during the run. */
const counted = (fault: Fault) => {
  const changed = { count: 0 };
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const wrapped: Fault = {
    ...(fault.request
      ? {
          request: async (request, upstream) => {
            const out = await fault.request!(request, upstream);
            if (!same(out, request)) changed.count++;
            return out;
          },
        }
      : {}),
    ...(fault.answer
      ? {
          answer: async (request, upstream) => {
            const out = await fault.answer!(request, upstream);
            if (out !== undefined) changed.count++;
            return out;
          },
        }
      : {}),
    ...(fault.response
      ? {
          response: async (request, response, upstream) => {
            const out = await fault.response!(request, response, upstream);
            if (!same(out, response)) changed.count++;
            return out;
          },
        }
      : {}),
  };
  return { wrapped, changed };
};

const failing = async (fault: Fault, allowWrites: boolean) => {
  const sandbox = await startSandbox({ store: setup.store(), model: setup.sandbox });
  const { wrapped, changed } = counted(fault);
  const proxy = await startFaultProxy(sandbox.origin, wrapped, demo);
  try {
    const result = await runVerify(model, {
      baseUrl: proxy.origin,
      tenants,
      views: model.views,
      allowWrites,
      only: [],
      limits: { maxRequests: 2000, rate: undefined, timeoutMs: 10_000 },
    });
    const fails = result.checks.filter((c) => c.outcome === 'fail');
    return {
      keys: new Set(fails.map((c) => `${c.version}:${c.id}:${c.operation}`)),
      rows: fails,
      summary: result.summary,
      requests: result.requests,
      changed: changed.count,
    };
  } finally {
    await proxy.close();
    await sandbox.app.close();
  }
};

const args = process.argv.slice(2);
const withPrism = args.includes('--prism');
const only = args.filter((a) => a !== '--prism');
const corpus = blindFaults(model.views, demo).filter((f) => only.length === 0 || only.includes(f.name));
const honest = { read: await failing({}, false), write: await failing({}, true) };
console.log(
  `honest read-only: ${honest.read.summary.pass} pass, ${honest.read.summary.fail} fail, ${honest.read.summary.skip} skip (${honest.read.requests} requests)`,
);
console.log(
  `honest with writes: ${honest.write.summary.pass} pass, ${honest.write.summary.fail} fail, ${honest.write.summary.skip} skip (${honest.write.requests} requests)`,
);
for (const row of [...honest.read.rows, ...honest.write.rows]) console.log(`  FALSE ALARM ${row.version} ${row.id} ${row.operation}: ${row.message}`);

let found = 0;
for (const entry of corpus) {
  const allowWrites = entry.allowWrites === true;
  const baseline = allowWrites ? honest.write : honest.read;
  const started = Date.now();
  const run = await failing(entry.fault, allowWrites);
  const fresh = run.rows.filter((r) => !baseline.keys.has(`${r.version}:${r.id}:${r.operation}`));
  const ids = [...new Set(fresh.map((r) => `${r.version}:${r.id}`))];
  if (fresh.length > 0) found++;
  console.log(
    `${entry.name.padEnd(36)} ${fresh.length > 0 ? 'FOUND ' : 'missed'} ${allowWrites ? '(writes) ' : ''}${ids.join(' ')}  [${run.changed} exchanges changed, ${run.requests} requests, ${((Date.now() - started) / 1000).toFixed(1)}s]`,
  );
  if (process.env.BLIND_VERBOSE) for (const r of fresh) console.log(`    ${r.version} ${r.id} ${r.operation}: ${r.message}`);
}
console.log(`found ${found} of ${corpus.length}`);
console.log(`false alarms on the honest sandbox: ${honest.read.summary.fail} read-only, ${honest.write.summary.fail} with writes`);

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function startPrism(document: string, upstream: string): Promise<{ origin: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(join(ROOT, 'node_modules', '.bin', 'prism'), ['proxy', document, upstream, '--errors=false', '-p', String(port), '-h', '127.0.0.1'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('prism did not start in 60 s')), 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (/Prism is listening/.test(chunk.toString())) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return { origin: `http://127.0.0.1:${port}`, child };
}

if (withPrism) {
  // One sandbox, one fault proxy whose fault is swapped per run, one Prism per version, one router
  // sending each version's requests through its Prism (and collecting its response violations).
  const sandbox = await startSandbox({ store: setup.store(), model: setup.sandbox });
  let current: Fault = {};
  const delegate: Fault = {
    request: (r, u) => current.request?.(r, u) ?? r,
    answer: (r, u) => current.answer?.(r, u),
    response: (q, r, u) => current.response?.(q, r, u) ?? r,
  };
  const proxy = await startFaultProxy(sandbox.origin, delegate, demo);
  const prisms = await Promise.all(
    model.views.map(async (view) => ({
      root: view.root,
      ...(await startPrism(join(ROOT, 'generated', 'openapi', `${view.id}.json`), `${proxy.origin}${view.root}`)),
    })),
  );
  const violations: string[] = [];
  const router = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const prism = prisms.find((p) => (req.url ?? '').startsWith(`${p.root}/`));
        const target = prism ? `${prism.origin}${(req.url ?? '').slice(prism.root.length)}` : `${proxy.origin}${req.url}`;
        const headers = Object.fromEntries(Object.entries(req.headers).filter(([n]) => !['host', 'content-length', 'connection'].includes(n))) as Record<
          string,
          string
        >;
        const body = Buffer.concat(chunks);
        const response = await fetch(target, { method: req.method!, headers, ...(body.length > 0 ? { body } : {}), redirect: 'manual' });
        const reported = response.headers.get('sl-violations');
        if (reported)
          for (const v of JSON.parse(reported) as { location: string[]; message: string }[])
            if (v.location[0] === 'response')
              violations.push(`${req.method} ${(req.url ?? '').split('?')[0]!.replace(/\/[^/]*\d[^/]*$/, '/…')} ${response.status}: ${v.message}`);
        const out: Record<string, string> = {};
        response.headers.forEach((value, name) => {
          if (!['content-length', 'connection', 'keep-alive', 'transfer-encoding', 'sl-violations'].includes(name) && !name.startsWith('access-control-'))
            out[name] = value;
        });
        res.writeHead(response.status, out);
        res.end(Buffer.from(await response.arrayBuffer()));
      })().catch(() => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
    });
  });
  await new Promise<void>((resolve) => router.listen(0, '127.0.0.1', resolve));
  const routerOrigin = `http://127.0.0.1:${(router.address() as AddressInfo).port}`;
  const run = async (fault: Fault, allowWrites: boolean) => {
    current = fault;
    violations.length = 0;
    await runVerify(model, {
      baseUrl: routerOrigin,
      tenants,
      views: model.views,
      allowWrites,
      only: [],
      limits: { maxRequests: 2000, rate: undefined, timeoutMs: 10_000 },
    });
    return new Set(violations);
  };
  try {
    const baseline = { read: await run({}, false), write: await run({}, true) };
    console.log(`\nPrism proxy validation: honest sandbox ${baseline.read.size} distinct response violations read-only, ${baseline.write.size} with writes`);
    for (const v of new Set([...baseline.read, ...baseline.write])) console.log(`  honest: ${v}`);
    let prismFound = 0;
    for (const entry of corpus) {
      const allowWrites = entry.allowWrites === true;
      const seen = await run(entry.fault, allowWrites);
      const fresh = [...seen].filter((v) => !(allowWrites ? baseline.write : baseline.read).has(v));
      if (fresh.length > 0) prismFound++;
      console.log(`prism ${entry.name.padEnd(36)} ${fresh.length > 0 ? 'FOUND ' : 'missed'} ${fresh.slice(0, 2).join(' | ').slice(0, 240)}`);
    }
    console.log(`prism found ${prismFound} of ${corpus.length}`);
  } finally {
    router.close();
    for (const p of prisms) p.child.kill();
    await proxy.close();
    await sandbox.app.close();
  }
}
