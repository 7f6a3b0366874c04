/**
 * The TypeScript compiler as a process: `tsc --noEmit --strict` with Node's ES module resolution
 * and ES2022, for tests that check that some generated or quoted code compiles.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { REPO } from './seed.ts';

const exec = promisify(execFile);
const TSC = join(REPO, 'node_modules', 'typescript', 'bin', 'tsc');

/**
 * The compiler's report on `files` ('' when they compile). `environment`: the flags that give the
 * code its globals (`--lib …` for code that runs in a browser, `--types node` for Node).
 */
export async function strictTypeErrors(files: readonly string[], environment: readonly string[], cwd: string): Promise<string> {
  const args = [
    '--noEmit',
    '--strict',
    '--module',
    'nodenext',
    '--moduleResolution',
    'nodenext',
    '--target',
    'es2022',
    ...environment,
    '--skipLibCheck',
    ...files,
  ];
  return exec(process.execPath, [TSC, ...args], { cwd }).then(
    () => '',
    (error: { stdout: string }) => error.stdout,
  );
}
