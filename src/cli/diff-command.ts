/**
 * `diff <base>`: the change report between a base model (a folder or a git revision) and the
 * head model (`--spec`). Exit codes: 0 reported; 1 the head model has errors, `--fail-on
 * breaking` met a breaking change, or `--check-revision` a revision below what its changes ask;
 * 2 the base cannot be read.
 */
import { resolve } from 'node:path';
import { countDiagnostics, formatDiagnostic, isError, sortDiagnostics, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { compareModels, revisionShortfalls, type AnalysedModel, type DiffReport } from '../diff/compare.ts';
import { githubAnnotations, junitReport, markdownReport, type ReportFormat } from '../diff/ci-formats.ts';
import { changelogDraft, formatReport } from '../diff/format.ts';
import { lenientBase, withoutRuleErrors } from '../diff/lenient-base.ts';
import { openableFrom, readBase, UnreadableBase, type BaseFiles } from '../diff/read-base.ts';
import { revisionPath } from '../model/revision.ts';
import { reuseWithinRun, type Reuse } from '../model/reuse.ts';
import type { LoadResult } from '../load/load-spec.ts';
import { analyseLoaded, loadEnded, loadPhase, type AnalyseResult, type OnPhase } from '../pipeline/compile.ts';
import { progressOfLargeModels } from './progress.ts';
import { SharedRuleResults } from '../validate/shared-rule-results.ts';

export interface DiffOptions {
  base: string;
  spec: string;
  format: ReportFormat;
  failOnBreaking: boolean;
  checkRevision: boolean;
  changelog: boolean;
}

/** Each format's printer: stdout carries the report alone (everything else goes to stderr). */
const PRINTERS: Record<ReportFormat, (report: DiffReport) => string> = {
  text: formatReport,
  json: (report) => JSON.stringify(report, null, 2),
  github: githubAnnotations,
  junit: junitReport,
  markdown: markdownReport,
};

/** `diff --help`. */
export const DIFF_HELP = `Usage: npm run -s diff -- <base> [options]   (-s keeps npm's own lines out of stdout)

The change report: every partner-visible change per version of the model since <base>, breaking
first, each with a stable kind, a subject worded for partners and the model line it comes from
(relative to the current folder; <revision>:<path> for a removal read from git).

<base>                 A folder holding a model (or holding a folder named like --spec), or a git
                       revision of the repository that holds --spec (read through git; the working
                       tree is not touched). A base written for an earlier model is read as far as
                       it can be; what was not read is named.

Options:
  --spec <dir>         The head model folder (default: spec).
  --format <format>    text (default), json, github (workflow annotations at the model's lines),
                       junit (a test case per change; breaking ones fail), markdown (a pull-request
                       comment).
  --json               The same as --format json: { base, unread?, versions: [{ version,
                       revision: { base, head, required }, changes }] }.
  --fail-on breaking   Exit 1 when any change is breaking.
  --check-revision     Exit 1 when a version's revision is below what its changes require (a
                       breaking change asks for a new major, an addition a new minor, wording a
                       patch), naming the lowest revision allowed. Combines with --fail-on.
  --changelog          Print the new releases as YAML to paste into the changelog (writes nothing).

Exit codes: 0 reported; 1 --fail-on or --check-revision failed, or the head model has errors;
2 usage error or a base that cannot be read.`;

/** How many times entries of the base that rules refuse are read as the head's before the base is called unreadable. */
const MAX_RULE_ROUNDS = 3;

/** Exit code for a base that cannot be read. */
const UNREADABLE_BASE_EXIT = 2;

function printUnreadable(error: UnreadableBase): number {
  console.error(`error: cannot read the base: ${error.message} Hint: ${error.hint}`);
  return UNREADABLE_BASE_EXIT;
}

/** A model analysed for the comparison, which reads its views alone: nothing asks what they rendered, so they record nothing. */
function analysedForDiff(loaded: LoadResult, onPhase?: OnPhase, reuse?: Reuse, shared?: SharedRuleResults): AnalyseResult {
  return analyseLoaded(loaded, onPhase, reuse, false, shared);
}

/** The head model, read and analysed. */
interface Head {
  loaded: LoadResult;
  analysed: AnalyseResult;
}

/** Whether two loads read the same files (names and texts) with the same diagnostics: their analyses are then equal. */
function sameFiles(a: LoadResult, b: LoadResult): boolean {
  return (
    a.files.length === b.files.length &&
    a.files.every((file, i) => file.source.name === b.files[i]!.source.name && file.source.text === b.files[i]!.source.text) &&
    JSON.stringify(a.diagnostics) === JSON.stringify(b.diagnostics)
  );
}

/** The base's files, read (from a folder or through git). */
function readBaseFiles(options: DiffOptions, progress: OnPhase, reuse: Reuse): BaseFiles {
  const start = performance.now();
  const read = readBase(options.base, options.spec, process.cwd(), reuse);
  loadEnded(progress, read.loaded, start);
  return read;
}

/**
 * The base, analysed; a base written for an earlier model is read as far as it can be, and what
 * was not read is named. `shared`: the head's rule results, taken where they hold for the base.
 */
function analysedBase(
  options: DiffOptions,
  { loaded, displayName }: BaseFiles,
  head: Head,
  progress: OnPhase,
  reuse: Reuse,
  shared: SharedRuleResults,
): { model: AnalysedModel; unread: string[] } {
  // Analysis is a function of the files read: a base that reads the head's files (a pull request
  // that leaves the model alone) has the head's analysis, and the comparison knows it (compare.ts).
  const checkStart = performance.now();
  if (head.analysed.ok && sameFiles(loaded, head.loaded)) {
    progress({ name: 'analysis', count: "the head's", ms: performance.now() - checkStart });
    return { model: { ...head.analysed, displayName }, unread: [] };
  }
  const headModel = head.analysed.ok ? head.analysed.resolved.model : undefined;
  const result = analysedForDiff(loaded, progress, reuse, shared);
  if (result.ok) return { model: { ...result, displayName }, unread: [] };
  // A relaxed base's data is no longer its text's parse: analysed without the head's results.
  const relaxed = lenientBase(loaded, displayName, headModel);
  let lenient = relaxed ?? { loaded, unread: [], revisions: {} };
  let retried = relaxed ? analysedForDiff(relaxed.loaded) : result;
  // Entries a rule refuses are read as the head's; what they then refer to may need the same, a few times at most.
  for (let round = 0; !retried.ok && round < MAX_RULE_ROUNDS; round++) {
    const next = withoutRuleErrors(lenient, retried.diagnostics.filter(isError), displayName, headModel);
    if (!next) break;
    lenient = next;
    retried = analysedForDiff(lenient.loaded);
  }
  if (retried.ok) return { model: { ...retried, statedRevisions: lenient.revisions, displayName }, unread: lenient.unread };
  const errors = (retried.ok ? [] : retried.diagnostics).filter(isError);
  const first = sortDiagnostics(errors)[0];
  // A diagnostic's line ends its own sentence.
  const firstLine = first ? formatDiagnostic(first).split('\n')[0]!.replace(/\.$/, '') : undefined;
  throw new UnreadableBase(
    `the base model at ${options.base} has ${countDiagnostics(errors)} that this version of the model cannot read past${firstLine ? `, the first: ${firstLine}` : ''}.`,
    'Fix them in a copy of the base (a folder), or compare with a later revision of it.',
  );
}

function printHeadErrors(diagnostics: readonly Diagnostic[]): void {
  for (const d of sortDiagnostics(diagnostics)) console.error(formatDiagnostic(d));
  console.error(`\n${countDiagnostics(diagnostics)} in the head model; no change report.`);
}

export function runDiff(options: DiffOptions): number {
  // The head is analysed first: a base element that cannot be read is read as the head's (lenient-base.ts).
  const progress = progressOfLargeModels();
  // A base file equal to the head's (most are: a change touches a few files) is parsed once.
  const sameTexts = reuseWithinRun();
  const headProgress = progress.of('head: ');
  const baseProgress = progress.of('base: ');
  const loaded = loadPhase(resolve(options.spec), sameTexts, headProgress);
  let base: { model: AnalysedModel; unread: string[] };
  let analysed: AnalyseResult;
  try {
    // The base is read before the head is validated: the head's rules then watch what the base
    // holds otherwise, and hand their results on to the base's validation where they hold for it.
    const baseFiles = readBaseFiles(options, baseProgress, sameTexts);
    const shared = new SharedRuleResults(baseFiles.loaded.files);
    analysed = analysedForDiff(loaded, headProgress, sameTexts, shared);
    base = analysedBase(options, baseFiles, { loaded, analysed }, baseProgress, sameTexts, shared);
  } catch (error) {
    if (error instanceof UnreadableBase) return printUnreadable(error);
    throw error;
  }
  if (!analysed.ok) {
    printHeadErrors(analysed.diagnostics);
    return 1;
  }
  const head = { ...analysed, displayName: openableFrom(process.cwd(), resolve(options.spec)) };
  // One date for the run: the sunsets it judges and the releases it drafts.
  const today = new Date().toISOString().slice(0, 10);
  const compareStart = performance.now();
  const report = compareModels(options.base, base.model, head, today, base.unread);
  progress.of('')({ name: 'compare', ms: performance.now() - compareStart });
  console.log(options.changelog ? changelogDraft(report, today) : PRINTERS[options.format](report));

  let code = 0;
  const breaking = report.versions.flatMap((v) => v.changes.filter((c) => c.breaking).map(() => v.version));
  if (options.failOnBreaking && breaking.length > 0) {
    console.error(`\n${breaking.length} breaking change(s) (in ${[...new Set(breaking)].join(', ')}); --fail-on breaking fails.`);
    code = 1;
  }
  if (options.checkRevision) {
    for (const [version] of Object.entries(base.model.statedRevisions ?? {}).filter(([, revision]) => revision === null)) {
      console.error(`\n${version}: the base states no revision, so --check-revision has nothing to compare it with.`);
    }
    for (const s of revisionShortfalls(report)) {
      const at = head.locator.at(revisionPath(s.version));
      console.error(
        `\n${head.displayName(at.file)}:${at.line}:${at.column} ${s.version}: revision ${s.head} is below ${s.lowest}, the lowest its ${s.required} change(s) allow; add a release of at least ${s.lowest} at the top of its changelog (--changelog drafts it).`,
      );
      code = 1;
    }
  }
  return code;
}
