#!/usr/bin/env node
/**
 * `npm run build` (run by `prepare`, so by `npm ci`, and by each launcher whenever its inputs
 * changed): compiles what the tool makes from its own files, never from a model, into dist/:
 *
 * - dist/cli.cjs: the compiler (src/cli/main.ts, run by scripts/cli.mjs), and dist/sandbox.cjs:
 *   the sandbox (src/sandbox/main.ts, run by scripts/sandbox.mjs, `npm start`), each one
 *   CommonJS bundle (esbuild). Transpiling their ~100 TypeScript files with tsx on every start
 *   cost more than a second. Packages stay in node_modules, except the three every run loads
 *   (TypeBox, yaml, Handlebars: ~220 modules one by one).
 * - inside it, the model schema's validator as Ajv's standalone code (compiling the schema with
 *   Ajv takes ~0.3 s, and Ajv itself ~0.1 s to load), in place of src/validate/model-validator.ts,
 *   which compiles it when the compiler runs from its sources (tests, tsx);
 * - inside it, the docs templates precompiled by Handlebars, in place of
 *   src/emit/shared/precompiled-templates.ts (a template edited since, as in `--watch`, is compiled
 *   when it is read).
 * - `<bundle>.v8-cache`: V8's code cache of each bundle, made by a run of it on the repository's
 *   model (`validate`; the sandbox until it listens), which reads it only for this very bundle
 *   and V8 (scripts/run-bundle.mjs);
 * - `<bundle>.inputs.sha256`: a hash of every input (the build's scripts, src/, templates/, the
 *   manifests of the packages whose code the build puts in the bundle or runs, the V8 version:
 *   scripts/build-inputs.mjs), which the launcher compares with its own hash of them: a build is
 *   never stale, whatever the files' times say. Each bundle has its own, so that a launcher builds
 *   only the bundle it runs.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { inputsHash } from './build-inputs.mjs';
import { BUNDLES, ROOT } from './run-bundle.mjs';

export const DIST = join(ROOT, 'dist');
const RUN_BUNDLE = join(ROOT, 'scripts', 'run-bundle.mjs');

/** Writes atomically: tests start the CLI from several processes at once, and none may load a file another is still writing. */
function writeAtomically(path, data) {
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, data);
  renameSync(tmp, path);
}

/**
 * Every bare import (a package or a Node built-in) stays external unless the bundle lists its
 * package, and, in a bundle that takes the packages' imports too, unless a bundled package imports it.
 */
function externalPackages(bundle) {
  return {
    name: 'external-packages',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        if (bundle.withTheirImports && args.importer.includes(`${sep}node_modules${sep}`)) return undefined;
        const parts = args.path.split('/');
        const name = args.path.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
        return bundle.packages.includes(name) ? undefined : { path: args.path, external: true };
      });
    },
  };
}

/**
 * Handlebars requires `source-map` when it is installed, to build source maps of compiled
 * templates, which the compiler never asks for; without it Handlebars concatenates the same code
 * as plain strings, and the bundle carries no source-map library.
 */
const withoutSourceMaps = {
  name: 'handlebars-without-source-maps',
  setup(build) {
    build.onResolve({ filter: /^source-map$/ }, (args) =>
      args.importer.includes(join('node_modules', 'handlebars')) ? { path: 'source-map', namespace: 'empty' } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'empty' }, () => ({ contents: 'module.exports = {};', loader: 'js' }));
  },
};

/** A plugin that gives the module at `file` (under src/) the `contents` instead. */
function replaceModule(file, contents) {
  const path = join(ROOT, 'src', file);
  return {
    name: `replace-${file}`,
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, (args) => (args.path === path ? { contents, loader: 'js', resolveDir: dirname(path) } : undefined));
    },
  };
}

/** Imports one TypeScript module of src/, with the modules of src/ it imports, in this process. */
async function importSource(build, file) {
  const outfile = join(DIST, `.${basename(file, '.ts')}.${process.pid}.mjs`);
  await build({ entryPoints: [join(ROOT, 'src', file)], outfile, bundle: true, platform: 'node', format: 'esm', packages: 'external', logLevel: 'error' });
  try {
    return await import(pathToFileURL(outfile).href);
  } finally {
    rmSync(outfile, { force: true });
  }
}

