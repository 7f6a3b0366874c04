/**
 * `npm start`: the sandbox server, every version of the model under its root on HOST:PORT
 * (default 127.0.0.1:8080), from the model in spec/ or `--spec <dir>`, with the demo data beside
 * the model folder (`sandbox/demo.yaml`, as validate and generate check it) or `--fixture <file>`.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { relative, resolve } from 'node:path';
import { checkDemoData, demoDataBeside } from '../demo/check.ts';
import { formatDiagnostic, sortDiagnostics } from '../diagnostics/diagnostic.ts';
import { readOptions, UsageError } from '../model/command-line.ts';
import { repositoryRoot } from '../model/repository-root.ts';
import { analyse } from '../pipeline/compile.ts';
import { sandboxModel } from '../demo/model-facts.ts';
import { buildSandbox } from './server.ts';
import { DEMO_FIXTURE_PATH, Store, type ClientFixture } from '../demo/store.ts';
import { DOCS_ROOT, registerTryIt } from './try-it.ts';

const ROOT = repositoryRoot();
/** The shipped demo data: its credentials are public, so the start-up lines may show them. */
const DEMO_FIXTURE = resolve(ROOT, DEMO_FIXTURE_PATH);

const HELP = `Usage: npm start -- [options]

Options:
  --spec <dir>        Model folder (default: spec)
  --fixture <file>    Demo data (default: the ${DEMO_FIXTURE_PATH} beside the model folder, as
                      validate and generate check it); without a \`choices:\` section, it
                      takes the choices of the demo data beside the model folder
  -h, --help          This help

HOST and PORT (default 127.0.0.1:8080) set where it listens.`;

interface SandboxOptions {
  spec: string;
  /** Undefined: the demo data beside the model folder, or the shipped one. */
  fixture: string | undefined;
}

/** The options, or 'help'; a UsageError for anything else. */
function parseArgs(argv: readonly string[]): SandboxOptions | 'help' {
  const options: SandboxOptions = { spec: resolve(ROOT, 'spec'), fixture: undefined };
  const help = readOptions(argv, {
    flags: {},
    values: {
      '--spec': (value) => (options.spec = resolve(value)),
      '--fixture': (value) => (options.fixture = resolve(value)),
    },
    positional: () => false,
  });
  return help ?? options;
}

function clientLine(client: ClientFixture, withSecret: boolean): string {
  return `${client.id}${withSecret ? ` / ${client.secret}` : ''} (${client.scopes === 'all' ? 'every scope' : client.scopes.join(' ')})`;
}

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  if (options === 'help') {
    console.log(HELP);
    return 0;
  }
  const analysed = analyse(options.spec);
  if (!analysed.ok) {
    console.error(`The model has errors; run \`npm run validate -- --spec ${relative(process.cwd(), options.spec) || '.'}\`.`);
    return 1;
  }
  // The demo data of this model, never another model's: the file beside its folder, or the one named.
  const beside = demoDataBeside(options.spec);
  const fixture = options.fixture ?? beside;
  if (!existsSync(fixture)) {
    console.error(`No demo data for the model: ${relative(process.cwd(), fixture) || fixture} does not exist; pass \`--fixture <file>\`.`);
    return 1;
  }
  const store = Store.fromFile(fixture);
  // A fixture of the user's own records may leave the sandbox's choices to the demo data beside the model.
  const choicesFrom = store.choices === undefined && fixture !== beside && existsSync(beside) ? beside : undefined;
  if (choicesFrom !== undefined) store.choices = Store.fromFile(choicesFrom).choices;
  const model = sandboxModel(analysed.resolved, analysed.views);
  // Data the model cannot describe is refused here, located, not answered with 500 later.
  const misfits = checkDemoData(model, relative(process.cwd(), fixture) || fixture, readFileSync(fixture, 'utf8'), {
    ...(choicesFrom !== undefined ? { inheritedChoices: store.choices } : {}),
  });
  if (misfits.length > 0) {
    for (const d of sortDiagnostics(misfits)) console.error(formatDiagnostic(d));
    console.error(`The fixture ${fixture} does not fit the model: the sandbox did not start.`);
    return 1;
  }
  const { app } = await buildSandbox({ store, model });
  // A user's fixture may hold real-looking secrets, and start-up output ends up in logs and CI.
  const withSecrets = fixture === DEMO_FIXTURE;
  await registerTryIt(app, { resolved: analysed.resolved, views: analysed.views, store, showSecrets: withSecrets });
  // Ctrl-C, `kill`, or npm passing either on: the server closes (requests under way finish) and
  // the process ends, instead of the port staying taken. A second signal kills at once.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
  const host = process.env.HOST ?? '127.0.0.1';
  await app.listen({ host, port: Number(process.env.PORT ?? 8080) });
  // The port listened on, which PORT=0 leaves to the system.
  const { port } = app.server.address() as AddressInfo;
  const roots = analysed.views.map((view) => `${view.id}: ${view.root}`).join(', ');
  const tenantHeader = analysed.resolved.tenantHeader;
  console.log(`Sandbox on http://${host}:${port} (${roots}).${tenantHeader ? ` Tenant header: ${tenantHeader.name}.` : ''}`);
  console.log(`  Try it in a browser: http://${host}:${port}${DOCS_ROOT}`);
  // Each kind of credential the model's versions take, with those versions.
  const versionsOf = (kind: string) =>
    analysed.views
      .filter((v) => v.auth.kind === kind)
      .map((v) => v.id)
      .join(', ');
  const secrets = (values: readonly string[]) => (withSecrets ? values.join(', ') || '-' : `${values.length}`);
  for (const [tenant, data] of store.tenants) {
    const kinds = [
      { kind: 'apiKey', text: () => `API keys (${versionsOf('apiKey')}) ${secrets(data.apiKeys)}` },
      { kind: 'oauth2', text: () => `OAuth clients (${versionsOf('oauth2')}) ${data.clients.map((c) => clientLine(c, withSecrets)).join('; ') || '-'}` },
      { kind: 'bearer', text: () => `bearer tokens (${versionsOf('bearer')}) ${secrets(data.tokens)}` },
    ].filter(({ kind }) => versionsOf(kind) !== '');
    console.log(`  ${tenantHeader ? `tenant ${tenant}` : 'credentials'}: ${kinds.map(({ text }) => text()).join('; ')}`);
  }
  if (!withSecrets) console.log(`  (keys and secrets are not shown: they are in ${fixture})`);
  if (choicesFrom !== undefined) console.log(`  The sandbox's choices (transitions, page sizes, token lifetime) are those of ${choicesFrom}.`);
  return 0;
}

/** What a failed start prints, and its exit code. */
function failed(error: unknown): number {
  if (error instanceof UsageError) {
    console.error(`error: ${error.message}\n\n${HELP}`);
    return 2;
  }
  console.error(`sandbox: ${error instanceof Error ? error.message : String(error)}`);
  return 1;
}

// Not a top-level await: the sandbox's bundle is CommonJS (scripts/build.mjs), as the CLI's.
void main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => (process.exitCode = failed(error)),
);
