/**
 * `diff` through the real CLI, as a process: the issue's four breaking edits each reported
 * breaking in the right version with `--fail-on breaking` exiting 1; a base given as a git
 * revision (read without touching the working tree); `--check-revision`; `--changelog`; and
 * one-line refusals (exit 2) for a base that cannot be read.
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import type { DiffReport } from '../../src/diff/compare.ts';
import { CORPUS, EditableModel, modelTexts, seed } from './corpus.ts';
import { REPO } from '../support/seed.ts';
import { seedTexts, writeModelFolder } from '../support/seed-texts.ts';

const exec = promisify(execFile);
const work = mkdtempSync(join(tmpdir(), 'diff-cli-'));
/** The launcher `npm run diff` runs: it rebuilds the bundle first when the sources changed. */
const CLI = join(REPO, 'scripts', 'cli.mjs');

afterAll(() => rmSync(work, { recursive: true, force: true }));

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

async function cli(cwd: string, ...args: string[]): Promise<Run> {
  try {
    const { stdout, stderr } = await exec(process.execPath, [CLI, ...args], { cwd });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

const writeModel = writeModelFolder;

const baseFolder = writeModel(join(work, 'base', 'spec'), seedTexts());

/** The issue's four breaking edits, from the corpus, with the versions they must be reported in. */
const ISSUE_EDITS = [
  'an enum value removed (responses, a parameter and a filter accept it)',
  'a response field removed',
  'a filter attribute dropped',
  'a path renamed',
].map((name) => CORPUS.find((c) => c.name === name)!);

describe('diff through the CLI', () => {
  it.each(ISSUE_EDITS.map((c, i) => [c.name, c, i] as const))('%s: breaking in the right version, --fail-on breaking exits 1', async (_name, c, i) => {
    const head = writeModel(join(work, `edit-${i}`, 'spec'), modelTexts(c.head));
    const run = await cli(work, 'diff', baseFolder, '--spec', head, '--json', '--fail-on', 'breaking');
    expect(run.code, run.stderr).toBe(1);
    const report = JSON.parse(run.stdout) as DiffReport;
    expect(report.base).toBe(baseFolder);
    for (const expected of c.expected) {
      const version = report.versions.find((v) => v.version === expected.version)!;
      expect(version.revision.required).toBe('major');
      expect(version.changes).toContainEqual(expect.objectContaining({ kind: expected.kind, breaking: true }));
    }
    // Versions the edit does not touch report nothing.
    const touched = new Set(c.expected.map((e) => e.version));
    for (const v of report.versions.filter((v) => !touched.has(v.version))) expect(v.changes).toEqual([]);
    // Without --fail-on the report alone exits 0.
    expect((await cli(work, 'diff', baseFolder, '--spec', head)).code).toBe(0);
  });

  it('prints the report per version, breaking changes first, each located', async () => {
    const head = writeModel(
      join(work, 'mixed', 'spec'),
      modelTexts((m) => {
        for (const c of ISSUE_EDITS) c.head(m);
        CORPUS.find((c) => c.name === 'an optional parameter added')!.head(m);
      }),
    );
    const run = await cli(work, 'diff', baseFolder, '--spec', head);
    expect(run.code).toBe(0);
    for (const version of seed.ids) {
      const section = run.stdout.split(/\n\n/).find((s) => s.startsWith(`${version}:`))!;
      const lines = section.split('\n').filter((l) => /^ {2}(breaking| {8}) {2}/.test(l));
      expect(lines.length).toBeGreaterThan(0);
      const firstSafe = lines.findIndex((l) => !l.startsWith('  breaking'));
      if (firstSafe >= 0) expect(lines.slice(firstSafe).every((l) => !l.startsWith('  breaking'))).toBe(true);
      // Each located in a file the user can open from where the command ran (the base's, for a removal).
      for (const l of lines) {
        const [, file] = / (\S+\.yaml):\d+:\d+ /.exec(l)!;
        expect(existsSync(join(work, file!)), l).toBe(true);
      }
    }
  });

  it('reads a base given as a git revision without touching the working tree', async () => {
    const repo = join(work, 'repo');
    writeModel(join(repo, 'spec'), seedTexts());
    const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' });
    git('init', '-q');
    git('add', '-A');
    git('-c', 'user.name=test', '-c', 'user.email=test@invalid', 'commit', '-qm', 'seed');
    const edit = ISSUE_EDITS.find((c) => c.name === 'a filter attribute dropped')!;
    writeModel(join(repo, 'spec'), modelTexts(edit.head));
    const statusBefore = git('status', '--porcelain');
    const texts = modelTexts(edit.head).map((t) => readFileSync(join(repo, t.name), 'utf8'));

    const run = await cli(repo, 'diff', 'HEAD', '--json', '--fail-on', 'breaking');
    expect(run.code, run.stderr).toBe(1);
    const report = JSON.parse(run.stdout) as DiffReport;
    const version = report.versions.find((v) => v.version === edit.expected[0]!.version)!;
    // The changes the corpus expects of the edit (the attribute, and where a help operation lists it, its payload).
    const kinds = (changes: readonly { kind: string; breaking: boolean }[]) => changes.map((c) => `${c.breaking ? 'breaking' : 'safe'} ${c.kind}`).sort();
    const expected = kinds(edit.expected.filter((e) => e.version === version.version));
    expect(kinds(version.changes)).toEqual(expected);
    const removed = version.changes.find((c) => c.kind === 'filter-attribute-removed')!;
    // Removals are located in the base model: the revision's file, as git names it (`git show <revision>:<path>` opens it).
    const [, object] = /^(HEAD:spec\/[a-z0-9-]+\.yaml):\d+:\d+$/.exec(removed.location)!;
    expect(git('show', object!)).toContain('operations:');

    // The repository is the one holding --spec, wherever the command runs.
    const elsewhere = mkdtempSync(join(tmpdir(), 'diff-elsewhere-'));
    try {
      const fromOutside = await cli(elsewhere, 'diff', 'HEAD', '--spec', join(repo, 'spec'), '--json');
      expect(fromOutside.code, fromOutside.stderr).toBe(0);
      const outside = (JSON.parse(fromOutside.stdout) as DiffReport).versions.find((v) => v.version === edit.expected[0]!.version)!;
      expect(kinds(outside.changes)).toEqual(expected);
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }

    expect(git('status', '--porcelain')).toBe(statusBefore);
    expect(modelTexts(edit.head).map((t) => readFileSync(join(repo, t.name), 'utf8'))).toEqual(texts);

    const unknown = await cli(repo, 'diff', 'no-such-branch');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr.trim().split('\n')).toHaveLength(1);
    expect(unknown.stderr).toMatch(/no-such-branch is neither a folder nor a revision.*Hint: /);
  });

  it('--check-revision exits 1 while a revision is below what its changes ask, 0 once raised', async () => {
    const edit = ISSUE_EDITS.find((c) => c.name === 'a filter attribute dropped')!;
    const version = edit.expected[0]!.version;
    const low = writeModel(join(work, 'low', 'spec'), modelTexts(edit.head));
    const lowRun = await cli(work, 'diff', baseFolder, '--spec', low, '--check-revision');
    expect(lowRun.code).toBe(1);
    expect(lowRun.stderr).toMatch(new RegExp(`spec/[a-z]+\\.yaml:\\d+:\\d+ ${version}: revision \\S+ is below`));

    const raised = modelTexts((m: EditableModel) => {
      edit.head(m);
      m.release(version, `${Number(seed.revisions[version]!.split('.')[0]) + 1}.0.0`);
    });
    const high = writeModel(join(work, 'high', 'spec'), raised);
    expect((await cli(work, 'diff', baseFolder, '--spec', high, '--check-revision')).code).toBe(0);
  });

  it('--changelog drafts the entries as YAML to paste, and writes nothing', async () => {
    const edit = ISSUE_EDITS.find((c) => c.name === 'a path renamed')!;
    const head = writeModel(join(work, 'changelog', 'spec'), modelTexts(edit.head));
    const before = readFileSync(join(head, 'conventions.yaml'), 'utf8');
    const run = await cli(work, 'diff', baseFolder, '--spec', head, '--changelog');
    expect(run.code).toBe(0);
    const draft = parse(run.stdout) as { changelog: Record<string, { revision: string; entries: { kind: string; breaking?: boolean }[] }[]> };
    const version = edit.expected[0]!.version;
    const [release] = draft.changelog[version]!;
    expect(release!.entries).toContainEqual({ kind: 'operation-path-changed', text: expect.any(String) });
    expect(Number(release!.revision.split('.')[0])).toBeGreaterThan(Number(seed.revisions[version]!.split('.')[0]));
    expect(readFileSync(join(head, 'conventions.yaml'), 'utf8')).toBe(before);
  });

  it('refuses a base that cannot be read with one line and a hint, exit 2', async () => {
    const outside = mkdtempSync(join(tmpdir(), 'diff-no-git-'));
    try {
      const notGit = await cli(outside, 'diff', 'main', '--spec', baseFolder);
      expect(notGit.code).toBe(2);
      expect(notGit.stderr.trim().split('\n')).toHaveLength(1);
      expect(notGit.stderr).toMatch(/not in a git repository.*Hint: /);

      mkdirSync(join(outside, 'empty'));
      const empty = await cli(outside, 'diff', 'empty', '--spec', baseFolder);
      expect(empty.code).toBe(2);
      expect(empty.stderr).toMatch(/holds no model.*Hint: /);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });
});
