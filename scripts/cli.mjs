#!/usr/bin/env node
/**
 * Launcher for `npm run generate|validate|provenance|diff`: runs the compiler's bundle
 * (dist/cli.cjs, with V8's code cache of it: scripts/run-bundle.mjs), built by scripts/build.mjs
 * first whenever the build's inputs (src/, templates/, the bundled packages' versions, the build
 * scripts, the V8 version) differ from those it was built from, so it never runs stale code.
 */
import { buildIfChanged } from './ensure-built.mjs';
import { BUNDLES, runBundle } from './run-bundle.mjs';

await buildIfChanged('cli');
runBundle(BUNDLES.cli.file, { cachePath: BUNDLES.cli.cache, cache: 'use' });