/** Ajv's standalone code of the model schema, as a module with the exports of src/validate/model-validator.ts that the compiler uses. */
async function modelValidatorModule(build) {
  const { compileModelValidator } = await importSource(build, 'validate/model-validator.ts');
  const { default: standaloneCode } = await import('ajv/dist/standalone/index.js');
  const { ajv, validate } = compileModelValidator({ code: { source: true, esm: true } });
  return `${standaloneCode(ajv, validate)}\nexport function loadModelValidator() {\n  return validate;\n}\n`;
}

/**
 * Every template of templates/, precompiled, as a module exporting a Map from key to
 * specification. A template that does not compile is left out: the compiler reports it, located,
 * when it reads it.
 */
async function precompiledTemplatesModule(build) {
  const { precompileTemplate, templateSources } = await importSource(build, 'emit/shared/templates.ts');
  const entries = templateSources(join(ROOT, 'templates')).flatMap(({ key, source, options }) => {
    try {
      return [[key, precompileTemplate(source, options)]];
    } catch {
      return [];
    }
  });
  return `export const PRECOMPILED = new Map([${entries.map(([key, spec]) => `[${JSON.stringify(key)}, ${spec}]`).join(',\n')}]);\n`;
}

/**
 * `text` with every character outside ASCII written as a `\uXXXX` escape (a UTF-16 unit each).
 * esbuild writes strings and names that way already (its default `charset: 'ascii'`), but keeps
 * comments, regular expressions and template literals as written: Node reads a bundle all ASCII
 * into a string of one byte a character as it stands (it checks the bytes, decodes nothing), at
 * the start of every run. An escape stands for the same character wherever the bundle can hold
 * one, but in a template literal's raw text, which no code of the bundles reads (no
 * `String.raw`, no tag reading `raw`).
 */
function asAscii(text) {
  return text.replace(/[^\x00-\x7f]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** esbuild's bundle of `bundle.entry` (under src/), as BUNDLES describes it, all ASCII. */
async function bundleSource(build, bundle) {
  const result = await build({
    entryPoints: [join(ROOT, 'src', bundle.entry)],
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    write: false,
    logLevel: 'error',
    plugins: [
      replaceModule('validate/model-validator.ts', await modelValidatorModule(build)),
      replaceModule('emit/shared/precompiled-templates.ts', await precompiledTemplatesModule(build)),
      withoutSourceMaps,
      externalPackages(bundle),
    ],
    // A CommonJS module has no `import.meta`: the bundle's own URL stands in for it.
    define: { 'import.meta.url': '__bundleUrl' },
    banner: { js: "const __bundleUrl = require('node:url').pathToFileURL(__filename).href;" },
  });
  return asAscii(result.outputFiles[0].text);
}

/** How long the code cache's run may take; it takes a few seconds. */
const CODE_CACHE_RUN_TIMEOUT_MS = 120_000;

/**
 * A run of the bundle on the repository's model that writes its code cache when it exits: the
 * compiler's `validate`, which calls most of the compiler; the sandbox until it listens (its start
 * is what the cache speeds up), then stopped as Ctrl-C stops it.
 */
async function makeCodeCache(bundle) {
  const args = [RUN_BUNDLE, '--make-code-cache', bundle.name, ...bundle.cacheRun, '--spec', join(ROOT, 'spec')];
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'], env: { ...process.env, HOST: '127.0.0.1', PORT: '0' } });
  const exited = once(child, 'exit');
  let stdout = '';
  const stopAtStart = (chunk) => {
    stdout += chunk;
    // Once: a second signal would end the sandbox at once, before it writes the cache.
    if (!/^Sandbox on /m.test(stdout)) return;
    child.stdout.off('data', stopAtStart).resume();
    child.kill('SIGTERM');
  };
  if (bundle.name === 'sandbox') child.stdout.on('data', stopAtStart);
  else child.stdout.resume();
  // A run that neither ends nor starts (a sandbox that never listens) must not hang the build:
  // killed, it writes no cache, and the bundle runs without one (as under another V8).
  const timer = setTimeout(() => child.kill('SIGKILL'), CODE_CACHE_RUN_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

/** Builds the bundle `name` of BUNDLES (default: every one) with its code cache, then its stamp. */
export async function build(names = Object.keys(BUNDLES)) {
  const hash = inputsHash();
  const { build } = await import('esbuild');
  mkdirSync(DIST, { recursive: true });
  for (const name of names) {
    const bundle = BUNDLES[name];
    writeAtomically(bundle.file, await bundleSource(build, bundle));
    rmSync(bundle.cache, { force: true });
    await makeCodeCache(bundle);
    // Last: the stamp says the files before it are built from these inputs.
    writeAtomically(bundle.stamp, hash);
  }
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) await build();
