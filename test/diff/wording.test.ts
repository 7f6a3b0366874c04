/**
 * The change report worded for partners, through the CLI as a process: a subject names what a
 * partner sees (an operation by method and path, an enum value by its value), an element shown
 * in several schemas is one entry, a replacement in another version is named with its version,
 * and a deprecation is located at the line that states it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import type { DiffReport } from '../../src/diff/compare.ts';
import { cli } from '../support/cli-process.ts';
import { seedTexts, writeModelFolder, type SpecText } from '../support/seed-texts.ts';
import { CORPUS, modelTexts, seed, type EditableModel } from './corpus.ts';

const work = mkdtempSync(join(tmpdir(), 'diff-wording-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const writeModel = (name: string, texts: readonly SpecText[]) => writeModelFolder(join(work, name, 'spec'), texts);

const base = writeModel('base', seedTexts());
const headOf = (name: string, edit: (m: EditableModel) => void) => {
  const texts = modelTexts(edit);
  return { folder: writeModel(name, texts), texts };
};
async function jsonReport(head: string): Promise<DiffReport> {
  const run = await cli('diff', base, '--spec', head, '--json');
  expect(run.code, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as DiffReport;
}
/** The text of the model line a `<file>:<line>:<col>` location points at. */
function lineAt(texts: readonly SpecText[], location: string): string {
  const [, file, line] = /(?:^|\/)([a-z0-9-]+\.yaml):(\d+):\d+$/.exec(location)!;
  return texts.find((t) => t.name === `spec/${file}`)!.text.split('\n')[Number(line) - 1]!;
}

describe('the change report, worded for partners', () => {
  const enumDeclaration = (m: EditableModel) => m.enumDeclaration(seed.filteredEnum);
  const value = { last: seed.filteredEnumValues.at(-1)! };

  it('an enum value deprecated names the value in the text, --json and --changelog, at its deprecatedValues entry; withdrawn, the same', async () => {
    const { folder, texts } = headOf('enum-deprecated', (m) => {
      enumDeclaration(m).deprecatedValues = { [value.last]: { since: '2026-01-01' } };
    });
    const report = await jsonReport(folder);
    const deprecations = report.versions.flatMap((v) => v.changes.filter((c) => c.kind === 'deprecated'));
    expect(deprecations.length).toBeGreaterThan(0);
    for (const c of deprecations) {
      expect(c.subject).toContain(`value \`${value.last}\``);
      expect(c.message).toContain(`value \`${value.last}\``);
      expect(lineAt(texts, c.location)).toMatch(new RegExp(`^\\s+${value.last}:`));
    }
    const text = await cli('diff', base, '--spec', folder);
    expect(text.stdout).toContain(`value \`${value.last}\``);
    const changelog = parse((await cli('diff', base, '--spec', folder, '--changelog')).stdout) as {
      changelog: Record<string, { entries: { text: string }[] }[]>;
    };
    for (const releases of Object.values(changelog.changelog)) {
      for (const entry of releases[0]!.entries) expect(entry.text).toContain(`value \`${value.last}\``);
    }
    // Withdrawn: the base deprecates it, the head does not.
    const back = await cli('diff', folder, '--spec', base, '--json');
    const withdrawn = (JSON.parse(back.stdout) as DiffReport).versions.flatMap((v) => v.changes.filter((c) => c.kind === 'deprecation-withdrawn'));
    expect(withdrawn.length).toBeGreaterThan(0);
    for (const c of withdrawn) expect(c.message).toContain(`value \`${value.last}\``);
  });

  it('a parameter names its operation by method and path, and its deprecation is located at its deprecated: line', async () => {
    const { folder, texts } = headOf('parameter-deprecated', (m) => {
      m.parameter(seed.sharedParameter).deprecated = { since: '2026-01-01' };
    });
    const report = await jsonReport(folder);
    const list = report.versions.flatMap((v) => v.changes).find((c) => c.operationId === seed.listOp)!;
    const operation = seed.operations[seed.listOp]!;
    expect(list.subject).toBe(`\`${operation.method} ${operation.path}\` · query parameter \`${seed.sharedParameterName}\``);
    expect(lineAt(texts, list.location)).toMatch(/^\s+deprecated:/);
  });

  it('a field of a resource shown in its list and single shapes is one entry, naming both', async () => {
    const edit = CORPUS.find((c) => c.name === 'a response field removed')!;
    const report = await jsonReport(headOf('field-removed', edit.head).folder);
    for (const version of seed.fieldVersions) {
      const changes = report.versions.find((v) => v.version === version)!.changes;
      expect(changes).toHaveLength(1);
      expect(changes[0]!.subject).toMatch(/^`\w+\.\w+` \(also `\w+\.\w+`\)$/);
    }
  });

  it('a replacement that is another version’s operation is named with its version', async () => {
    const { folder } = headOf('replacement', (m) => {
      m.operation(seed.migratedFrom).deprecated = { since: '2026-01-01', replacement: seed.migratedTo };
    });
    const report = await jsonReport(folder);
    const [deprecation] = report.versions.flatMap((v) => v.changes.filter((c) => c.kind === 'deprecated'));
    const target = seed.operations[seed.migratedTo]!;
    expect(deprecation!.message).toContain(`Use \`${target.method} ${target.path}\` of version \`${target.version}\` instead.`);
  });
});
