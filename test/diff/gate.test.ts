/**
 * The pull-request gate through the CLI as a process: `--check-revision` compares the size of the
 * bump with what the changes ask (a breaking change needs a new major, an addition a new minor),
 * naming the lowest revision allowed, and never resets the exit code `--fail-on breaking` set.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli } from '../support/cli-process.ts';
import { seedTexts, writeModelFolder, type SpecText } from '../support/seed-texts.ts';
import { CORPUS, modelTexts, seed, type EditableModel } from './corpus.ts';

const work = mkdtempSync(join(tmpdir(), 'diff-gate-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const writeModel = (name: string, texts: readonly SpecText[]) => writeModelFolder(join(work, name, 'spec'), texts);

const base = writeModel('base', seedTexts());
const edit = (name: string) => CORPUS.find((c) => c.name === name)!;
/** A breaking change and an addition, each reported in one version only. */
const BREAKING = edit('a path renamed');
const ADDITION = edit('an optional parameter added');
const versionOf = (c: typeof BREAKING) => c.expected[0]!.version;

type Bump = 'major' | 'minor' | 'patch';
function bumped(revision: string, bump: Bump): string {
  const [major, minor, patch] = revision.split('.').map(Number) as [number, number, number];
  if (bump === 'major') return `${major + 1}.0.0`;
  if (bump === 'minor') return `${major}.${minor + 1}.0`;
  return `${major}.${minor}.${patch + 1}`;
}

/** The head: the case's edit, with its version's revision raised by `bump`. */
function head(c: typeof BREAKING, bump: Bump): string {
  const version = versionOf(c);
  return writeModel(
    `${c.name}-${bump}`.replace(/\W+/g, '-'),
    modelTexts((m: EditableModel) => {
      c.head(m);
      m.release(version, bumped(seed.revisions[version]!, bump));
    }),
  );
}

describe('the gate: --check-revision and --fail-on breaking', () => {
  it('a breaking change with a minor bump exits 1, naming the major revision it requires', async () => {
    const version = versionOf(BREAKING);
    const run = await cli('diff', base, '--spec', head(BREAKING, 'minor'), '--check-revision');
    expect(run.code, run.stderr).toBe(1);
    const required = bumped(seed.revisions[version]!, 'major');
    expect(run.stderr).toContain(`${version}: revision ${bumped(seed.revisions[version]!, 'minor')} is below ${required}`);
  });

  it('a breaking change with a major bump passes --check-revision alone', async () => {
    const run = await cli('diff', base, '--spec', head(BREAKING, 'major'), '--check-revision');
    expect(run.code, run.stderr).toBe(0);
  });

  it('an addition with a patch bump exits 1, naming the minor revision it requires', async () => {
    const version = versionOf(ADDITION);
    const run = await cli('diff', base, '--spec', head(ADDITION, 'patch'), '--check-revision');
    expect(run.code, run.stderr).toBe(1);
    expect(run.stderr).toContain(`${version}: revision ${bumped(seed.revisions[version]!, 'patch')} is below ${bumped(seed.revisions[version]!, 'minor')}`);
  });

  it('an addition with a minor bump exits 0', async () => {
    const run = await cli('diff', base, '--spec', head(ADDITION, 'minor'), '--check-revision');
    expect(run.code, run.stderr).toBe(0);
  });

  it('both flags: a breaking change whose major was raised still fails --fail-on breaking (exit 1), the revision is not blamed', async () => {
    const run = await cli('diff', base, '--spec', head(BREAKING, 'major'), '--fail-on', 'breaking', '--check-revision');
    expect(run.code, run.stderr).toBe(1);
    expect(run.stderr).toMatch(/breaking change\(s\) \(in [^)]*\); --fail-on breaking fails/);
    expect(run.stderr).not.toMatch(/is below/);
  });
});
