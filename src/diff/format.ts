/**
 * The change report as people read it (grouped per version, breaking first), and the changelog
 * draft `diff --changelog` prints: YAML to paste into the model's changelog, never written.
 */
import { compareRevisions } from '../model/revision.ts';
import { lowestRevision, type DiffReport, type VersionReport } from './compare.ts';

function revisionLine(v: VersionReport): string {
  const { base, head } = v.revision;
  if (base === null && v.changes.some((c) => c.kind === 'version-added')) return `${v.version}: new version, revision ${head}`;
  if (base === null) return `${v.version}: the base states no revision; now ${head}; ${asked(v)}`;
  if (head === null) return `${v.version}: removed (was revision ${base})`;
  return `${v.version}: revision ${base} → ${head}; ${asked(v)}`;
}

function asked(v: VersionReport): string {
  const { required } = v.revision;
  if (required === 'none') return 'no change asks for a new revision';
  const lowest = lowestRevision(v);
  return `the changes ask for a ${required} revision${lowest === null ? '' : `, at least ${lowest}`}`;
}

export function formatReport(report: DiffReport): string {
  const lines = [`Changes from ${report.base}:`];
  if (report.unread) lines.push(...report.unread.map((what) => `  not read from the base: ${what}`));
  for (const v of report.versions) {
    const breaking = v.changes.filter((c) => c.breaking).length;
    lines.push('', revisionLine(v), `  ${v.changes.length} change(s), ${breaking} breaking`);
    for (const c of v.changes) lines.push(`  ${c.breaking ? 'breaking' : '        '}  ${c.location}  ${c.message} [${c.kind}]`);
  }
  return lines.join('\n');
}

/** A YAML double-quoted scalar (JSON's string syntax is a subset of it). */
const quoted = (text: string) => JSON.stringify(text);

/**
 * One release per version with changes: the lowest revision its changes allow (or its head
 * revision when that is higher), dated `date`, with one entry per change.
 */
export function changelogDraft(report: DiffReport, date: string): string {
  const versions = report.versions.filter((v) => v.changes.length > 0 && v.revision.head !== null);
  if (versions.length === 0) return `# No partner-visible change since ${report.base}: nothing to add to the changelog.`;
  const lines = [
    `# Changes since ${report.base}. Paste each release at the top of its version's list under \`changelog:\`:`,
    "# its revision becomes the version's. An entry is as breaking as its kind.",
    'changelog:',
  ];
  for (const v of versions) {
    const { head } = v.revision;
    const lowest = lowestRevision(v) ?? head!;
    const revision = compareRevisions(head!, lowest) > 0 ? head! : lowest;
    lines.push(`  ${v.version}:`, `    - revision: ${revision}`, `      date: ${quoted(date)}`, '      entries:');
    for (const c of v.changes) {
      lines.push(`        - kind: ${c.kind}`, `          text: ${quoted(c.message)}`);
    }
  }
  return lines.join('\n');
}
