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

function emitServer({ views, routeTable }: ContractInput): Artefact[] {
  const files = [
    ...runtimeSources('server-runtime', 'runtime'),
    ...views.flatMap((v) => [
      { path: `${v.id}/routes.ts`, content: routesFile(routeTable(v), v) },
      { path: `${v.id}/types.ts`, content: typesFile(v) },
      { path: `${v.id}/handlers.ts`, content: handlersFile(v) },
    ]),
  ];
  return files.map((f) => ({ path: `server/${f.path}`, content: f.content }));
}

export const serverEmitter: Emitter = { name: 'server', reads: 'contract', emit: emitServer };
