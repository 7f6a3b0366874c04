/**
 * The writer owns its output folder and nothing else, through the real CLI on real folders:
 * the folders it refuses (and that they are left as they were), symbolic links and mount
 * points, runs at once on one output, a lock left by a killed run, operating-system failures
 * in words, a kill or a failure part-way through a swap, and work folders that never show in
 * `git status`.
 */
import { execFile, spawn, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { JOURNAL_FILE, MANIFEST_FILE, WORK_FOLDER } from '../src/write/manifest.ts';
import { OutputWriter, recoverInterruptedWrite, writeOutput } from '../src/write/writer.ts';
import { GENERATED_DIR, REPO, SPEC_DIR } from './support/seed.ts';

const exec = promisify(execFile);
const CLI = join(REPO, 'scripts', 'cli.mjs');
const work = mkdtempSync(join(tmpdir(), 'output-folder-'));
const mounted: string[] = [];
afterAll(() => {
  for (const point of mounted.reverse()) spawnSync('umount', [point]);
  rmSync(work, { recursive: true, force: true });
});

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

async function generate(args: readonly string[], cwd = REPO): Promise<Run> {
  try {
    const { stdout, stderr } = await exec(process.execPath, [CLI, 'generate', ...args], { cwd });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as Run;
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

/** Every file under `dir` (links as their target's text), with its content. */
function snapshot(dir: string): Record<string, string> {
  if (!existsSync(dir)) return {};
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => !e.isDirectory())
      .map((e) => [join(e.parentPath, e.name).slice(dir.length + 1), e.isSymbolicLink() ? '<link>' : readFileSync(join(e.parentPath, e.name), 'utf8')]),
  );
}

/** A user's project: a git repository with files of its own. */
function project(name: string): string {
  const root = join(work, name);
  mkdirSync(join(root, 'src'), { recursive: true });
  writeFileSync(join(root, 'README.md'), '# my project\n');
  writeFileSync(join(root, 'src', 'index.ts'), 'export const mine = 1;\n');
  spawnSync('git', ['init', '-q'], { cwd: root });
  return root;
}

/** A copy of the seed model whose v4 title differs: a second model with its own output. */
function secondModel(): string {
  const spec = join(work, 'second-spec');
  if (existsSync(spec)) return spec;
  cpSync(SPEC_DIR, spec, { recursive: true });
  const v4 = join(spec, 'v4.yaml');
  writeFileSync(v4, readFileSync(v4, 'utf8').replace('summary: Confirm identity', 'summary: Confirm who is calling'));
  return spec;
}

/** The output each model produces, generated once into a fresh folder. */
const references = new Map<string, Record<string, string>>();
async function reference(spec: string): Promise<Record<string, string>> {
  if (!references.has(spec)) {
    const out = join(work, `reference-${references.size}`);
    expect((await generate(['--spec', spec, '--out', out])).code).toBe(0);
    references.set(spec, snapshot(out));
  }
  return references.get(spec)!;
}

const isRoot = process.getuid?.() === 0;
/** Mounts a tmpfs (CI runs as root); false where this machine does not allow it. */
/** What a folder takes on a tmpfs, in KiB: every file and folder in whole 4 KiB pages. */
function tmpfsKb(folder: string): number {
  return readdirSync(folder, { withFileTypes: true }).reduce((sum, entry) => {
    const path = join(folder, entry.name);
    return sum + (entry.isDirectory() ? 4 + tmpfsKb(path) : 4 * Math.ceil(statSync(path).size / 4096));
  }, 0);
}

function mountTmpfs(point: string, sizeKb = 65536): boolean {
  mkdirSync(point, { recursive: true });
  const ok = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeKb}k`, 'tmpfs', point]).status === 0;
  if (ok) mounted.push(point);
  return ok;
}
const canMount = isRoot && mountTmpfs(join(work, 'probe-mount'), 64);

describe('folders the generator refuses', () => {
  const refusals: [string, (root: string) => { cwd: string; args: string[] }, RegExp][] = [
    ['the current folder (--out .)', (root) => ({ cwd: root, args: ['--out', '.'] }), /it is the current folder/],
    ['an empty --out (an unset variable)', (root) => ({ cwd: root, args: ['--out', ''] }), /--out is empty/],
    ["a folder of the user's files (--out src)", (root) => ({ cwd: root, args: ['--out', 'src'] }), /holds 1 file the generator did not write \(index\.ts\)/],
    ['the parent of the current folder (--out ..)', (root) => ({ cwd: join(root, 'src'), args: ['--out', '..'] }), /contains the current folder/],
    ['the model folder (--spec model --out model)', (root) => ({ cwd: root, args: ['--out', 'model'] }), /is the model folder/],
    ['a folder inside the model folder', (root) => ({ cwd: root, args: ['--out', 'model/generated'] }), /inside the model folder/],
    ['a repository root, from outside it', (root) => ({ cwd: work, args: ['--out', root] }), /is a repository root/],
    ['a file', (root) => ({ cwd: root, args: ['--out', 'README.md'] }), /is a file, not a folder/],
  ];
  for (const [index, [name, setUp, message]] of refusals.entries()) {
    it(`refuses ${name} with exit 1, says what to do, and touches nothing`, async () => {
      const root = project(`refuse-${index}`);
      cpSync(SPEC_DIR, join(root, 'model'), { recursive: true });
      const before = snapshot(root);
      const { cwd, args } = setUp(root);
      // Every case's model is the project's `model/` folder.
      const run = await generate(['--spec', join(root, 'model'), ...args], cwd);
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(message);
      expect(run.stderr).toMatch(/choose|move/i);
      expect(run.stderr).not.toMatch(/internal error|^\s+at /m);
      expect(snapshot(root)).toEqual(before);
    });
  }

  it('refuses an output holding a file its manifest does not list, and keeps that file', async () => {
    const out = join(work, 'foreign', 'generated');
    expect((await generate(['--out', out])).code).toBe(0);
    writeFileSync(join(out, 'docs', 'my-notes.md'), 'mine\n');
    const before = snapshot(out);
    const run = await generate(['--out', out]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('docs/my-notes.md');
    expect(run.stderr).toContain('Move it out');
    expect(snapshot(out)).toEqual(before);
    const check = await generate(['--check', '--out', out]);
    expect(check.code).toBe(1);
    expect(check.stderr).toContain(`foreign: ${out}/docs/my-notes.md`);
    rmSync(join(out, 'docs', 'my-notes.md'));
    expect((await generate(['--out', out])).code).toBe(0);
  });
});

describe('what the generator writes into', () => {
  it('writes into the target of a symbolic link, which stays a link', async () => {
    const target = join(work, 'link-target');
    mkdirSync(target);
    const link = join(work, 'link');
    symlinkSync(target, link);
    expect((await generate(['--out', link])).code).toBe(0);
    expect(snapshot(target)).toEqual(await reference(SPEC_DIR));
    expect(snapshot(work)['link']).toBe('<link>');
  });

  it('leaves a folder named like an old backup beside the output alone, and nothing else beside it', async () => {
    const parent = join(work, 'beside');
    mkdirSync(join(parent, '.generated.old'), { recursive: true });
    writeFileSync(join(parent, '.generated.old', 'mine.txt'), 'mine\n');
    for (const spec of [SPEC_DIR, secondModel()]) expect((await generate(['--spec', spec, '--out', join(parent, 'generated')])).code).toBe(0);
    expect(readdirSync(parent).sort()).toEqual(['.generated.old', 'generated']);
    expect(readFileSync(join(parent, '.generated.old', 'mine.txt'), 'utf8')).toBe('mine\n');
    expect(snapshot(join(parent, 'generated'))).toEqual(await reference(secondModel()));
  });

  it('removes the files it wrote and no longer produces, and only those', async () => {
    const out = join(work, 'stale');
    writeOutput(
      out,
      [
        { path: 'keep.txt', content: '1' },
        { path: 'sub/drop.txt', content: '2' },
      ],
      { notify: () => {} },
    );
    mkdirSync(join(out, 'empty-of-mine'));
    const diff = writeOutput(out, [{ path: 'keep.txt', content: '1' }], { notify: () => {} });
    expect(diff.removed).toEqual(['sub/drop.txt']);
    expect(readdirSync(out).sort()).toEqual([MANIFEST_FILE, 'empty-of-mine', 'keep.txt']);
  });

  it('a run abandoned after staging files (an emitter failing part-way) leaves the output as it was, and frees it', () => {
    const out = join(work, 'abandoned');
    writeOutput(out, [{ path: 'a.txt', content: 'old\n' }], { notify: () => {} });
    const before = snapshot(out);
    const run = new OutputWriter(out, { notify: () => {} }).begin();
    run.add({ path: 'a.txt', content: 'new\n' });
    run.add({ path: 'b/c.txt', content: 'added\n' });
    run.abandon();
    expect(snapshot(out)).toEqual(before);
    // Freed: no work folder (with its lock and stage) is left, and the next run takes the output
    // without taking over a lock.
    expect(readdirSync(out).sort()).toEqual([MANIFEST_FILE, 'a.txt']);
    const said: string[] = [];
    expect(writeOutput(out, [{ path: 'a.txt', content: 'new\n' }], { lockTimeoutMs: 0, notify: (line) => said.push(line) }).changed).toEqual(['a.txt']);
    expect(said).toEqual([]);
    // An ended run takes nothing more, and a second run on one output in one process is refused.
    expect(() => run.add({ path: 'a.txt', content: 'again\n' })).toThrow(/has ended/);
    const open = new OutputWriter(out, { notify: () => {} }).begin();
    try {
      expect(() => new OutputWriter(out, { notify: () => {} }).begin()).toThrow(/already open in this process/);
    } finally {
      open.abandon();
    }
  });

  it('finds a file changed whose size stayed the same', () => {
    const out = join(work, 'same-size');
    writeOutput(out, [{ path: 'a.txt', content: 'abc\n' }], { notify: () => {} });
    expect(writeOutput(out, [{ path: 'a.txt', content: 'abd\n' }], { notify: () => {} }).changed).toEqual(['a.txt']);
    expect(readFileSync(join(out, 'a.txt'), 'utf8')).toBe('abd\n');
    expect(writeOutput(out, [{ path: 'a.txt', content: 'abd\n' }], { notify: () => {} }).changed).toEqual([]);
  });

  it.runIf(canMount)('writes into a mount point, with nothing left beside it', async () => {
    const parent = join(work, 'mount-parent');
    const out = join(parent, 'generated');
    expect(mountTmpfs(out)).toBe(true);
    for (const spec of [SPEC_DIR, secondModel()]) {
      const run = await generate(['--spec', spec, '--out', out]);
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(snapshot(out)).toEqual(await reference(spec));
    }
    expect(readdirSync(parent)).toEqual(['generated']);
  });
});

describe('runs at once on one output', () => {
  it("take turns: the output ends as exactly one model's, with nothing beside it", async () => {
    const parent = join(work, 'concurrent');
    const out = join(parent, 'generated');
    const models = [SPEC_DIR, secondModel()];
    const runs = await Promise.all(Array.from({ length: 5 }, (_, i) => generate(['--spec', models[i % 2]!, '--out', out])));
    for (const run of runs) expect(run.stderr.replace(/^waiting for another generate run .*\n/gm, '')).toBe('');
    expect(runs.map((r) => r.code)).toEqual([0, 0, 0, 0, 0]);
    expect(runs.some((r) => r.stderr.includes('waiting for another generate run'))).toBe(true);
    const after = snapshot(out);
    expect([await reference(SPEC_DIR), await reference(secondModel())]).toContainEqual(after);
    expect(readdirSync(parent)).toEqual(['generated']);
  });

  it('takes over the lock of a run that was killed', async () => {
    const out = join(work, 'stale-lock');
    expect((await generate(['--out', out])).code).toBe(0);
    const dead = spawnSync(process.execPath, ['-e', '']).pid!;
    mkdirSync(join(out, WORK_FOLDER));
    writeFileSync(join(out, WORK_FOLDER, 'lock'), JSON.stringify({ pid: dead, host: hostname(), since: 'then' }));
    const run = await generate(['--spec', secondModel(), '--out', out]);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain(`no longer runs (process ${dead}`);
    expect(snapshot(out)).toEqual(await reference(secondModel()));
  });

  it('waits for a live run, says so, and fails clearly past its bound', async () => {
    const out = join(work, 'held-lock');
    expect((await generate(['--out', out])).code).toBe(0);
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      mkdirSync(join(out, WORK_FOLDER));
      writeFileSync(join(out, WORK_FOLDER, 'lock'), JSON.stringify({ pid: holder.pid, host: hostname(), since: 'now' }));
      const outputFiles = () => Object.entries(snapshot(out)).filter(([path]) => !path.startsWith(WORK_FOLDER));
      const before = outputFiles();
      const run = await generate(['--spec', secondModel(), '--out', out, '--lock-timeout', '0.5']);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(`waiting for another generate run (process ${holder.pid}`);
      expect(run.stderr).toMatch(/still holds .*lock after .*if no generate run is active, delete that file/);
      expect(outputFiles()).toEqual(before);
      const check = await generate(['--check', '--out', out]);
      expect(check.code).toBe(1);
      expect(check.stderr).toContain(`is being written by a generate run (process ${holder.pid}`);
    } finally {
      holder.kill();
    }
  });
});

describe('operating-system failures', () => {
  it.runIf(canMount)('a full disk is exit 1 in words, and the old output stays as it was', async () => {
    const out = join(work, 'full-disk');
    // Room for one output and a little more: the second model's changed files do not fit beside it.
    expect(mountTmpfs(out, tmpfsKb(GENERATED_DIR) + 320)).toBe(true);
    expect((await generate(['--out', out])).code).toBe(0);
    const before = snapshot(out);
    const run = await generate(['--spec', secondModel(), '--out', out]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^error: cannot write .*: the disk is full \(ENOSPC\)\. Free some space .* was left as it was\.$/m);
    expect(snapshot(out)).toEqual(before);
    expect(readdirSync(out)).not.toContain(WORK_FOLDER);
  });

  it('a read-only output is exit 1 in words, and the old output stays as it was', async () => {
    const out = join(work, 'read-only');
    if (canMount) expect(mountTmpfs(out)).toBe(true);
    expect((await generate(['--out', out])).code).toBe(0);
    const before = snapshot(out);
    if (canMount) expect(spawnSync('mount', ['-o', 'remount,ro', out]).status).toBe(0);
    else chmodSync(out, 0o555);
    const run = await generate(['--spec', secondModel(), '--out', out]);
    if (!canMount) chmodSync(out, 0o755);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(canMount ? /the file system is read-only \(EROFS\)/ : /permission is denied \(EACCES\)/);
    expect(run.stderr).not.toMatch(/internal error/);
    expect(snapshot(out)).toEqual(before);
  });

  it.runIf(canMount || !isRoot)('a folder made read-only inside the output fails the swap part-way, and every file is put back', async () => {
    const out = join(work, 'part-way');
    expect((await generate(['--out', out])).code).toBe(0);
    const before = snapshot(out);
    // Files are moved in path order: client/ is swapped before docs/ refuses.
    const docs = join(out, 'docs');
    if (canMount) expect(spawnSync('mount', ['--bind', '-o', 'ro', docs, docs]).status).toBe(0);
    if (canMount) mounted.push(docs);
    else chmodSync(docs, 0o555);
    const run = await generate(['--spec', secondModel(), '--out', out]);
    if (!canMount) chmodSync(docs, 0o755);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^error: cannot write .*docs.*left as it was\.$/m);
    expect(snapshot(out)).toEqual(before);
  });

  it('an artefact path that collides with another artefact fails while staging, and the old output stays', () => {
    const out = join(work, 'collision');
    writeOutput(
      out,
      [
        { path: 'a.txt', content: 'old\n' },
        { path: 'b/c.txt', content: 'old\n' },
      ],
      { notify: () => {} },
    );
    const before = snapshot(out);
    expect(() =>
      writeOutput(
        out,
        [
          { path: 'a.txt', content: 'new\n' },
          { path: 'b', content: 'a file where a folder is due' },
          { path: 'b/c.txt', content: 'new\n' },
        ],
        { notify: () => {} },
      ),
    ).toThrow(/cannot write .*\/collision\/b: a folder stands where a file is to be written \(EISDIR\)\. .* was left as it was\./);
    // A path that is the folder of another's folder (`d` of `d/e/f.txt`), listed before or after it.
    for (const order of [
      ['d', 'd/e/f.txt'],
      ['d/e/f.txt', 'd'],
    ]) {
      expect(() =>
        writeOutput(
          out,
          order.map((path) => ({ path, content: 'new\n' })),
          { notify: () => {} },
        ),
      ).toThrow(/\/collision\/d: a folder stands where a file is to be written \(EISDIR\)/);
    }
    expect(snapshot(out)).toEqual(before);
    expect(readdirSync(out).sort()).toEqual([MANIFEST_FILE, 'a.txt', 'b']);
  });
});

describe('a run killed part-way through its swap', () => {
  it("left by an earlier writer, whose backup mirrored the output's paths, is restored all the same", () => {
    const out = join(work, 'old-journal');
    writeOutput(out, [{ path: 'docs/a.md', content: 'old\n' }], { notify: () => {} });
    const before = snapshot(out);
    // That writer's state after moving docs/a.md out and the new docs/b.md in.
    const workDir = join(out, WORK_FOLDER);
    mkdirSync(join(workDir, 'backup', 'docs'), { recursive: true });
    writeFileSync(join(workDir, 'backup', 'docs', 'a.md'), readFileSync(join(out, 'docs', 'a.md')));
    rmSync(join(out, 'docs', 'a.md'));
    writeFileSync(join(out, 'docs', 'b.md'), 'new\n');
    writeFileSync(join(workDir, JOURNAL_FILE), JSON.stringify({ write: ['docs/b.md'], replace: [], remove: ['docs/a.md'], created: [] }));
    recoverInterruptedWrite(out);
    expect(snapshot(out)).toEqual(before);
  });

  it('that replaces a file with a folder of the same name (and back) is restored, wherever it was killed', () => {
    const swaps = [
      { from: [{ path: 'docs/x', content: 'old file\n' }], to: [{ path: 'docs/x/a.md', content: 'new\n' }] },
      { from: [{ path: 'docs/x/a.md', content: 'old\n' }], to: [{ path: 'docs/x', content: 'new file\n' }] },
    ];
    for (const [i, swap] of swaps.entries()) {
      const artefacts = join(work, `swap-${i}.json`);
      writeFileSync(artefacts, JSON.stringify(swap.to));
      // Rename 1 puts the journal in place, 2 moves the old file out, 3 moves the new one in.
      for (const killAfter of [1, 2, 3]) {
        const out = join(work, `file-to-folder-${i}-${killAfter}`);
        writeOutput(out, swap.from, { notify: () => {} });
        const before = snapshot(out);
        const killed = spawnSync(process.execPath, ['--import', 'tsx', join(REPO, 'test', 'support', 'kill-mid-write.ts'), out, artefacts], {
          cwd: REPO,
          env: { ...process.env, KILL_AFTER_RENAMES: String(killAfter) },
        });
        expect(killed.signal, `swap ${i} killed after ${killAfter} renames`).toBe('SIGKILL');
        recoverInterruptedWrite(out);
        expect(snapshot(out), `swap ${i} killed after ${killAfter} renames`).toEqual(before);
        // And the next run makes the swap.
        writeOutput(out, swap.to, { notify: () => {} });
        expect(snapshot(out)).toMatchObject(Object.fromEntries(swap.to.map((a) => [a.path, a.content])));
      }
    }
  });

  it('on a first run, leaves nothing of the new output once restored', () => {
    const root = project('killed-first-run');
    const out = join(root, 'generated');
    // Rename 1 puts the journal in place; then each file is moved in.
    for (const killAfter of [2, 60]) {
      const killed = spawnSync(
        process.execPath,
        ['--import', 'tsx', join(REPO, 'test', 'support', 'kill-mid-swap.ts'), 'generate', '--spec', SPEC_DIR, '--out', out],
        { cwd: REPO, env: { ...process.env, KILL_AFTER_RENAMES: String(killAfter) } },
      );
      expect(killed.signal, `killed after ${killAfter} renames`).toBe('SIGKILL');
      expect(readdirSync(out).filter((name) => name !== WORK_FOLDER).length, 'some of the new output is in place').toBeGreaterThan(0);
      recoverInterruptedWrite(out);
      expect(readdirSync(out)).toEqual([]);
    }
  });

  it('is recognised by --check, and the next run restores the old output before writing', async () => {
    const oldOutput = await reference(SPEC_DIR);
    const newOutput = await reference(secondModel());
    const changedFiles = Object.keys(newOutput).filter((f) => newOutput[f] !== oldOutput[f]).length;
    expect(changedFiles).toBeGreaterThan(2);
    // Rename 1 puts the journal in place; then each changed file is moved out, then each new one in.
    for (const killAfter of [1, 2, changedFiles + 1, changedFiles + 2, 2 * changedFiles, 2 * changedFiles + 1]) {
      const root = project(`killed-${killAfter}`);
      const out = join(root, 'generated');
      expect((await generate(['--out', out])).code).toBe(0);
      const killed = spawnSync(
        process.execPath,
        ['--import', 'tsx', join(REPO, 'test', 'support', 'kill-mid-swap.ts'), 'generate', '--spec', secondModel(), '--out', out],
        {
          cwd: REPO,
          env: { ...process.env, KILL_AFTER_RENAMES: String(killAfter) },
        },
      );
      expect(killed.signal, `killed after ${killAfter} renames`).toBe('SIGKILL');
      expect(spawnSync('git', ['status', '--porcelain', '--untracked-files=all', WORK_FOLDER], { cwd: out, encoding: 'utf8' }).stdout).toBe('');
      const check = await generate(['--check', '--out', out]);
      expect(check.code).toBe(1);
      expect(check.stderr).toContain('holds an interrupted write');
      if (killAfter % 2 === 0) {
        // What the next run does first, alone: the old output, file for file.
        recoverInterruptedWrite(out);
        expect(snapshot(out)).toEqual(oldOutput);
      }
      const next = await generate(['--spec', secondModel(), '--out', out]);
      expect(next.code).toBe(0);
      if (killAfter % 2 === 1) expect(next.stderr).toContain('as it was before a generate run that was stopped');
      expect(snapshot(out)).toEqual(newOutput);
      expect(readdirSync(root).sort()).toEqual(['.git', 'README.md', 'generated', 'src']);
    }
  });
});
