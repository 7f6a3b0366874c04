/**
 * Whether a bundle of the build is built from its inputs as they are now (scripts/build-inputs.mjs),
 * and the build when it is not: what the launchers (scripts/cli.mjs, scripts/sandbox.mjs) run
 * before each command. The build is loaded only to build, so that a run whose bundle is up to
 * date loads neither it nor what it needs (the bundler, child processes).
 */
import { readFileSync } from 'node:fs';
import { inputsHash } from './build-inputs.mjs';
import { BUNDLES } from './run-bundle.mjs';

function builtHash(stamp) {
  try {
    return readFileSync(stamp, 'utf8');
  } catch {
    return undefined;
  }
}

/** Builds the bundle `name` of BUNDLES when the inputs differ from those of its last build; true when it built. */
export async function buildIfChanged(name = 'cli') {
  if (builtHash(BUNDLES[name].stamp) === inputsHash()) return false;
  const { build } = await import('./build.mjs');
  await build([name]);
  return true;
}
