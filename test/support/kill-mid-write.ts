/**
 * `writeOutput(<out>, <artefacts of the JSON file>)` killed with SIGKILL right after the
 * KILL_AFTER_RENAMES-th rename, as test/support/kill-mid-swap.ts does to the CLI: the state a kill
 * at an exact point of the swap leaves, for artefacts no model makes (a file replaced by a folder
 * of the same name).
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
const { writeOutput } = await import('../../src/write/writer.ts');
const [out, artefacts] = process.argv.slice(2);
writeOutput(out!, JSON.parse(fs.readFileSync(artefacts!, 'utf8')), { notify: () => {} });
