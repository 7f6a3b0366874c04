/**
 * A benchmark's server process: started, its port read from the first thing it prints (within a
 * bounded time), and stopped with its exit awaited, so whatever runs next starts on a quiet
 * machine.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';

/** A server that has not printed its port by then is not going to. */
const START_TIMEOUT_MS = 30_000;

export interface PortChild {
  port: string;
  pid: number;
  stop: () => Promise<void>;
}

/** Starts `command args` in `cwd`; `name` says which server failed when it prints no port. */
export async function startPortChild(name: string, command: string, args: readonly string[], cwd: string): Promise<PortChild> {
  const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = once(child, 'exit');
  const stop = async () => {
    child.kill();
    await exited;
  };
  try {
    const [chunk] = (await once(child.stdout, 'data', { signal: AbortSignal.timeout(START_TIMEOUT_MS) })) as [Buffer];
    return { port: chunk.toString().trim(), pid: child.pid!, stop };
  } catch (error) {
    await stop();
    throw new Error(`the ${name} printed no port within ${START_TIMEOUT_MS / 1000} s`, { cause: error });
  }
}
