/**
 * Runs the real CLI (`src/cli/main.ts`, arguments as given) and kills itself with SIGKILL right
 * after the KILL_AFTER_RENAMES-th rename: a kill at an exact point of the writer's swap, which
 * a timer could only hit by chance. The first rename puts the swap's journal in place; every
 * later one moves a file of the output.
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
await import('../../src/cli/main.ts');
