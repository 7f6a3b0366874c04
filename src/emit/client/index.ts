/**
 * The client package in `generated/client/`: the hand-written runtime from `src/runtime/`
 * (copied, import specifiers rewritten to `.js`), the generated per-version modules, and
 * `dist/` with JavaScript and declarations for each.
 */
import type { Reuse } from '../../model/reuse.ts';
import type { VersionView } from '../../views/version-view.ts';
import type { ContractInput, EmitInput, Emitter } from '../input.ts';
import type { Artefact } from '../shared/artefact.ts';
import { runtimeSources } from '../shared/runtime-sources.ts';
import { clientFile } from './client-file.ts';
import { errorsFile } from './errors-file.ts';
import { operationsFile } from './operations-file.ts';
import { changelog, packageJson, readme, rootIndex, tsconfigJson, versionIndex } from './package-files.ts';
import { transpileFile, typesOnlyFile } from './transpile.ts';
import { decodeFile } from '../shared/types-file.ts';

/** A source of the package (its path under the package's `src/`), made when it is asked for. */
interface LazySource {
  path: string;
  content: () => string;
  /** It declares types alone (a version's `types.ts`), so needs no transform (`typesOnlyFile`). */
  typesOnly?: true;
}

/** A version's sources: its `types.ts` is the one the route stubs ship too; `reuse`: in `--watch`, what was made of an operation the last compile had as it is. */
function versionSources(view: VersionView, { typesFile, reuse, examples }: ContractInput): LazySource[] {
  return [
    { path: `src/${view.id}/types.ts`, content: () => typesFile(view), typesOnly: true },
    { path: `src/${view.id}/decode.ts`, content: () => decodeFile(view) },
    { path: `src/${view.id}/operations.ts`, content: () => operationsFile(view, reuse, examples(view)) },
    { path: `src/${view.id}/client.ts`, content: () => clientFile(view, reuse, examples(view)) },
    { path: `src/${view.id}/index.ts`, content: versionIndex },
  ];
}

/** Sources already made (the runtime's files, read from src/runtime/), as the lazy sources `packageCode` takes. */
const made = (sources: readonly Artefact<string>[]): LazySource[] => sources.map(({ path, content }) => ({ path, content: () => content }));

const inPackage = (path: string, content: string): Artefact => ({ path: `client/${path}`, content });

/**
 * The package's code, each file handed on before the next is made: the runtime's, each version's
 * and the package's own files, each source followed by its JavaScript and declarations. One
 * source is held at a time, with what the transformer makes of it: a large model's version
 * sources are megabytes each (a ×100 model's largest `types.ts` is 4 million characters), and the
 * transformer's own memory comes on top of whatever the heap holds while it runs. From the version
 * views alone (`validate` leaves it out: src/emit/input.ts); in `--watch`, a version an edit left
 * as it was gets its files back from the last compile.
 */
function* emitClientCode(input: ContractInput): Generator<Artefact> {
  const { views, reuse, versionArtefacts } = input;
  yield* packageCode(made(runtimeSources('runtime', 'src/runtime')), reuse);
  for (const view of views) yield* versionArtefacts('client', view, () => packageCode(versionSources(view, input), reuse));
  yield* packageCode(
    [
      { path: 'src/errors.ts', content: () => errorsFile(views) },
      { path: 'src/index.ts', content: () => rootIndex(views) },
    ],
    reuse,
  );
}

/** Each source (a path under the package's `src/`) as a package file, then its JavaScript and declarations. */
function* packageCode(sources: readonly LazySource[], reuse: Reuse): Generator<Artefact> {
  for (const { path, content, typesOnly } of sources) {
    const source = content();
    yield inPackage(path, source);
    const base = path.replace(/^src\//, 'dist/').replace(/\.ts$/, '');
    const { js, dts } = typesOnly ? typesOnlyFile(source) : transpileFile({ fileName: path, source }, reuse);
    yield inPackage(`${base}.js`, js);
    yield inPackage(`${base}.d.ts`, dts);
  }
}

/** The package's manifest, README and changelog, which read the model beyond the views (its title, publication, releases). */
function* emitClientPackage(input: EmitInput): Generator<Artefact> {
  yield inPackage('package.json', packageJson(input));
  yield inPackage('tsconfig.json', tsconfigJson());
  yield inPackage('README.md', readme(input));
  yield inPackage('CHANGELOG.md', changelog(input));
}

export const clientPackageEmitter: Emitter = { name: 'client package', reads: 'model', emit: emitClientPackage };

export const clientEmitter: Emitter = { name: 'client', reads: 'contract', emit: emitClientCode };
