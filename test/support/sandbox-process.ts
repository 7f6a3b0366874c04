/**
 * The sandbox as `npm start` runs it (scripts/sandbox.mjs, or npm itself), in a process of its own
 * on a free loopback port (PORT=0), in its own process group so that stopping it, npm included,
 * leaves nothing behind.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { REPO } from './seed.ts';

const START_LINE = /^Sandbox on (http:\/\/[^:]+:(\d+)) /m;

/** The sandbox's launcher, as `npm start` runs it: its bundle, built first when src/ changed. */
export const SANDBOX_MAIN: readonly string[] = [join('scripts', 'sandbox.mjs')];

export interface SandboxProcess {
  child: ChildProcess;
  origin: string;
  port: number;
  /** Everything printed so far. */
  output: () => string;
  /** The exit code and signal, once the process has ended. */
  exited: Promise<[number | null, NodeJS.Signals | null]>;
  /** Kills the whole process group and waits for the process to end. */
  stop: () => Promise<void>;
}

export interface SandboxStart {
  /** Default: node with SANDBOX_MAIN. */
  command?: string;
  args?: readonly string[];
  /** Waits for this line as well as the start line. */
  until?: RegExp;
  /** Told of the process as soon as it exists, so that a test that fails while it starts can still stop it. */
  onSpawn?: (child: ChildProcess) => void;
}

/** Kills the process group of `child`; a group already gone is fine. */
export function killGroup(child: ChildProcess): void {
  try {
    process.kill(-child.pid!, 'SIGKILL');
  } catch {
    // The group is gone: everything in it exited.
  }
}

/** Starts the sandbox and waits until it prints its start line and the line `until` matches. */
export async function startSandboxProcess(start: SandboxStart = {}): Promise<SandboxProcess> {
  const child = spawn(start.command ?? process.execPath, start.args ?? SANDBOX_MAIN, {
    cwd: REPO,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  start.onSpawn?.(child);
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  const until = start.until ?? START_LINE;
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
  const [, origin, port] = START_LINE.exec(stdout)!;
  return {
    child,
    origin: origin!,
    port: Number(port),
    output: () => stdout,
    exited,
    stop: async () => {
      killGroup(child);
      await exited;
    },
  };
}
