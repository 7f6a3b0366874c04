/**
 * A base that reads the head's files (a pull request that leaves the model alone) takes the
 * head's analysis instead of a second one of its own (src/cli/diff-command.ts): through the CLI as
 * a process, its report is the one two independent analyses give, and a base one character away
 * from the head's files is still analysed and compared on its own; one whose operations but one
 * are the head's takes their views from the head's analysis, with the same report.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compareModels, type AnalysedModel, type DiffReport } from '../../src/diff/compare.ts';
import { loadSpecTexts } from '../../src/load/load-spec.ts';
import { analyseLoaded } from '../../src/pipeline/compile.ts';
import { cli } from '../support/cli-process.ts';
import { SPEC_DIR } from '../support/seed.ts';
import { seedTexts, writeModelFolder, type SpecText } from '../support/seed-texts.ts';

const work = mkdtempSync(join(tmpdir(), 'diff-same-files-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function analysed(texts: readonly SpecText[]): AnalysedModel {
  const result = analyseLoaded(loadSpecTexts(texts));
  if (!result.ok) throw new Error(result.diagnostics.map((d) => `${d.file}:${d.line} ${d.message}`).join('\n'));
  return result;
}

/** The report of two analyses made apart, each change located by file name and position only (the CLI's paths start where it runs). */
function independentReport(label: string, base: readonly SpecText[], head: readonly SpecText[], today: string): DiffReport {
  return byFileName(compareModels(label, analysed(base), analysed(head), today));
}

function byFileName(report: DiffReport): DiffReport {
  return { ...report, versions: report.versions.map((v) => ({ ...v, changes: v.changes.map((c) => ({ ...c, location: c.location.replace(/^.*\//, '') })) })) };
}

/** The seed's texts with one character of v4's `limit` parameter changed: the same length, the same names. */
function oneCharacterAway(): SpecText[] {
  return seedTexts().map((t) => (t.name === 'spec/v4.yaml' ? { ...t, text: t.text.replace('description: The page size.', 'description: The page Size.') } : t));
}

/** The seed's texts with one operation's summary changed: every other operation, and every section but the operations, alike. */
function oneOperationAway(): SpecText[] {
  return seedTexts().map((t) =>
    t.name === 'spec/v3.yaml' ? { ...t, text: t.text.replace('summary: Create a milestone', 'summary: Create one milestone') } : t,
  );
}

/** `diff` of the seed model against a base of `texts` in a folder named `name`: its report, and what independent analyses report. */
async function diffAgainst(name: string, texts: ReturnType<typeof seedTexts>): Promise<{ report: DiffReport; independent: unknown }> {
  const base = writeModelFolder(join(work, name, 'spec'), texts);
  const run = await cli('diff', base, '--spec', SPEC_DIR, '--json');
  expect(run.code, run.stderr).toBe(0);
  const today = new Date().toISOString().slice(0, 10);
  return { report: byFileName(JSON.parse(run.stdout) as DiffReport), independent: independentReport(base, texts, seedTexts(), today) };
}

describe('a base that reads the head files', () => {
  it('has the report of two independent analyses', async () => {
    const base = writeModelFolder(join(work, 'copy', 'spec'), seedTexts());
    const run = await cli('diff', base, '--spec', SPEC_DIR, '--json');
    expect(run.code, run.stderr).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect(JSON.parse(run.stdout)).toEqual(independentReport(base, seedTexts(), seedTexts(), today));
  });

  it('one character away from them: analysed on its own, and the change reported as independent analyses report it', async () => {
    const texts = oneCharacterAway();
    expect(texts.map((t) => t.text.length)).toEqual(seedTexts().map((t) => t.text.length));
    const { report, independent } = await diffAgainst('one-character', texts);
    expect(report).toEqual(independent);
    expect(report.versions.flatMap((v) => v.changes.map((c) => c.kind))).toContain('description-changed');
  });

  it("one operation away: the views of the others are the head's (src/views/version-view.ts), and the report is as independent analyses give it", async () => {
    const texts = oneOperationAway();
    expect(texts).not.toEqual(seedTexts());
    const { report, independent } = await diffAgainst('one-operation', texts);
    expect(report).toEqual(independent);
    expect(report.versions.flatMap((v) => v.changes.map((c) => c.kind))).toEqual(['description-changed']);
  });
});
