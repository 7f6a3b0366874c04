/**
 * Command line: `generate`, `generate --check`, `validate`, `provenance`, `diff`, `--help`.
 * Exit codes: 0 success, 1 model errors, drift or a failing change report, 2 usage error or an
 * unreadable diff base, 70 internal error.
 * Never prints a stack trace: model errors are located diagnostics, anything else one line.
 */
import { dirname, resolve } from 'node:path';
import { demoDataBeside } from '../demo/check.ts';
import { countDiagnostics, formatDiagnostic, sortDiagnostics, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { templatesFolder } from '../emit/shared/templates.ts';
import { readOptions, UsageError } from '../model/command-line.ts';
import { analyse, compile, compileInto, VALIDATING_EMITTERS } from '../pipeline/compile.ts';
import { describeOsError, isErrnoError, OutputError } from '../write/os-errors.ts';
import { resolveOutputFolder } from '../write/output-path.ts';
import { checkOutput, DEFAULT_LOCK_TIMEOUT_MS, isEmptyDiff, OutputWriter, type OutputCheck, type WriteRun } from '../write/writer.ts';
import { REPORT_FORMATS, type ReportFormat } from '../diff/ci-formats.ts';
import { DIFF_HELP, runDiff } from './diff-command.ts';
import { capHeapGrowth } from './heap-growth.ts';
import { LARGE_MODEL_BYTES, phaseLine, printEveryPhase, progressOfLargeModels } from './progress.ts';
import { watchAndGenerate } from './watch.ts';

const HELP = `Usage: npm run generate -- [options]        (or: tsx src/cli/main.ts <command> [options])

Commands:
  generate            Compile spec/ into generated/ (OpenAPI, schema, …); one line per artefact.
  generate --check    Write nothing; exit 1 naming every file that differs from what the model produces.
  generate --watch    Generate, then regenerate on every change in the model, templates/ or demo data folders;
                      model errors are shown and the watch goes on (Ctrl-C stops).
  validate            Check the model (the emitters that read the model run in memory, nothing is
                      written); print every located diagnostic (errors and warnings). A large model
                      (over ${LARGE_MODEL_BYTES / 1e6} MB of YAML) prints a line per phase on stderr, as diff does.
  provenance          List every inferred and unspecified element of the model (--json for JSON).
  diff <base>         Report every partner-visible change per version since <base>: a folder holding
                      a model, or a git revision (its model folder is read through git). Options:
                      --format text|json|github|junit|markdown, --fail-on breaking, --check-revision,
                      --changelog. \`diff --help\` says more.
  verify <base-url>   Test a running server against the model (verify --help for its options).

Options:
  --spec <dir>        Model folder (default: spec)
  --out <dir>         Output folder (default: generated). It must be new, empty, or written by an
                      earlier run (its .generated-files lists what it wrote): the generator replaces
                      and removes only the files it wrote, and refuses a folder holding anything else.
  --lock-timeout <s>  How long to wait for another run writing the same output (default ${DEFAULT_LOCK_TIMEOUT_MS / 1000})
  --strict            validate, generate: warnings fail like errors (exit 1, nothing written).
                      Without it, warnings (accepted, but probably a mistake) are printed and the
                      command goes on (as --watch always does).
  --json              provenance, diff: print JSON
  -h, --help          This help

Exit codes: 0 ok (warnings included, unless --strict), 1 model errors, stale output, or an output that cannot be written (the reason is
printed; the old output is left as it was), or what diff --fail-on / --check-revision fail on, 2 usage error or a diff base that cannot be read,
70 internal error (a bug: please report it).`;

interface Options {
  command: string;
  base: string;
  failOnBreaking: boolean;
  checkRevision: boolean;
  changelog: boolean;
  check: boolean;
  watch: boolean;
  json: boolean;
  format: ReportFormat | undefined;
  strict: boolean;
  spec: string;
  out: string;
  lockTimeoutMs: number;
}

function parseArgs(argv: readonly string[]): Options | 'help' | 'diff help' {
  const options: Options = {
    command: '',
    base: '',
    failOnBreaking: false,
    checkRevision: false,
    changelog: false,
    check: false,
    watch: false,
    json: false,
    format: undefined,
    strict: false,
    spec: 'spec',
    out: 'generated',
    lockTimeoutMs: DEFAULT_LOCK_TIMEOUT_MS,
  };
  const help = readOptions(argv, {
    flags: {
      '--check': () => (options.check = true),
      '--watch': () => (options.watch = true),
      '--json': () => (options.json = true),
      '--strict': () => (options.strict = true),
      '--check-revision': () => (options.checkRevision = true),
      '--changelog': () => (options.changelog = true),
    },
    values: {
      '--spec': (v) => (options.spec = v),
      '--out': (v) => (options.out = v),
      '--lock-timeout': (v, flag) => (options.lockTimeoutMs = seconds(flag, v) * 1000),
      '--fail-on': (v) => (options.failOnBreaking = failOn(v)),
      '--format': (v) => (options.format = reportFormat(v)),
    },
    positional(arg) {
      if (options.command === '') options.command = arg;
      else if (options.command === 'diff' && options.base === '') options.base = arg;
      else return false;
      return true;
    },
  });
  // `diff --help` is the command's own help.
  if (help) return argv.find((a) => !a.startsWith('-')) === 'diff' ? 'diff help' : 'help';
  if (!['generate', 'validate', 'provenance', 'diff'].includes(options.command)) {
    throw new UsageError(options.command ? `unknown command: ${options.command}` : 'missing command');
  }
  if (options.command === 'diff' && options.base === '') throw new UsageError('diff needs a base: a folder holding a model, or a git revision');
  const diffOnly = options.failOnBreaking || options.checkRevision || options.changelog || options.format !== undefined;
  if (diffOnly && options.command !== 'diff') throw new UsageError('--fail-on, --check-revision, --changelog and --format apply to diff');
  if ((options.json || options.format !== undefined) && options.changelog)
    throw new UsageError('--changelog prints YAML; it does not combine with --json or --format');
  if (options.json && options.format !== undefined && options.format !== 'json')
    throw new UsageError(`--json and --format ${options.format} ask for two formats`);
  if (options.strict && options.command === 'diff') throw new UsageError('--strict applies to validate and generate');
  if (options.strict && options.command === 'provenance') throw new UsageError('--strict applies to validate and generate');
  // Watch mode keeps going whatever it finds, so a failing warning would have nothing to stop.
  if (options.strict && options.watch) throw new UsageError('--strict does not apply to --watch, which prints warnings and goes on');
  return options;
}

function reportFormat(text: string): ReportFormat {
  const format = REPORT_FORMATS.find((f) => f === text);
  if (format === undefined) throw new UsageError(`--format takes ${REPORT_FORMATS.join(', ')}, not ${text}`);
  return format;
}

/** `--fail-on <what>`: only breaking changes can fail the report. */
function failOn(what: string): boolean {
  if (what !== 'breaking') throw new UsageError(`--fail-on takes \`breaking\`, not ${what}`);
  return true;
}

function seconds(flag: string, text: string): number {
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0) throw new UsageError(`${flag} needs a number of seconds, not ${text}`);
  return value;
}

