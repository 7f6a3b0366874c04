/** The compiler's CLI as a process, as a user runs it: its exit code and what it printed. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { REPO } from './seed.ts';

const exec = promisify(execFile);

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

export async function cli(...args: string[]): Promise<CliRun> {
  try {
    const { stdout, stderr } = await exec(process.execPath, ['scripts/cli.mjs', ...args], { cwd: REPO });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as CliRun;
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}
