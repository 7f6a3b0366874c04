/**
 * Imported first by a child process of a test: kills the process with SIGKILL right after the
 * KILL_AFTER_RENAMES-th rename, a kill at an exact point of the writer's swap, which a timer
 * could only hit by chance (test/support/kill-mid-swap.ts, kill-mid-write.ts).
 */
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';

const killAfter = Number(process.env.KILL_AFTER_RENAMES);
const rename = fs.renameSync;
let renames = 0;
fs.renameSync = (from: fs.PathLike, to: fs.PathLike) => {
  rename(from, to);
  if (++renames === killAfter) process.kill(process.pid, 'SIGKILL');
};
// Named imports of `node:fs` (as the writer's) see the patched function from here on.
syncBuiltinESMExports();
