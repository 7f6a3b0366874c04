/**
 * The sandbox of bench/load-target.ts in a process of its own (run with --expose-gc), as the
 * load test and the token-memory figure measure it: its address, and its memory on request.
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { ROOT } from './measure.ts';

export interface Memory {
  rss: number;
  heapUsed: number;
  heapTotal: number;
}

export interface LoadTarget {
  origin: string;
  /** The process's memory, after a full garbage collection when asked. */
  memory(afterGc?: boolean): Promise<Memory>;
  stop(): void;
}

export async function startLoadTarget(): Promise<LoadTarget> {
  const child = fork(join(ROOT, 'bench', 'load-target.ts'), [], {
    cwd: ROOT,
    execArgv: ['--import', 'tsx', '--expose-gc'],
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const [chunk] = (await once(child.stdout!, 'data')) as [Buffer];
  return {
    origin: `http://127.0.0.1:${chunk.toString().trim()}`,
    async memory(afterGc = false) {
      child.send(afterGc ? 'memory-after-gc' : 'memory');
      const [reply] = (await once(child, 'message')) as [Memory];
      return reply;
    },
    stop: () => child.kill('SIGTERM'),
  };
}