function printDiagnostics(diagnostics: readonly Diagnostic[]): void {
  for (const d of sortDiagnostics(diagnostics)) console.error(formatDiagnostic(d));
  console.error(`\n${countDiagnostics(diagnostics)} in the model; nothing was written.`);
}

/**
 * Prints the warnings a model was accepted with; true when the command may go on (no warnings,
 * or no --strict). Under --strict they fail the command as errors would, before anything is written.
 */
function warningsAllow(warnings: readonly Diagnostic[], options: Options): boolean {
  if (warnings.length === 0) return true;
  for (const d of sortDiagnostics(warnings)) console.error(formatDiagnostic(d));
  if (options.strict) {
    console.error(`\n${countDiagnostics(warnings)} in the model, and --strict fails on warnings; nothing was written.`);
    return false;
  }
  console.error(`\n${countDiagnostics(warnings)} in the model; --strict would fail on warnings.\n`);
  return true;
}

async function runGenerate(options: Options): Promise<number> {
  // Refused before the model is even read: a wrong --out is the costliest mistake to make.
  const outDir = resolveOutputFolder(options.out, { specDir: options.spec, cwd: process.cwd() });
  if (options.watch) {
    const specDir = resolve(options.spec);
    // The demo data beside the model is checked and makes the documents' examples: its folder is watched too.
    const folders = [specDir, templatesFolder(), dirname(demoDataBeside(specDir))];
    await watchAndGenerate({ specDir, outDir, outLabel: options.out, folders, lockTimeoutMs: options.lockTimeoutMs });
    return 0;
  }
  const start = performance.now();
  if (options.check) return runCheck(options, outDir);
  // Each artefact is staged as it is made (the output itself changes only at the commit), so a
  // large model's output is never held whole; the run opens with the first artefact, after the
  // model was found valid.
  const writer = new OutputWriter(outDir, { lockTimeoutMs: options.lockTimeoutMs });
  let run: WriteRun | undefined;
  capHeapGrowth();
  try {
    const result = compileInto(resolve(options.spec), (artefact) => (run ??= writer.begin()).add(artefact), printEveryPhase);
    if (!result.ok) {
      printDiagnostics(result.diagnostics);
      return 1;
    }
    if (!warningsAllow(result.warnings, options)) return 1;
    const commitStart = performance.now();
    const diff = (run ??= writer.begin()).commit();
    const changed = diff.changed.length + diff.added.length + diff.removed.length;
    console.log(phaseLine('write', `${changed} changed`, result.sinkMs + performance.now() - commitStart));
    console.log(`generated ${result.files} files into ${options.out}/ in ${(performance.now() - start).toFixed(0)} ms`);
    return 0;
  } finally {
    // After a commit this does nothing; after an error or a refusal, the output stays as it was.
    run?.abandon();
  }
}

