/**
 * The fault corpus of `verify` (test/verify/fault-corpus.ts) side by side with Prism's proxy
 * validation (@stoplight/prism-cli), driven by the same requests: every request of a `verify` run
 * goes through one Prism proxy per version (`prism proxy <version document> <upstream>`) in front
 * of the faulty server, and Prism finds a fault when it reports a response violation the honest
 * server does not get. And with Dredd (bench/peers/dredd.ts), run on its own on the faulty
 * server's version: it finds a fault when it reports a failure the honest sandbox does not get.
 * Then the blind corpora (test/verify/blind-faults.ts, blind-faults-behaviour.ts), which name no
 * check: `verify` finds a fault when a check fails that does not fail on the honest sandbox (else
 * observes it when it reports an observation the honest sandbox does not get), and Dredd runs on
 * every version. Each tool's run of a fault starts from the demo records as loaded.
 */
import { join } from 'node:path';
import { grantType } from '../src/verify/context.ts';
import { runVerify, type RunResult } from '../src/verify/run.ts';
import { LOOPBACK_DEFAULTS } from '../src/verify/command.ts';
import type { VersionView } from '../src/views/version-view.ts';
import { blindBehaviourFaults } from '../test/verify/blind-faults-behaviour.ts';
import { blindFaults } from '../test/verify/blind-faults.ts';
import { failingChecks, faultCorpusSetup, observationsSaid, startFaultProxy, verifyBehind, type Fault } from '../test/verify/fault-proxy.ts';
import { startSandbox } from '../test/support/sandbox-server.ts';
import { ROOT, type Section } from './measure.ts';
import { dreddDocument, installDredd, runDredd } from './peers/dredd.ts';
import { startPrismFront } from './prism-front.ts';
import { prismVersion } from '../test/support/prism.ts';

