/**
 * The fault corpus of `verify` (test/verify/fault-corpus.ts) side by side with Prism's proxy
 * validation (@stoplight/prism-cli), driven by the same requests: every request of a `verify` run
 * goes through one Prism proxy per version (`prism proxy <version document> <upstream>`) in front
 * of the faulty server, and Prism finds a fault when it reports a response violation the honest
 * server does not get. Dredd is not measured (not installed: it replays the document's examples,
 * and the documents show almost none).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { buildSandbox } from '../src/sandbox/server.ts';
import { runVerify } from '../src/verify/run.ts';
import { faultCorpusSetup, startFaultProxy, type Fault } from '../test/verify/fault-proxy.ts';
import { ROOT, type Section } from './measure.ts';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Starts `prism proxy` and waits for its start line. */
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

export async function verifyPeerFigures(): Promise<Section> {
  const { model, tenants, demo, corpus, store, sandbox: sandboxFacts } = faultCorpusSetup(ROOT);

  // One sandbox, one fault proxy whose fault is swapped per run, one Prism per version, one router.
  const sandbox = await buildSandbox({ store: store(), model: sandboxFacts });
  await sandbox.app.listen({ host: '127.0.0.1', port: 0 });
  const sandboxOrigin = `http://127.0.0.1:${(sandbox.app.server.address() as AddressInfo).port}`;
  let current: Fault = {};
  const delegate: Fault = {
    request: (r, u) => current.request?.(r, u) ?? r,
    answer: (r, u) => current.answer?.(r, u),
    response: (q, r, u) => current.response?.(q, r, u) ?? r,
  };
  const proxy = await startFaultProxy(sandboxOrigin, delegate, demo);
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
  // verify's own figure comes from a run straight at the faulty server: Prism answers some
  // requests itself (an unknown path, a body it cannot read), which would hide what the server does.
  const run = async (fault: Fault, allowWrites: boolean, through: 'prism' | 'direct') => {
    current = fault;
    violations.length = 0;
    const result = await runVerify(model, {
      baseUrl: through === 'prism' ? routerOrigin : proxy.origin,
      tenants,
      views: model.views,
      allowWrites,
      only: [],
      limits: { maxRequests: 2000, rate: undefined, timeoutMs: 10_000 },
    });
    return { result, violations: new Set(violations) };
  };
  try {
    const honest = { false: await run({}, false, 'prism'), true: await run({}, true, 'prism') };
    const falseAlarms = (await run({}, false, 'direct')).result.summary.fail + (await run({}, true, 'direct')).result.summary.fail;
    const rows: { name: string; verify: boolean; prism: boolean }[] = [];
    for (const seeded of corpus) {
      const writes = seeded.allowWrites === true;
      const { violations: seen } = await run(seeded.fault, writes, 'prism');
      const { result } = await run(seeded.fault, writes, 'direct');
      const baseline = honest[`${writes}`].violations;
      const { id, version, operation } = seeded.expect;
      rows.push({
        name: seeded.name,
        verify: result.checks.some((c) => c.outcome === 'fail' && c.id === id && c.version === version && c.operation === operation),
        prism: [...seen].some((v) => !baseline.has(v)),
      });
    }
    const found = (key: 'verify' | 'prism') => rows.filter((r) => r[key]).length;
    const markdown = [
      '## verify and Prism on the fault corpus',
      '',
      `The ${corpus.length} seeded faults of \`test/verify/fault-corpus.ts\` (the sandbox behind a loopback proxy that injects one fault each), every request of a \`verify\` run also passing through Prism's proxy validation (\`@stoplight/prism-cli\` ${prismVersion()}, one \`prism proxy\` per version document). \`verify\` (run straight at the faulty server, as Prism answers some requests itself) finds a fault when the check it breaks fails on the operation it breaks; Prism when it reports a response violation that the honest sandbox does not get. On the honest sandbox, \`verify\` failed ${falseAlarms} checks and Prism reported ${honest.false.violations.size} distinct response violations read-only (${honest.true.violations.size} with \`--allow-writes\`). Dredd is not measured: it is not installed (it replays the documents' examples, which show almost none).`,
      '',
      `| Fault | verify | Prism |`,
      `|---|---|---|`,
      ...rows.map((r) => `| ${r.name} | ${r.verify ? 'found' : '—'} | ${r.prism ? 'found' : '—'} |`),
      `| **found** | **${found('verify')} / ${rows.length}** | **${found('prism')} / ${rows.length}** |`,
      '',
    ].join('\n');
    return {
      markdown,
      summary: [
        {
          figure: 'seeded faults found, verify / Prism proxy validation',
          measured: `${found('verify')} / ${found('prism')} of ${rows.length}`,
          target: '≥ 95% (verify)',
          met: found('verify') / rows.length >= 0.95,
        },
      ],
    };
  } finally {
    for (const p of prisms) p.child.kill();
    await new Promise<void>((resolve) => router.close(() => resolve()));
    await proxy.close();
    await sandbox.app.close();
  }
}

function prismVersion(): string {
  return (JSON.parse(readFileSync(join(ROOT, 'node_modules', '@stoplight', 'prism-cli', 'package.json'), 'utf8')) as { version: string }).version;
}
