/**
 * `generate` killed with SIGKILL at varied moments: the output folder is afterwards entirely the
 * old or entirely the new output, never a mix, once the next run (any command that writes, here
 * `recoverInterruptedWrite` as that run would) has restored what the kill interrupted. The same
 * kill at exact points of the swap is in test/output-folder.test.ts.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { recoverInterruptedWrite } from '../src/write/writer.ts';
import { REPO, SPEC_DIR } from './support/seed.ts';

const work = mkdtempSync(join(tmpdir(), 'interrupted-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function snapshot(dir: string): string {
  if (!existsSync(dir)) return '<absent>';
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => `${join(e.parentPath, e.name).slice(dir.length)}\n${readFileSync(join(e.parentPath, e.name), 'utf8')}`)
    .sort()
    .join('\n---\n');
}

function generate(spec: string, out: string, killAfterMs?: number): Promise<void> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(REPO, 'scripts', 'cli.mjs'), 'generate', '--spec', spec, '--out', out], { cwd: REPO, stdio: 'ignore' });
    const timer = killAfterMs === undefined ? undefined : setTimeout(() => child.kill('SIGKILL'), killAfterMs);
    child.on('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

describe('interrupted generation', () => {
  it('leaves the old or the new output, never a mix, whenever it is killed', async () => {
    const oldSpec = join(work, 'old', 'spec');
    const newSpec = join(work, 'new', 'spec');
    cpSync(SPEC_DIR, oldSpec, { recursive: true });
    cpSync(SPEC_DIR, newSpec, { recursive: true });
    const v4 = join(newSpec, 'v4.yaml');
    writeFileSync(v4, readFileSync(v4, 'utf8').replace('summary: Confirm identity', 'summary: Confirm who is calling'));

    const reference = join(work, 'reference');
    await generate(oldSpec, join(reference, 'old'));
    await generate(newSpec, join(reference, 'new'));
    const oldOutput = snapshot(join(reference, 'old'));
    const newOutput = snapshot(join(reference, 'new'));
    expect(oldOutput).not.toBe(newOutput);

    for (const killAfterMs of [0, 50, 150, 250, 350, 450, 550, 700, 900, 1200]) {
      const out = join(work, `run-${killAfterMs}`, 'generated');
      await generate(oldSpec, out);
      await generate(newSpec, out, killAfterMs);
      recoverInterruptedWrite(out);
      const after = snapshot(out);
      expect([oldOutput, newOutput], `killed after ${killAfterMs} ms`).toContain(after);
      expect(readdirSync(join(work, `run-${killAfterMs}`))).toEqual(['generated']); // no temporary folders left
    }
  });
});
