/**
 * The sandbox as `npm start` runs it (src/sandbox/main.ts), in a process of its own on a free
 * loopback port, in its own process group so that stopping it leaves nothing behind.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { REPO } from './seed.ts';

const START_LINE = /^Sandbox on (http:\/\/[^ ]+) /m;

export interface SandboxProcess {
  child: ChildProcess;
  origin: string;
  /** Everything printed so far. */
  output: () => string;
  /** Kills the process group and waits for the process to end. */
  stop: () => Promise<void>;
}

/** Starts the sandbox with `args` and waits until it prints its start line and the line `until` matches. */
export async function startSandboxProcess(args: readonly string[] = [], until: RegExp = START_LINE): Promise<SandboxProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', join('src', 'sandbox', 'main.ts'), ...args], {
    cwd: REPO,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const exited = once(child, 'exit');
  let stdout = '';
  let stderr = '';
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (c: Buffer) => {
      stdout += c.toString();
      if (START_LINE.test(stdout) && until.test(stdout)) resolve();
    });
    void exited.then(([code]) => reject(new Error(`the sandbox exited (${String(code)}) before it started: ${stderr}`)));
  });
  return {
    child,
    origin: START_LINE.exec(stdout)![1]!,
    output: () => stdout,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      process.kill(-child.pid!, 'SIGKILL');
      await exited;
    },
  };
}
