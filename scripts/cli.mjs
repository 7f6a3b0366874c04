#!/usr/bin/env node
/**
 * Launcher for `npm run generate|validate|provenance`: runs the compiler's bundle (dist/cli.cjs),
 * built by scripts/build.mjs first whenever the build's inputs (src/, templates/, the lockfile,
 * the build script) differ from those it was built from, so it never runs stale code.
 */
import { createRequire } from 'node:module';
import { BUNDLE, buildIfChanged } from './build.mjs';

await buildIfChanged();
createRequire(import.meta.url)(BUNDLE);
