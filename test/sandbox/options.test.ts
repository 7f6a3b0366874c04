/**
 * `npm start`'s options as a user gives them (src/sandbox/main.ts, a process of its own): `--help`,
 * an argument it does not take (exit 2, naming it), and `--spec <dir>`, which serves that model
 * with the demo data beside its folder (as `validate` and `generate` check it), and without one
 * does not start: another model's demo data is never served.
 */
import type { ChildProcess } from 'node:child_process';
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_FIXTURE_PATH } from '../../src/demo/store.ts';
import { killGroup, SANDBOX_MAIN, startSandboxProcess } from '../support/sandbox-process.ts';
import { REPO, SPEC_DIR } from '../support/seed.ts';

const exec = promisify(execFile);
const tmp = mkdtempSync(join(tmpdir(), 'sandbox-options-'));
const started: ChildProcess[] = [];
afterAll(() => {
  for (const child of started) killGroup(child);
  rmSync(tmp, { recursive: true, force: true });
});

/** The sandbox run to its end with `args`: its exit code and output. */
async function run(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await exec(process.execPath, [...SANDBOX_MAIN, ...args], { cwd: REPO });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

/** A copy of the seed model in `<root>/spec` whose brand (the tenant header's first word) is `brand`. */
function modelCopy(root: string, brand: string): string {
  const spec = join(root, 'spec');
  cpSync(SPEC_DIR, spec, { recursive: true });
  const conventions = join(spec, 'conventions.yaml');
  const text = readFileSync(conventions, 'utf8');
  const edited = text.replace(/^( {2}brand: ).*$/m, `$1${brand}`);
  expect(edited).not.toBe(text);
  writeFileSync(conventions, edited);
  return spec;
}

describe('npm start options', () => {
  it('--help prints the options and exits 0', async () => {
    const result = await run('--help');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Usage: npm start');
    expect(result.stdout).toContain('--spec <dir>');
  }, 60_000);

  it('an argument it does not take is refused, named, exit 2', async () => {
    const result = await run('--no-such-option');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('unknown argument: --no-such-option');
  }, 60_000);

  it("--spec of a model without demo data beside it does not start: it names the file it looked for and --fixture (never another model's data)", async () => {
    const root = join(tmp, 'alone');
    const spec = modelCopy(root, 'acmeco');
    const result = await run('--spec', spec);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('No demo data for the model');
    expect(result.stderr).toContain(join('alone', DEMO_FIXTURE_PATH));
    expect(result.stderr).toContain('--fixture <file>');
  }, 60_000);

  it('--spec serves that model with the demo data beside its folder', async () => {
    const root = join(tmp, 'beside');
    const spec = modelCopy(root, 'globexco');
    mkdirSync(join(root, 'sandbox'));
    cpSync(join(REPO, DEMO_FIXTURE_PATH), join(root, DEMO_FIXTURE_PATH));
    const sandbox = await startSandboxProcess({
      args: [...SANDBOX_MAIN, '--spec', spec],
      until: /keys and secrets are not shown.*\n/,
      onSpawn: (child) => started.push(child),
    });
    try {
      expect(sandbox.output()).toContain('Tenant header: globexco-tenant-id.');
      expect(sandbox.output()).toContain(`keys and secrets are not shown: they are in ${join(root, DEMO_FIXTURE_PATH)}`);
    } finally {
      await sandbox.stop();
    }
  }, 120_000);
});
