/**
 * The client package in `generated/client/`: the hand-written runtime from `src/runtime/`
 * (copied, import specifiers rewritten to `.js`), the generated per-version modules, and
 * `dist/` with JavaScript and declarations for each.
 */
import type { VersionView } from '../../views/version-view.ts';
import type { EmitInput, Emitter } from '../input.ts';
import type { Artefact } from '../shared/artefact.ts';
import { runtimeSources } from '../shared/runtime-sources.ts';
import { clientFile } from './client-file.ts';
import { errorsFile } from './errors-file.ts';
import { operationsFile } from './operations-file.ts';
import { changelog, packageJson, readme, rootIndex, tsconfigJson, versionIndex } from './package-files.ts';
import { transpileFiles } from './transpile.ts';
import { decodeFile, typesFile } from '../shared/types-file.ts';

function versionSources(view: VersionView): Artefact[] {
  return [
    { path: `src/${view.id}/types.ts`, content: typesFile(view) },
    { path: `src/${view.id}/decode.ts`, content: decodeFile(view) },
    { path: `src/${view.id}/operations.ts`, content: operationsFile(view) },
    { path: `src/${view.id}/client.ts`, content: clientFile(view) },
    { path: `src/${view.id}/index.ts`, content: versionIndex() },
  ];
}

function emitClient(input: EmitInput): Artefact[] {
  const { views, reuse } = input;
  const sources: Artefact[] = [
    ...runtimeSources('runtime', 'src/runtime'),
    ...views.flatMap(versionSources),
    { path: 'src/errors.ts', content: errorsFile(views) },
    { path: 'src/index.ts', content: rootIndex(views) },
  ];
  const transpiled = transpileFiles(
    sources.map((s) => ({ fileName: s.path, source: s.content })),
    reuse,
  );
  const compiled = sources.map((source, i) => {
    const base = source.path.replace(/^src\//, 'dist/').replace(/\.ts$/, '');
    return [
      { path: `${base}.js`, content: transpiled[i]!.js },
      { path: `${base}.d.ts`, content: transpiled[i]!.dts },
    ];
  });
  const files = [
    { path: 'package.json', content: packageJson(input) },
    { path: 'tsconfig.json', content: tsconfigJson() },
    { path: 'README.md', content: readme(input) },
    { path: 'CHANGELOG.md', content: changelog(input) },
    ...sources,
    ...compiled.flat(),
  ];
  return files.map((f) => ({ path: `client/${f.path}`, content: f.content }));
}

export const clientEmitter: Emitter = { name: 'client', reads: 'model', emit: emitClient };
