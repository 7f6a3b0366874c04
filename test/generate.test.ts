/**
 * The generate command end to end: deterministic bytes, `--check` drift detection, stale
 * files removed, and the committed generated/ up to date. What the writer may write into, and
 * how it survives failures and kills, is test/output-folder.test.ts.
 */
import { execFile, execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { groupBy } from '../src/emit/shared/group-by.ts';
import { compile } from '../src/pipeline/compile.ts';
import { MANIFEST_FILE } from '../src/write/manifest.ts';
import { diffOutput, OutputWriter, writeOutput } from '../src/write/writer.ts';
import { GENERATED_DIR, REPO, SPEC_DIR, seedModel } from './support/seed.ts';

const exec = promisify(execFile);
const work = mkdtempSync(join(tmpdir(), 'generate-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await exec(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], { cwd: REPO });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

function snapshot(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => {
        const path = join(e.parentPath, e.name);
        return [path.slice(dir.length + 1), readFileSync(path, 'utf8')];
      }),
  );
}

const NO_STACK = /^\s+at |node:internal/m;

describe('generate', () => {
  it('the committed generated/ is what the model produces (run `npm run generate` when this fails)', async () => {
    const result = compile(SPEC_DIR);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(
      diffOutput(
        GENERATED_DIR,
        result.outputs.flatMap((o) => o.artefacts),
      ),
    ).toEqual({ changed: [], added: [], removed: [] });
  });

  it('writes no two files whose paths differ only in case: a file system that ignores case (macOS, Windows) would keep one', () => {
    const result = compile(SPEC_DIR);
    if (!result.ok) throw new Error('the seed model does not compile');
    const byFolded = groupBy(
      result.outputs.flatMap((o) => o.artefacts.map((a) => a.path)),
      (path) => path.toLowerCase(),
    );
    expect([...byFolded.values()].filter((paths) => paths.length > 1)).toEqual([]);
  });

  it('writes the same bytes on every run, prints one line per artefact, and --check agrees', async () => {
    const out = join(work, 'twice');
    const first = await cli('generate', '--out', out);
    expect(first.code).toBe(0);
    // Each version's document in OpenAPI 3.1 and 3.0, each as YAML and JSON.
    const openApiFiles = seedModel().views.length * 4;
    expect(first.stdout).toMatch(new RegExp(`^openapi\\s+${openApiFiles} files\\s+\\d+ ms$`, 'm'));
    const bytes = snapshot(out);
    expect(Object.keys(bytes)).toContain('openapi/v4.yaml');
    const second = await cli('generate', '--out', out);
    expect(second.stdout).toMatch(/write\s+0 changed/);
    expect(snapshot(out)).toEqual(bytes);
    expect((await cli('generate', '--check', '--out', out)).code).toBe(0);
  });

  it('--check writes nothing and names every differing, missing and stale file', async () => {
    const out = join(work, 'drift');
    await cli('generate', '--out', out);
    writeFileSync(join(out, 'openapi', 'v3.yaml'), 'tampered\n');
    rmSync(join(out, 'openapi', 'v4.json'));
    // A file an earlier run wrote (its manifest lists it) that the model no longer produces.
    writeFileSync(join(out, 'openapi', 'old.yaml'), 'stale\n');
    appendFileSync(join(out, MANIFEST_FILE), 'openapi/old.yaml\n');
    const before = snapshot(out);
    const check = await cli('generate', '--check', '--out', out);
    expect(check.code).toBe(1);
    expect(check.stderr).toContain(`differs: ${out}/openapi/v3.yaml`);
    expect(check.stderr).toContain(`missing: ${out}/openapi/v4.json`);
    expect(check.stderr).toContain(`stale:   ${out}/openapi/old.yaml`);
    expect(snapshot(out)).toEqual(before);
    expect((await cli('generate', '--out', out)).code).toBe(0);
    expect(existsSync(join(out, 'openapi', 'old.yaml'))).toBe(false);
    expect((await cli('generate', '--check', '--out', out)).code).toBe(0);
  });

  it('--help explains the commands; a usage error exits 2 without a stack trace', async () => {
    const help = await cli('--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('generate --check');
    const bad = await cli('generat');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('unknown command: generat');
    expect(bad.stderr).not.toMatch(NO_STACK);
  });

  it('a missing spec folder is a located diagnostic, not a crash', async () => {
    const run = await cli('generate', '--spec', join(work, 'nowhere', 'spec'), '--out', join(work, 'nowhere-out'));
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('spec-dir-missing');
    expect(run.stderr).not.toMatch(NO_STACK);
    expect(existsSync(join(work, 'nowhere-out'))).toBe(false);
  });
});

describe('provenance', () => {
  it('lists every inferred and unspecified item with its spec file and line', async () => {
    const { resolved } = seedModel();
    const run = await cli('provenance', '--json');
    expect(run.code).toBe(0);
    const items = JSON.parse(run.stdout) as { status: string; location: { file: string; line: number } }[];
    expect(items).toHaveLength(resolved.provenance.length);
    expect(items.every((i) => /^spec\/[a-z0-9-]+\.yaml$/.test(i.location.file) && i.location.line > 0)).toBe(true);
    expect(items.some((i) => i.status === 'inferred')).toBe(true);
    expect(items.some((i) => i.status === 'unspecified')).toBe(true);
  });

  it('locates an item on the line of its reason', () => {
    const { resolved } = seedModel();
    const hold = resolved.provenance.find((p) => p.subject === 'operation holdProject')!;
    const line = readFileSync(join(SPEC_DIR, 'v4.yaml'), 'utf8').split('\n')[hold.location.line - 1]!;
    expect(hold.status).toBe('inferred');
    expect(line).toMatch(/^\s+inferred: Hold is named as a workflow operation/);
  });
});

describe('writer', () => {
  it('removes the files it wrote and no longer produces', () => {
    const out = join(work, 'replace', 'generated');
    writeOutput(out, [
      { path: 'keep.txt', content: '1' },
      { path: 'sub/drop.txt', content: '2' },
    ]);
    const diff = writeOutput(out, [{ path: 'keep.txt', content: '1' }]);
    expect(diff).toEqual({ changed: [MANIFEST_FILE], added: [], removed: ['sub/drop.txt'] });
    expect(Object.keys(snapshot(out)).sort()).toEqual([MANIFEST_FILE, 'keep.txt']);
  });

  it('notices a file changed behind its back, though it remembers what it wrote', () => {
    const out = join(work, 'edited', 'generated');
    const writer = new OutputWriter(out);
    writer.write([
      { path: 'a.txt', content: 'generated\n' },
      { path: 'b.txt', content: 'kept\n' },
    ]);
    // Same size, new content: only the file's inode, size and mtime tell the writer it changed.
    writeFileSync(join(out, 'a.txt'), 'hand-edit\n');
    const diff = writer.write([
      { path: 'a.txt', content: 'generated\n' },
      { path: 'b.txt', content: 'kept\n' },
    ]);
    expect(diff).toEqual({ changed: ['a.txt'], added: [], removed: [] });
    expect(readFileSync(join(out, 'a.txt'), 'utf8')).toBe('generated\n');
  });

  it('remembers an output it found as it would write it (a watch whose start changed nothing), and still notices a later edit', () => {
    const out = join(work, 'found', 'generated');
    const files = [
      { path: 'a.txt', content: 'generated\n' },
      { path: 'b.txt', content: 'kept\n' },
    ];
    writeOutput(out, files);
    const writer = new OutputWriter(out);
    expect(writer.write(files)).toEqual({ changed: [], added: [], removed: [] });
    // Rewritten in place with its size and mtime as they were: a writer that reads the file sees
    // the edit, one that trusts its memory of the unchanged inode, size and mtime does not.
    const a = join(out, 'a.txt');
    const { mtimeNs } = statSync(a, { bigint: true });
    writeFileSync(a, 'hand-edit\n');
    execFileSync('touch', ['-m', '-d', `@${mtimeNs / 1_000_000_000n}.${String(mtimeNs % 1_000_000_000n).padStart(9, '0')}`, a]);
    expect(statSync(a, { bigint: true }).mtimeNs).toBe(mtimeNs);
    expect(writer.write(files)).toEqual({ changed: [], added: [], removed: [] });
    // An edit that moves the mtime is noticed, and undone.
    writeFileSync(a, 'hand-edit\n');
    execFileSync('touch', ['-m', '-d', '@1000000000', a]);
    expect(writer.write(files)).toEqual({ changed: ['a.txt'], added: [], removed: [] });
    expect(readFileSync(a, 'utf8')).toBe('generated\n');
  });

  it('leaves nothing beside the output folder, nor a work folder in it', () => {
    const parent = join(work, 'siblings');
    const out = join(parent, 'generated');
    for (const content of ['1', '2', '3']) writeOutput(out, [{ path: 'a.txt', content }]);
    expect(readdirSync(parent)).toEqual(['generated']);
    expect(readdirSync(out).sort()).toEqual([MANIFEST_FILE, 'a.txt']);
    expect(readFileSync(join(out, 'a.txt'), 'utf8')).toBe('3');
  });
});