function runCheck(options: Options, outDir: string): number {
  const result = compile(resolve(options.spec));
  if (!result.ok) {
    printDiagnostics(result.diagnostics);
    return 1;
  }
  if (!warningsAllow(result.warnings, options)) return 1;
  const artefacts = result.outputs.flatMap((o) => o.artefacts);
  return reportCheck(options.out, checkOutput(outDir, artefacts), artefacts.length);
}

/** `generate --check`: 0 when the output is exactly what the model produces, else 1 and why. */
function reportCheck(out: string, check: OutputCheck, count: number): number {
  if (check.state === 'writing') {
    console.error(`${out}/ is being written by a generate run (${check.owner}) right now; run --check again when it has finished.`);
    return 1;
  }
  if (check.state === 'interrupted') {
    console.error(
      `${out}/ holds an interrupted write: a generate run was stopped while replacing its files. Run \`npm run generate\` to restore it and regenerate.`,
    );
    return 1;
  }
  if (check.state === 'unmarked') {
    console.error(`${out}/ was not written by the generator (it has no .generated-files), so it cannot be compared. Generate into a new folder.`);
    return 1;
  }
  const { diff, foreign } = check;
  if (isEmptyDiff(diff) && foreign.length === 0) {
    console.log(`${out}/ is up to date (${count} files).`);
    return 0;
  }
  for (const f of diff.changed) console.error(`differs: ${out}/${f}`);
  for (const f of diff.added) console.error(`missing: ${out}/${f}`);
  for (const f of diff.removed) console.error(`stale:   ${out}/${f}`);
  for (const f of foreign) console.error(`foreign: ${out}/${f} (not written by the generator; generate refuses to write beside it)`);
  console.error(`\n${out}/ is out of date; run \`npm run generate\` and commit the result.`);
  return 1;
}

/** Analyses the model; on errors prints them and returns undefined. */
function analysedOrReported(options: Options) {
  const result = analyse(resolve(options.spec));
  if (result.ok) return result;
  printDiagnostics(result.diagnostics);
  return undefined;
}

function runValidate(options: Options): number {
  // The emitters that read the model run (nothing is written, and nothing of their output kept):
  // only they know what of the model no artefact shows, and their templates can fail.
  const result = compileInto(resolve(options.spec), () => {}, progressOfLargeModels().of(''), VALIDATING_EMITTERS);
  if (!result.ok) {
    printDiagnostics(result.diagnostics);
    return 1;
  }
  if (!warningsAllow(result.warnings, options)) return 1;
  const ops = result.resolved.operations.length;
  console.log(`The model is valid: ${result.views.length} versions, ${ops} operations, ${result.resolved.scopes.length} scopes.`);
  return 0;
}

function runProvenance(options: Options): number {
  const result = analysedOrReported(options);
  if (!result || !warningsAllow(result.warnings, options)) return 1;
  const items = result.resolved.provenance;
  if (options.json) {
    console.log(
      JSON.stringify(
        items.map(({ path: _path, ...item }) => item),
        null,
        2,
      ),
    );
    return 0;
  }
  for (const item of items) {
    console.log(`${item.location.file}:${item.location.line} ${item.status.padEnd(11)} ${item.subject}: ${item.reason}`);
  }
  const count = (status: string) => items.filter((i) => i.status === status).length;
  console.log(`\n${count('inferred')} inferred, ${count('unspecified')} unspecified, ${count('observed')} observed.`);
  return 0;
}

export async function main(argv: readonly string[]): Promise<number> {
  try {
    // `verify` has options of its own (src/verify/command.ts); loaded only for it (Ajv alone costs ~0.2 s at start).
    if (argv[0] === 'verify') return await (await import('../verify/command.ts')).verifyCommand(argv.slice(1));
    const options = parseArgs(argv);
    if (options === 'help' || options === 'diff help') {
      console.log(options === 'help' ? HELP : DIFF_HELP);
      return 0;
    }
    if (options.command === 'generate') return await runGenerate(options);
    if (options.command === 'validate') return runValidate(options);
    if (options.command === 'diff') return runDiff({ ...options, format: options.format ?? (options.json ? 'json' : 'text') });
    return runProvenance(options);
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`error: ${error.message}\n\n${HELP}`);
      return 2;
    }
    // The user's situation (a refused --out, a full disk, a read-only folder), not a bug.
    if (error instanceof OutputError) {
      console.error(`error: ${error.message}`);
      return 1;
    }
    if (isErrnoError(error)) {
      console.error(`error: ${describeOsError(error, 'Nothing was written.').message}`);
      return 1;
    }
    // A bug or an I/O failure: say what, never dump a stack trace at the user.
    const message = error instanceof Error ? error.message : String(error);
    console.error(`internal error: ${message}\nNothing was written. Please report this with the command you ran.`);
    return 70;
  }
}

// Not a top-level await: the CLI bundle is CommonJS (scripts/build.mjs), which V8 compiles faster than an ES module.
void main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
