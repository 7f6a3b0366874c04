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
import { typesFile } from '../shared/types-file.ts';
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

/** The route stubs' files, each handed on before the next is made. */
function* emitServer({ views, routeTable }: ContractInput): Generator<Artefact> {
  const inStubs = (path: string, content: string): Artefact => ({ path: `server/${path}`, content });
  for (const source of runtimeSources('server-runtime', 'runtime')) yield inStubs(source.path, source.content);
  for (const v of views) {
    yield inStubs(`${v.id}/routes.ts`, routesFile(routeTable(v), v));
    yield inStubs(`${v.id}/types.ts`, typesFile(v));
    yield inStubs(`${v.id}/handlers.ts`, handlersFile(v));
  }
}

export const serverEmitter: Emitter = { name: 'server', reads: 'contract', emit: emitServer };
