/**
 * Warnings through the real CLI: a model with a warning (an enum nothing refers to, the
 * declarationsUsed fixture) is valid and generated, its warning printed located with its hint;
 * under --strict the same model fails like a model with errors, and nothing is written.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { materialise, ruleFixtures } from './support/rule-fixtures.ts';
import { REPO } from './support/seed.ts';

const exec = promisify(execFile);
const work = mkdtempSync(join(tmpdir(), 'cli-warnings-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

async function cli(...args: string[]): Promise<Run> {
  try {
    const { stdout, stderr } = await exec(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], { cwd: REPO });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as Run;
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

const WARNING = /^spec\/x-case\.yaml:2:3 warning unused-declaration: Enum `colour` is declared, but nothing in the model refers to it\.\n {2}hint: \S/m;
let specDir: string;

beforeAll(() => {
  const fixture = ruleFixtures().find((f) => f.group === 'declarationsUsed' && f.name === 'unused-enum');
  if (!fixture) throw new Error('the declarationsUsed/unused-enum fixture is missing');
  specDir = materialise(fixture, work);
});

describe('warnings', () => {
  it('validate prints the warning and exits 0', async () => {
    const run = await cli('validate', '--spec', specDir);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(WARNING);
    expect(run.stderr).toMatch(/^1 warning in the model; --strict would fail on warnings\.$/m);
    expect(run.stdout).toMatch(/The model is valid/);
  });

  it('validate --strict fails on the warning', async () => {
    const run = await cli('validate', '--strict', '--spec', specDir);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(WARNING);
    expect(run.stderr).toMatch(/--strict fails on warnings; nothing was written/);
    expect(run.stdout).not.toMatch(/The model is valid/);
  });

  it('generate writes the output and prints the warning; generate --strict writes nothing', async () => {
    const strictOut = join(work, 'strict-out');
    const strict = await cli('generate', '--strict', '--spec', specDir, '--out', strictOut);
    expect(strict.code).toBe(1);
    expect(strict.stderr).toMatch(WARNING);
    expect(existsSync(strictOut)).toBe(false);

    const out = join(work, 'out');
    const run = await cli('generate', '--spec', specDir, '--out', out);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(WARNING);
    expect(readdirSync(join(out, 'openapi'))).toContain('v4.yaml');
  });

  it('--help says what --strict does; provenance and --watch refuse it', async () => {
    const help = await cli('--help');
    expect(help.stdout).toMatch(/--strict\s+validate, generate: warnings fail like errors/);
    const provenance = await cli('provenance', '--strict', '--spec', specDir);
    expect(provenance.code).toBe(2);
    expect(provenance.stderr).toContain('--strict applies to validate and generate');
    const watch = await cli('generate', '--watch', '--strict', '--spec', specDir, '--out', join(work, 'watch-out'));
    expect(watch.code).toBe(2);
    expect(watch.stderr).toContain('--strict does not apply to --watch');
  });
});
