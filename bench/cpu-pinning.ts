/**
 * Load generator and server on separate cores, when the machine has two and `taskset` (Debian's
 * util-linux) is there. On two shared cores, a server and the autocannon that loads it otherwise
 * take turns on the same core: a server a little slower leaves autocannon idle more often, and
 * every response then has to wake it (measured: the server's `writev` cost 13 µs per request
 * against 18 µs for the same response), which turns a small difference in CPU into a large one
 * in requests per second. Pinned, each side keeps its core and the ratio is the servers' own.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

export interface Pinning {
  /** The command line that starts a server process on the server's core (unchanged when not pinned). */
  serverCommand(command: string, args: readonly string[]): [string, string[]];
  /** Puts this process's threads back on the cores they had. */
  release(): void;
  /** What the results say about it. */
  description: string;
}

const LOAD_CORE = '0';
const SERVER_CORE = '1';

function tasksetAvailable(): boolean {
  return spawnSync('taskset', ['--version'], { stdio: 'ignore' }).status === 0;
}

/** Every thread of this process (`-a`) onto `cores`; answers the list it had before. */
function setAffinity(cores: string): string {
  const before = execFileSync('taskset', ['-c', '-p', String(process.pid)], { encoding: 'utf8' });
  execFileSync('taskset', ['-a', '-c', '-p', cores, String(process.pid)], { stdio: 'ignore' });
  return before.slice(before.lastIndexOf(':') + 1).trim();
}

/** Pins this process (autocannon runs in it) to one core and its servers to the other, when it can. */
export function pinLoadAndServer(): Pinning {
  if (availableParallelism() < 2 || !tasksetAvailable()) {
    return {
      serverCommand: (command, args) => [command, [...args]],
      release: () => {},
      description: 'Not pinned to cores (one core, or no `taskset`): load generator and server share the cores.',
    };
  }
  const previous = setAffinity(LOAD_CORE);
  return {
    serverCommand: (command, args) => ['taskset', ['-c', SERVER_CORE, command, ...args]],
    release: () => void setAffinity(previous),
    description: `The load generator runs on core ${LOAD_CORE} and every server on core ${SERVER_CORE} (\`taskset\`), so they do not take turns on one core.`,
  };
}
