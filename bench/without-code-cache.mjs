/**
 * scripts/cli.mjs without V8's code cache of the bundle: the bench's removal of that mechanism,
 * run beside the launcher to measure what it buys.
 */
import { buildIfChanged } from '../scripts/ensure-built.mjs';
import { BUNDLE, runBundle } from '../scripts/run-bundle.mjs';

await buildIfChanged();
runBundle(BUNDLE, { cache: 'none' });
