/**
 * The change report for CI (`diff --format`): GitHub workflow annotations at the model's lines,
 * a JUnit XML report (one test case per change, breaking ones failing), and Markdown for a
 * pull-request comment. Each prints the report alone, so stdout can be piped as is.
 */
import type { Change, DiffReport, VersionReport } from './compare.ts';

export const REPORT_FORMATS = ['text', 'json', 'github', 'junit', 'markdown'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** `<file>:<line>:<col>`, or `<revision>:<file>:<line>:<col>` for a change located in a git base. */
function located(location: string): { file: string; line: string; column: string; revision?: string } {
  const [, revision, file, line, column] = /^(?:([^:]+):)?(.+):(\d+):(\d+)$/.exec(location) ?? [];
  return file === undefined ? { file: location, line: '1', column: '1' } : { file, line: line!, column: column!, ...(revision ? { revision } : {}) };
}

/** Workflow-command escaping: data, and property values (which also reserve `:` and `,`). */
const escapeData = (text: string) => text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
const escapeProperty = (text: string) => escapeData(text).replaceAll(':', '%3A').replaceAll(',', '%2C');

/**
 * GitHub workflow annotations: an error per breaking change, a warning per deprecation, a notice
 * for the rest, at the model line. A change located in a git base (a removal) is annotated on
 * the same file of the head, without a line, and its message says where it was.
 */
export function githubAnnotations(report: DiffReport): string {
  const lines = report.versions.flatMap((v) =>
    v.changes.map((c) => {
      const level = c.breaking ? 'error' : c.kind === 'deprecated' ? 'warning' : 'notice';
      const at = located(c.location);
      const place = at.revision === undefined ? `file=${escapeProperty(at.file)},line=${at.line},col=${at.column}` : `file=${escapeProperty(at.file)}`;
      const where = at.revision === undefined ? '' : ` (in ${at.revision}, line ${at.line})`;
      return `::${level} ${place},title=${escapeProperty(`${v.version}: ${c.kind}`)}::${escapeData(`${c.message}${where}`)}`;
    }),
  );
  return lines.length > 0 ? lines.join('\n') : `::notice title=diff::${escapeData(`No partner-visible change since ${report.base}.`)}`;
}

const xml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&apos;');

function testCase(version: string, c: Change): string {
  const name = xml(`${c.kind}: ${c.subject}`);
  const open = `    <testcase classname="${xml(version)}" name="${name}" file="${xml(c.location)}">`;
  if (!c.breaking) return `${open}<system-out>${xml(c.message)}</system-out></testcase>`;
  return `${open}<failure type="${xml(c.kind)}" message="${xml(c.message)}">${xml(`${c.location} ${c.message}`)}</failure></testcase>`;
}

/** JUnit XML: a suite per version, a test case per change; a breaking change is a failure. */
export function junitReport(report: DiffReport): string {
  const suites = report.versions.map((v) => {
    const failures = v.changes.filter((c) => c.breaking).length;
    return [
      `  <testsuite name="${xml(v.version)}" tests="${v.changes.length}" failures="${failures}">`,
      ...v.changes.map((c) => testCase(v.version, c)),
      '  </testsuite>',
    ].join('\n');
  });
  const total = report.versions.reduce((n, v) => n + v.changes.length, 0);
  const failures = report.versions.reduce((n, v) => n + v.changes.filter((c) => c.breaking).length, 0);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${xml(`Changes from ${report.base}`)}" tests="${total}" failures="${failures}">`,
    ...suites,
    '</testsuites>',
  ].join('\n');
}

/** A table cell: no line breaks, `|` escaped. */
const cell = (text: string) => text.replaceAll('\n', ' ').replaceAll('|', '\\|');

function markdownVersion(v: VersionReport): string[] {
  const { base, head, required } = v.revision;
  const breaking = v.changes.filter((c) => c.breaking).length;
  const revision = `revision ${base ?? '(none)'} → ${head ?? '(removed)'}; the changes ask for ${required === 'none' ? 'no new revision' : `a ${required} revision`}`;
  const heading = [`### \`${v.version}\`: ${v.changes.length} change(s), ${breaking} breaking`, '', revision];
  if (v.changes.length === 0) return heading;
  return [
    ...heading,
    '',
    '| | Change | Kind | Where |',
    '|---|---|---|---|',
    ...v.changes.map((c) => `| ${c.breaking ? '**breaking**' : ''} | ${cell(c.message)} | \`${c.kind}\` | \`${cell(c.location)}\` |`),
  ];
}

/** Markdown for a pull-request comment: a section per version, breaking changes first. */
export function markdownReport(report: DiffReport): string {
  const lines = [`## Changes from \`${report.base}\``];
  if (report.unread) lines.push('', ...report.unread.map((what) => `- Not read from the base: ${what}`));
  for (const v of report.versions) lines.push('', ...markdownVersion(v));
  return lines.join('\n');
}
