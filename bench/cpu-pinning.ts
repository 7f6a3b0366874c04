/**
 * Load generator and server on separate cores, when this process may run on at least two and
 * `taskset` (Debian's util-linux) is there. On two shared cores, a server and the autocannon that
 * loads it otherwise take turns on the same core: a server a little slower leaves autocannon
 * idle more often, and every response then has to wake it (in one profile without pinning, the
 * same response cost bare Fastify 13 µs of `writev` per request and a slightly slower server
 * 18 µs), which turns a small difference in CPU into a large one in requests per second. Pinned,
 * each side keeps its own CPU (on a host with hardware threads, possibly two threads of one core)
 * and the ratio is the servers' own.
 */
import { execFileSync } from 'node:child_process';

export interface Pinning {
  /** The command line that starts a server process on the server's core (unchanged when not pinned). */
  serverCommand(command: string, args: readonly string[]): [string, string[]];
  /** Puts this process's threads back on the cores they had. */
  release(): void;
  /** What the results say about it. */
  description: string;
}

const UNPINNED: Pinning = {
  serverCommand: (command, args) => [command, [...args]],
  release: () => {},
  description: 'Not pinned to cores (fewer than two allowed, or `taskset` missing or refused): load generator and server share the cores.',
};

/** `0-1,4` → [0, 1, 4]. */
function parseCpuList(list: string): number[] {
  return list.split(',').flatMap((range) => {
    const [from, to = from] = range.split('-').map(Number) as [number, number?];
    return Array.from({ length: to - from + 1 }, (_, i) => from + i);
  });
}

/** The CPUs this process may run on now (`taskset -c -p` prints `pid N's current affinity list: 0,1`). */
function allowedCpus(): string {
  const printed = execFileSync('taskset', ['-c', '-p', String(process.pid)], { encoding: 'utf8' });
  return printed.slice(printed.lastIndexOf(':') + 1).trim();
}

/** Every thread of this process (`-a`) onto `cpus`. */
function setAffinity(cpus: string): void {
  execFileSync('taskset', ['-a', '-c', '-p', cpus, String(process.pid)], { stdio: 'ignore' });
}

/** Pins this process (autocannon runs in it) to one allowed CPU and its servers to another, when it can. */
export function pinLoadAndServer(): Pinning {
  // Without `taskset`, or where it may not act, the first call throws: no pinning.
  try {
    const previous = allowedCpus();
    const [loadCpu, serverCpu] = parseCpuList(previous);
    if (serverCpu === undefined) return UNPINNED;
    setAffinity(String(loadCpu));
    return {
      serverCommand: (command, args) => ['taskset', ['-c', String(serverCpu), command, ...args]],
      release: () => {
        try {
          setAffinity(previous);
        } catch (error) {
          // The figures are measured; losing them to a failed reset would be worse than a warning.
          console.error(`bench: could not restore this process's CPUs (${previous}): ${(error as Error).message}`);
        }
      },
      description: `The load generator runs on CPU ${loadCpu} and every server on CPU ${serverCpu} (\`taskset\`), so they do not take turns on one core.`,
    };
  } catch {
    return UNPINNED;
  }
}