export async function verifyPeerFigures(): Promise<Section> {
  const setup = faultCorpusSetup(ROOT);
  const { model, tenants, demo, store, sandbox: sandboxFacts } = setup;
  const demoSandbox = (port = 0) => startSandbox({ store: store(), model: sandboxFacts }, port);

  // One sandbox port, one fault-proxy port, one Prism per version, one router.
  let sandbox = await demoSandbox();
  const front = await startPrismFront(model.views, demo, sandbox.origin);
  /**
   * Prism's run of a fault: a sandbox with the demo records as loaded, on the same port, and a
   * fresh fault proxy (a run with writes moves, submits and deletes records, and the next run's
   * workflow checks would find no draft to submit).
   */
  const throughPrism = async (fault: Fault, allowWrites: boolean) => {
    await sandbox.app.close();
    sandbox = await demoSandbox(sandbox.port);
    await front.use(fault);
    await runVerify(model, { baseUrl: front.routerOrigin, tenants, views: model.views, allowWrites, only: [], limits: LOOPBACK_DEFAULTS });
    return front.violations();
  };
  // verify's own figure comes from a run straight at the faulty server, as in the corpora's tests:
  // Prism answers some requests itself (an unknown path, a body it cannot read), which would hide
  // what the server does.
  const direct = (fault: Fault, allowWrites: boolean) => verifyBehind(setup, fault, allowWrites);
  // Dredd: a fresh sandbox per run (it sends the documented changes to the demo records), the
  // faulty proxy in front, the first tenant's credential of the version on every request.
  const dreddVersion = await installDredd();
  const [first] = tenants;
  const documents = new Map(model.views.map((view) => [view.id, dreddDocument(join(ROOT, 'generated'), view)]));
  const dredd = async (fault: Fault, view: VersionView) => {
    const fresh = await demoSandbox();
    const faulty = await startFaultProxy(fresh.origin, fault, demo);
    try {
      const credential =
        view.auth.kind === 'apiKey' ? `${view.auth.header}: ${first!.apiKeys[0]}` : `Authorization: Bearer ${await tokenOf(fresh.origin, view)}`;
      return await runDredd(documents.get(view.id)!, `${faulty.origin}${view.root}`, [`${demo.tenantHeader}: ${first!.tenant}`, credential]);
    } finally {
      await faulty.close();
      await fresh.app.close();
    }
  };
  /** A bearer token of the first tenant's client holding most scopes, from the version's token operation. */
  const tokenOf = async (origin: string, view: VersionView) => {
    const op = view.operations.find((o) => view.auth.kind === 'oauth2' && o.id === view.auth.tokenOperationId)!;
    const client = demo.clients[first!.tenant]!;
    const response = await fetch(`${origin}${view.root}${op.path}`, {
      method: op.method,
      headers: { [demo.tenantHeader]: first!.tenant, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: grantType(op), client_id: client.id, client_secret: client.secret }).toString(),
    });
    return ((await response.json()) as { access_token: string }).access_token;
  };
  try {
    // Dredd's baseline: what it reports on the honest sandbox, over two runs (a message that differs per run is not a finding).
    const dreddHonest = new Map<string, { failures: Set<string>; summary: string }>();
    for (const view of model.views) {
      const [once, again] = [await dredd({}, view), await dredd({}, view)];
      dreddHonest.set(view.id, { failures: new Set([...once.failures, ...again.failures]), summary: once.summary });
    }
    const honest = { false: await throughPrism({}, false), true: await throughPrism({}, true) };
    const honestDirect = { false: await direct({}, false), true: await direct({}, true) };
    const falseAlarms = honestDirect.false.summary.fail + honestDirect.true.summary.fail;
    /** verify's outcome on a fault: a failure that finds it, an observation (with its open question) that shows it, or neither. */
    type Outcome = 'found' | 'observed' | undefined;
    type Row = { name: string; verify: Outcome; prism: boolean; dredd: boolean };
    /**
     * A corpus built three times over, each fault with a copy for each tool: a fault may keep state
     * over a run (what it moved, a token it fetched), and each tool's run starts, as each case of
     * the corpora's tests does, from a fault that has seen nothing.
     */
    const withCopies = <F extends { fault: Fault }>(build: () => F[]) => {
      const [forPrism, forVerify, forDredd] = [build(), build(), build()];
      return forPrism.map((f, i) => ({ ...f, copies: [f.fault, forVerify[i]!.fault, forDredd[i]!.fault] as const }));
    };
    /** One fault (its three copies) through all three: verify straight at it (judged by `verifyFinds`), Prism in front of it, Dredd on `versions`. */
    const judge = async (
      name: string,
      [forPrism, forVerify, forDredd]: readonly [Fault, Fault, Fault],
      writes: boolean,
      versions: readonly VersionView[],
      verifyFinds: (result: RunResult) => Outcome,
    ): Promise<Row> => {
      const started = performance.now();
      const seen = await throughPrism(forPrism, writes);
      const result = await direct(forVerify, writes);
      const baseline = honest[`${writes}`];
      let dreddFound = false;
      for (const view of versions) {
        const { failures } = await dredd(forDredd, view);
        dreddFound ||= [...failures].some((f) => !dreddHonest.get(view.id)!.failures.has(f));
      }
      const row = { name, verify: verifyFinds(result), prism: [...seen].some((v) => !baseline.has(v)), dredd: dreddFound };
      // A long section says it is alive: one line per fault on stderr (the section itself is printed at the end).
      process.stderr.write(`verify-peers: ${name} in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
      return row;
    };
    const rows: Row[] = [];
    for (const fault of withCopies(() => faultCorpusSetup(ROOT).corpus)) {
      const { id, version, operation } = fault.expect;
      rows.push(
        await judge(fault.name, fault.copies, fault.allowWrites === true, [model.views.find((v) => v.id === version)!], (result) =>
          result.checks.some((c) => c.outcome === 'fail' && c.id === id && c.version === version && c.operation === operation) ? 'found' : undefined,
        ),
      );
    }
    // The blind corpora: a failure the honest sandbox does not get (else an observation it does not get), Dredd on every version.
    const honestFailures = { false: new Set(failingChecks(honestDirect.false)), true: new Set(failingChecks(honestDirect.true)) };
    const honestObservations = {
      false: new Set(observationsSaid(honestDirect.false).map((o) => o.line)),
      true: new Set(observationsSaid(honestDirect.true).map((o) => o.line)),
    };
    const blindOutcome = (result: RunResult, writes: boolean): Outcome =>
      failingChecks(result).some((k) => !honestFailures[`${writes}`].has(k))
        ? 'found'
        : observationsSaid(result).some((o) => !honestObservations[`${writes}`].has(o.line))
          ? 'observed'
          : undefined;
    const blind = [
      { file: 'test/verify/blind-faults.ts', faults: withCopies(() => blindFaults(model.views, demo)), rows: [] as Row[] },
      { file: 'test/verify/blind-faults-behaviour.ts', faults: withCopies(() => blindBehaviourFaults(model.views, demo)), rows: [] as Row[] },
    ];
    for (const corpusOf of blind)
      for (const fault of corpusOf.faults) {
        const writes = fault.allowWrites === true;
        corpusOf.rows.push(await judge(fault.name, fault.copies, writes, model.views, (result) => blindOutcome(result, writes)));
      }
    const count = (of: readonly Row[], key: 'verify' | 'prism' | 'dredd') => of.filter((r) => (key === 'verify' ? r.verify === 'found' : r[key])).length;
    const observedCount = (of: readonly Row[]) => of.filter((r) => r.verify === 'observed').length;
    const found = (key: 'verify' | 'prism' | 'dredd') => count(rows, key);
    const table = (of: readonly Row[]) => [
      `| Fault | verify | Prism | Dredd |`,
      `|---|---|---|---|`,
      ...of.map((r) => `| ${r.name} | ${r.verify ?? '—'} | ${r.prism ? 'found' : '—'} | ${r.dredd ? 'found' : '—'} |`),
      `| **found** | **${count(of, 'verify')} / ${of.length}**${observedCount(of) > 0 ? ` (and ${observedCount(of)} observed)` : ''} | **${count(of, 'prism')} / ${of.length}** | **${count(of, 'dredd')} / ${of.length}** |`,
    ];
    const dreddBaseline = [...dreddHonest].map(([id, { summary }]) => `${id}: ${summary}`).join('; ');
    const markdown = [
      '## verify, Prism and Dredd on the fault corpus',
      '',
      `The ${rows.length} seeded faults of \`test/verify/fault-corpus.ts\` (the sandbox behind a loopback proxy that injects one fault each), every request of a \`verify\` run also passing through Prism's proxy validation (\`@stoplight/prism-cli\` ${prismVersion()}, one \`prism proxy\` per version document). \`verify\` (run straight at the faulty server, as Prism answers some requests itself) finds a fault when the check it breaks fails on the operation it breaks; Prism when it reports a response violation that the honest sandbox does not get. On the honest sandbox, \`verify\` failed ${falseAlarms} checks and Prism reported ${honest.false.size} distinct response violations read-only (${honest.true.size} with \`--allow-writes\`).`,
      '',
      `Dredd ${dreddVersion} (\`bench/peers/dredd/\`, installed with \`npm ci --prefix\`, outside the root \`package.json\`) reads OpenAPI 2.0 and 3.0, so it gets each version's 3.0.3 twin, as published: its path parameters' examples (the demo data's) are the requests' values, and the tenant header and the version's credential of the first tenant are added to every request (\`--header\`), a fresh sandbox per run; it replays one request per documented response of every operation and compares the answer with that response. It finds a fault when it reports a failure the honest sandbox does not get (over two honest runs). On the honest sandbox it reports ${dreddBaseline}: every transaction fails, for four causes of its own. It compares \`Content-Type\` exactly (\`application/json; charset=utf-8\` fails against \`application/json\`), on every JSON answer; status ranges (\`2XX\`, \`4XX\`: v3's success and error statuses, v4's answers whose status is not shown) are unsupported by its parser, so it tests the documented single statuses (400, 401, 403, 404, 422) with the same valid request, which the server answers with success; it sends no body for a form-encoded request (\"'example' is not supported for media type 'application/x-www-form-urlencoded'\": the token request is refused 400); and it writes a deep-object query parameter as \`status=[object Object]\` (the v4 filter is refused 400).`,
      '',
      ...table(rows),
      '',
      '### The blind corpora',
      '',
      `Faults written from the specification and the model by someone who had not read the checks, naming none: \`verify\` finds a fault when a check fails that does not fail on the honest sandbox (read-only, or with \`--allow-writes\` for the faults that need it), and observes it when it reports an observation the honest sandbox does not get (a fault of a fact the model leaves open, which it reports with the open question, never as a failure); Prism as above; Dredd, run on every version, when it reports a failure the honest sandbox does not get. Why \`verify\` misses what it misses is in each corpus's test (\`test/verify/blind-faults.test.ts\`, \`test/verify/blind-behaviour-verify.test.ts\`).`,
      '',
      ...blind.flatMap((b) => [`#### \`${b.file}\``, '', ...table(b.rows), '']),
    ].join('\n');
    return {
      markdown,
      summary: [
        {
          figure: 'seeded faults found, verify / Prism proxy validation / Dredd',
          measured: `${found('verify')} / ${found('prism')} / ${found('dredd')} of ${rows.length}`,
          target: '≥ 95% (verify)',
          met: found('verify') / rows.length >= 0.95,
        },
        ...blind.map((b) => ({
          figure: `blind faults of \`${b.file.split('/').at(-1)}\` found, verify / Prism proxy validation / Dredd`,
          measured: `${count(b.rows, 'verify')} / ${count(b.rows, 'prism')} / ${count(b.rows, 'dredd')} of ${b.rows.length}${observedCount(b.rows) > 0 ? ` (verify observes ${observedCount(b.rows)} more)` : ''}`,
          target: '≥ 95% (verify, found or observed)',
          met: (count(b.rows, 'verify') + observedCount(b.rows)) / b.rows.length >= 0.95,
        })),
      ],
    };
  } finally {
    await front.close();
    await sandbox.app.close();
  }
}
