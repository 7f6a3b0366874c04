/**
 * A base written for an earlier model, through the CLI as a process: one from before revisions
 * existed (no `revision`, a `publication.clientVersion` the model no longer has) is compared, its
 * revisions read as absent and what was not read named; a base that cannot be read past is
 * refused in one sentence with a hint that says what to do.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { DiffReport } from '../../src/diff/compare.ts';
import { cli } from '../support/cli-process.ts';
import { REPO, SPEC_DIR } from '../support/seed.ts';
import { seedTexts, writeModelFolder, type SpecText } from '../support/seed-texts.ts';
import { EditableModel, modelTexts, removeOperation, seed } from './corpus.ts';

const work = mkdtempSync(join(tmpdir(), 'diff-any-base-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const writeModel = (name: string, texts: readonly SpecText[]) => writeModelFolder(join(work, name, 'spec'), texts);

/** The seed as it was written before revisions: no version states one, the client version is a publication setting. */
function beforeRevisions(m: EditableModel): void {
  (m.section('conventions').publication as Record<string, unknown>).clientVersion = '1.0.0';
  for (const file of m.files.values()) delete file.changelog;
}

/** The seed as it was written before the changelog stated revisions: each version states its own, the changelog lists none. */
function revisionsInVersions(m: EditableModel): void {
  for (const [id, version] of Object.entries(m.versions())) (version as { revision?: string }).revision = `${seed.revisions[id]!.split('.')[0]}.1.0`;
  for (const file of m.files.values()) delete file.changelog;
}

/** Two operations of the seed: one the head removes, one whose base entry the model refuses. */
function twoOperations(): { removed: string; refused: string } {
  return { removed: seed.patchOp, refused: seed.getterOp };
}

describe('a base written for an earlier model', () => {
  it('from before revisions existed: compared, its revisions read as absent, and the report says what it did not read', async () => {
    const base = writeModel('before-revisions', modelTexts(beforeRevisions));
    const text = await cli('diff', base, '--spec', SPEC_DIR, '--check-revision');
    expect(text.code, text.stderr).toBe(0);
    const located = /not read from the base: `conventions\.publication\.clientVersion` \((\S+conventions\.yaml):\d+:\d+\)/.exec(text.stdout);
    // Located where the user can open it: relative to the folder the command ran in.
    expect(located && existsSync(join(REPO, located[1]!))).toBe(true);
    for (const version of seed.ids) {
      expect(text.stdout).toContain(`not read from the base: the revision of \`${version}\``);
      expect(text.stdout).toContain(`${version}: the base states no revision; now ${seed.revisions[version]}`);
      expect(text.stderr).toContain(`${version}: the base states no revision, so --check-revision has nothing to compare it with.`);
    }
    const json = JSON.parse((await cli('diff', base, '--spec', SPEC_DIR, '--json')).stdout) as DiffReport;
    expect(json.unread).toHaveLength(1 + seed.ids.length);
    for (const v of json.versions) expect(v.revision).toMatchObject({ base: null, head: seed.revisions[v.version] });
  });

  it('from before the changelog stated revisions: the revision each version states is read as its revision, nothing left unread', async () => {
    const base = writeModel('revisions-in-versions', modelTexts(revisionsInVersions));
    const run = await cli('diff', base, '--spec', SPEC_DIR, '--json');
    expect(run.code, run.stderr).toBe(0);
    const json = JSON.parse(run.stdout) as DiffReport;
    expect(json.unread).toBeUndefined();
    for (const v of json.versions)
      expect(v.revision).toMatchObject({ base: `${seed.revisions[v.version]!.split('.')[0]}.1.0`, head: seed.revisions[v.version] });
  });

  it("with an entry of a shape the model no longer takes: the rest compared, the entry read as the head's and named", async () => {
    const { removed, refused } = twoOperations();
    const base = writeModel(
      'entry-refused',
      modelTexts((m) => {
        (m.operation(refused) as unknown as Record<string, unknown>).summary = { text: 'A summary of an earlier shape.' };
      }),
    );
    const head = writeModel(
      'entry-refused-head',
      modelTexts((m) => {
        removeOperation(m, removed);
      }),
    );
    const run = await cli('diff', base, '--spec', head, '--json');
    expect(run.code, run.stderr).toBe(0);
    const json = JSON.parse(run.stdout) as DiffReport;
    // The operation removed in the head is reported; the refused one, read as the head's, is not.
    const changes = json.versions.flatMap((v) => v.changes);
    expect(changes).toContainEqual(expect.objectContaining({ kind: 'operation-removed', operationId: removed }));
    expect(changes.filter((c) => c.operationId === refused)).toEqual([]);
    expect(json.unread).toContainEqual(
      expect.stringMatching(new RegExp(`^\`operations\\.${refused}\` \\(\\S+\\.yaml:\\d+:\\d+: .*summary.*\\), read as the head's`)),
    );
  });

  it("with an entry a rule of the model refuses (a replacement by wire name): the rest compared, the entry read as the head's and named", async () => {
    const { parameters } = new EditableModel(seedTexts()).files.get('spec/v4.yaml') ?? {};
    const keys = Object.keys(parameters ?? {}).filter((key) => parameters![key]!.name !== undefined && parameters![key]!.name !== key);
    const [deprecated, replacement] = keys as [string, string];
    const base = writeModel(
      'rule-refused',
      modelTexts((m) => {
        m.parameter(deprecated).deprecated = { since: '2026-01-01', replacement: m.parameter(replacement).name! };
      }),
    );
    const run = await cli('diff', base, '--spec', SPEC_DIR, '--json');
    expect(run.code, run.stderr).toBe(0);
    const json = JSON.parse(run.stdout) as DiffReport;
    expect(json.versions.flatMap((v) => v.changes)).toEqual([]);
    expect(json.unread).toEqual([
      expect.stringMatching(new RegExp(`^\`parameters\\.${deprecated}\` \\(\\S+v4\\.yaml:\\d+:\\d+: The replacement .*\\), read as the head's`)),
    ]);
  });

  it('that cannot be read past: one sentence, no doubled full stop, a hint that says what to do', async () => {
    const base = writeModel(
      'broken',
      modelTexts((m) => {
        // A section of another shape: nothing below it can be read.
        (m.files.get('spec/conventions.yaml') as Record<string, unknown>).versions = 42;
      }),
    );
    const run = await cli('diff', base, '--spec', SPEC_DIR);
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).not.toContain('..');
    expect(run.stderr).toMatch(
      /cannot read past, the first: spec\/conventions\.yaml:\d+:\d+ error schema-wrong-type: .*[^.]\. Hint: Fix them in a copy of the base/,
    );
  });
});
