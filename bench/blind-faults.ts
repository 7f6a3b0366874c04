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
 * `--corpus behaviour` runs the blind corpus of the specification's behavioural rules
 * (test/verify/blind-faults-behaviour.ts) instead.
 *
 *   npx tsx bench/blind-faults.ts [--corpus blind|behaviour] [--prism] [fault-name ...]
 */
import { startSandbox } from '../test/support/sandbox-server.ts';
import { runVerify } from '../src/verify/run.ts';
import { LOOPBACK_DEFAULTS } from '../src/verify/command.ts';
import { blindFaults, type BlindFault } from '../test/verify/blind-faults.ts';
import { blindBehaviourFaults } from '../test/verify/blind-faults-behaviour.ts';
import { faultCorpusSetup, startFaultProxy, type Fault } from '../test/verify/fault-proxy.ts';
import { ROOT } from './measure.ts';
import { startPrismFront } from './prism-front.ts';

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
      limits: LOOPBACK_DEFAULTS,
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

const CORPORA: Record<string, (views: typeof model.views, credentials: typeof demo) => BlindFault[]> = {
  blind: blindFaults,
  behaviour: blindBehaviourFaults,
};
const args = process.argv.slice(2);
const withPrism = args.includes('--prism');
const corpusAt = args.indexOf('--corpus');
const corpusName = corpusAt < 0 ? 'blind' : (args[corpusAt + 1] ?? '');
const makeCorpus = CORPORA[corpusName];
if (!makeCorpus) throw new Error(`--corpus takes ${Object.keys(CORPORA).join(' or ')}, not '${corpusName}'`);
const only = args.filter((a, i) => a !== '--prism' && (corpusAt < 0 || (i !== corpusAt && i !== corpusAt + 1)));
const corpus = makeCorpus(model.views, demo).filter((f) => only.length === 0 || only.includes(f.name));
console.log(`corpus: ${corpusName} (${corpus.length} faults)`);
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

if (withPrism) {
  // One sandbox, one fault proxy whose fault is swapped per run, one Prism per version, one router
  // sending each version's requests through its Prism (and collecting its response violations).
  const sandbox = await startSandbox({ store: setup.store(), model: setup.sandbox });
  const front = await startPrismFront(model.views, demo, sandbox.origin);
  const run = async (fault: Fault, allowWrites: boolean) => {
    front.use(fault);
    await runVerify(model, {
      baseUrl: front.routerOrigin,
      tenants,
      views: model.views,
      allowWrites,
      only: [],
      limits: LOOPBACK_DEFAULTS,
    });
    return front.violations();
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
    await front.close();
    await sandbox.app.close();
  }
}
