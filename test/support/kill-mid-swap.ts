/**
 * Runs the real CLI (`src/cli/main.ts`, arguments as given) and kills itself with SIGKILL right
 * after the KILL_AFTER_RENAMES-th rename (kill-after-renames.ts). The first rename puts the swap's
 * journal in place; every later one moves a file of the output.
 */
import './kill-after-renames.ts';

await import('../../src/cli/main.ts');
