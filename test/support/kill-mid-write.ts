/**
 * `writeOutput(<out>, <artefacts of the JSON file>)` killed with SIGKILL right after the
 * KILL_AFTER_RENAMES-th rename (kill-after-renames.ts), as kill-mid-swap.ts does to the CLI: the
 * state a kill at an exact point of the swap leaves, for artefacts no model makes (a file replaced
 * by a folder of the same name).
 */
import { readFileSync } from 'node:fs';
import './kill-after-renames.ts';

const { writeOutput } = await import('../../src/write/writer.ts');
const [out, artefacts] = process.argv.slice(2);
writeOutput(out!, JSON.parse(readFileSync(artefacts!, 'utf8')), { notify: () => {} });
