/**
 * Route stubs in `generated/server/`: per version, the route table (URL, method, scope,
 * request and success-body schemas, success status), the shared schemas those reference, and
 * the facts its pipeline needs, plus the hand-written server runtime from `src/server-runtime/`
 * copied beside it. `buildApiServer` in that runtime serves them.
 */
import type { RouteTable } from '../../contract/routes/route-table.ts';
import type { VersionView } from '../../views/version-view.ts';
import type { ContractInput, Emitter } from '../input.ts';
import { GENERATED_HEADER, type Artefact } from '../shared/artefact.ts';
import { docComment } from '../shared/doc-comment.ts';
import { dataDeclaration, stringLiteral } from '../shared/ts-text.ts';
import { runtimeSources } from '../shared/runtime-sources.ts';
import { typeAlias } from '../shared/type-text.ts';
import { handlersFile } from './handlers-file.ts';

function routesFile(table: RouteTable, view: VersionView): string {
  const { facts, schemas, routes, help } = table;
  return [
    GENERATED_HEADER,
    `import type { RouteSpec, SharedSchema, VersionFacts } from '../runtime/facts.js';`,
    '',
    `${docComment(`Operations of ${view.title}.`)}${typeAlias(
      'OperationId',
      view.operations.map((o) => stringLiteral(o.id)),
    )}`,
    '',
    `/** What the request pipeline needs to know about ${view.id}. */`,
    dataDeclaration('export const FACTS: VersionFacts =', facts),
    '',
    `/** Components the routes reference (\`$ref\` by \`$id\`), registered once per server. */`,
    dataDeclaration('export const SCHEMAS: readonly SharedSchema[] =', schemas),
    '',
    `/** Every operation of ${view.id}: URL, method, auth, scope, request and success-body schemas, success status. */`,
    dataDeclaration('export const ROUTES: readonly RouteSpec[] =', routes),
    '',
    `/** What each \`/help\` operation answers: filterable attributes, operators and enum values, from the model. */`,
    dataDeclaration('export const HELP: Readonly<Record<string, unknown>> =', help),
    '',
  ].join('\n');
}

const inStubs = (path: string, content: string): Artefact => ({ path: `server/${path}`, content });

/** The route stubs' files, each handed on before the next is made; in `--watch`, a version an edit left as it was gets its files back from the last compile. */
function* emitServer(input: ContractInput): Generator<Artefact> {
  for (const source of runtimeSources('server-runtime', 'runtime')) yield inStubs(source.path, source.content);
  for (const view of input.views) yield* input.versionArtefacts('server', view, () => versionStubs(view, input));
}

function* versionStubs(view: VersionView, { routeTable, typesFile, reuse }: ContractInput): Generator<Artefact> {
  yield inStubs(`${view.id}/routes.ts`, routesFile(routeTable(view), view));
  yield inStubs(`${view.id}/types.ts`, typesFile(view));
  yield inStubs(`${view.id}/handlers.ts`, handlersFile(view, reuse));
}

export const serverEmitter: Emitter = { name: 'server', reads: 'contract', emit: emitServer };
