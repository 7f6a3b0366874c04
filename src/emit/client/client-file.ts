/**
 * `<version>/client.ts`: the version's addresses and facts, its transport factory, and
 * `create<Version>Client` binding every operation as a method. What differs between versions
 * (API key or OAuth, scopes) is read from the view's auth, never from the version name.
 */
import { GENERATED_HEADER } from '../shared/artefact.ts';
import { identicalParts } from '../../model/plain-data.ts';
import { MAKE_ANEW, type Reuse } from '../../model/reuse.ts';
import type { OperationView, VersionView } from '../../views/version-view.ts';
import type { DocumentExamples } from '../../contract/openapi/examples.ts';
import { exampleDocLines } from '../shared/call-example.ts';
import { docComment } from '../shared/doc-comment.ts';
import {
  clientFactoryName,
  clientTypeName,
  optionsTypeName,
  pagesFunctionName,
  paramsTypeName,
  responseTypeName,
  transportFactoryName,
} from '../shared/names.ts';
import { hasPageIterator, operationDoc, paramsRequired } from './operations-file.ts';
import { typeAlias } from '../shared/type-text.ts';
import { dataDeclaration, propertyKey, stringLiteral } from '../shared/ts-text.ts';

/** The servers a client picks by name: those that need the tenant header, or every server of an API without tenants. */
function regions(view: VersionView) {
  return view.tenantHeader ? view.servers.filter((s) => s.tenantHeader) : view.servers;
}

/** Origin of a server with its variables at their defaults, without the version root. */
function origin(url: string, root: string, variables: readonly { name: string; default: string }[]): string {
  const bare = url.endsWith(root) ? url.slice(0, -root.length) : url;
  return variables.reduce((u, v) => u.replace(`{${v.name}}`, v.default), bare);
}

function serversConst(view: VersionView): string {
  const shared = regions(view);
  const header = view.tenantHeader;
  const own = header && view.servers.find((s) => !s.tenantHeader);
  const regionLines = shared.map((s) => `    ${propertyKey(s.id)}: ${stringLiteral(origin(s.url, view.root, s.variables))},`);
  const organisation = own ? (own.url.endsWith(view.root) ? own.url.slice(0, -view.root.length) : own.url) : '';
  return [
    header ? `/** Regions of the shared addresses (they need the tenant header). */` : `/** The servers of this version. */`,
    typeAlias(
      'Region',
      shared.map((s) => stringLiteral(s.id)),
    ),
    '',
    `/** Addresses of this version, from the model's servers. */`,
    `export const SERVERS: ServerTable<Region> = {`,
    `  regions: {\n${regionLines.join('\n')}\n  },`,
    ...(header ? [`  organisation: ${stringLiteral(organisation)},`] : []),
    `  root: ${stringLiteral(view.root)},`,
    ...(header ? [`  tenantHeaderName: ${stringLiteral(header.name)},`] : []),
    // Validation guarantees a server to pick (one that needs the header, where there is a header).
    `  defaultRegion: ${stringLiteral(shared[0]!.id)},`,
    `};`,
  ].join('\n');
}

function factsConst(view: VersionView): string {
  const f = view.errorFacts;
  return dataDeclaration('const FACTS: ApiFacts =', {
    errorEnvelope: view.usesErrorEnvelope,
    ...(f.tenantUnknown ? { tenantUnknownStatus: f.tenantUnknown.status, tenantUnknownBody: f.tenantUnknown.body } : {}),
    failureStatuses: Object.fromEntries(Object.entries(f.failures).map(([failure, answer]) => [failure, answer.status])),
    insufficientScopeCode: f.failures.insufficientScope.error,
    ...(f.scopeFields ? { scopeFields: f.scopeFields } : {}),
  });
}

/** The transport's API description: the tables above and the auth's own entries, one per line (prettier keeps it so). */
function apiConst(authEntries: readonly (readonly [string, string])[]): string {
  const entries = [['servers', 'SERVERS'], ['facts', 'FACTS'], ...authEntries];
  return `const API = {\n${entries.map(([key, value]) => `  ${key}: ${value},\n`).join('')}};`;
}

function authBlock(view: VersionView): { imports: string[]; code: string; optionsType: string; transportExpr: string } {
  const auth = view.auth;
  // The target's type: the runtime's default (with a tenant), or a plain one for an API without tenants.
  const target = view.tenantHeader ? '' : ', PlainTarget<Region>';
  if (auth.kind === 'apiKey') {
    return {
      imports: [`import { createApiKeyTransport, type ApiKeyClientOptions } from '../runtime/create.js';`],
      optionsType: `ApiKeyClientOptions<Region${target}>`,
      code: apiConst([['header', stringLiteral(auth.header)]]),
      transportExpr: 'createApiKeyTransport(API, options)',
    };
  }
  if (auth.kind === 'bearer') {
    return {
      imports: [`import { createBearerTransport, type BearerClientOptions } from '../runtime/create.js';`],
      optionsType: `BearerClientOptions<Region${target}>`,
      code: apiConst([]),
      transportExpr: 'createBearerTransport(API, options)',
    };
  }
  const token = view.operations.find((o) => o.id === auth.tokenOperationId)!;
  const scoped = view.operations.filter((o) => o.scope);
  const opScopes = scoped.map((o) => `  ${o.id}: ${stringLiteral(o.scope!.name)},`);
  const opScopeTypes = scoped.map((o) => `  readonly ${o.id}: ${stringLiteral(o.scope!.name)};`);
  const scopeNames = auth.scopes.map((s) => stringLiteral(s.name));
  return {
    imports: [
      `import { createOAuthTransport, type OAuthClientOptionsFor } from '../runtime/create.js';`,
      `import { scopesFor as scopesForTable } from '../runtime/scopes.js';`,
    ],
    optionsType: `OAuthClientOptionsFor<Region${target}> & { scopes?: readonly Scope[] }`,
    code: [
      apiConst([
        ['tokenUrl', stringLiteral(auth.tokenUrl)],
        ['tokenPath', stringLiteral(token.path)],
        ['refreshEarly', String(auth.clientCache === 'refreshEarly')],
      ]),
      '',
      `/** Every OAuth scope of this version. */`,
      typeAlias('Scope', scopeNames),
      '',
      `/** The scope each operation requires, from the model. */`,
      scoped.length > 0
        ? `export const OPERATION_SCOPES: {\n${opScopeTypes.join('\n')}\n} = {\n${opScopes.join('\n')}\n};`
        : `export const OPERATION_SCOPES: {} = {};`,
      '',
      `export type ScopedOperation = keyof typeof OPERATION_SCOPES;`,
      '',
      `/** The narrowest scope set for a set of operations: request a token with exactly these. */`,
      `export function scopesFor(operations: readonly ScopedOperation[]): Scope[] {`,
      `  return scopesForTable<ScopedOperation, Scope>(OPERATION_SCOPES, operations);`,
      `}`,
    ].join('\n'),
    transportExpr: 'createOAuthTransport(API, options)',
  };
}

/**
 * The codes the version's errors carry: the model's codes its operations with the envelope answer
 * with, then the client's own.
 */
function errorCodeBlock(view: VersionView): string {
  const enveloped = view.operations.filter((op) => op.errorEnvelope ?? view.usesErrorEnvelope);
  const codes = [...new Set(enveloped.flatMap((op) => op.responses.flatMap((r) => r.errorCodes)))];
  return [
    `/** The codes of this version's errors: the model's codes its operations answer with, and the client's own. */`,
    typeAlias('ErrorCode', [...codes.map(stringLiteral), 'ClientErrorCode']),
    '',
    `/** True for an error a call of this version rejects with after a response, its \`code\` narrowed to the version's codes. */`,
    `export function isApiError(error: unknown): error is ApiError & { readonly code: ErrorCode } {`,
    `  return error instanceof ApiError;`,
    `}`,
  ].join('\n');
}

/**
 * The transitions of the version's workflow operations, as the model states them (a part it does
 * not state is left out), and the two questions the runtime answers from them.
 */
function transitionsBlock(view: VersionView): { imports: string[]; code: string } | undefined {
  const governed = view.operations.filter((op) => op.transition);
  if (governed.length === 0) return undefined;
  const table = Object.fromEntries(
    governed.map((op) => {
      const t = op.transition!;
      return [
        op.id,
        {
          field: t.field,
          ...(t.from ? { from: t.from.value } : {}),
          ...(t.to ? { to: t.to.value } : {}),
          wrongState: { status: t.wrongState.status, error: t.wrongState.code },
        },
      ];
    }),
  );
  return {
    imports: [`import { acceptsStatus as acceptsStatusIn, isWrongStateError as isWrongStateErrorIn, type TransitionFacts } from '../runtime/transitions.js';`],
    code: [
      dataDeclaration(
        `/** The workflow operations' transitions, as the model states them: a part it does not show is left out. */\nexport const TRANSITIONS: Readonly<Record<TransitionOperation, TransitionFacts>> =`,
        table,
      ),
      '',
      typeAlias(
        'TransitionOperation',
        governed.map((op) => stringLiteral(op.id)),
      ),
      '',
      `/** Whether \`operation\` accepts a record whose status is \`status\`: undefined where the model does not state it. */`,
      `export function acceptsStatus(operation: TransitionOperation, status: string): boolean | undefined {`,
      `  return acceptsStatusIn(TRANSITIONS, operation, status);`,
      `}`,
      '',
      `/** Whether \`error\` is \`operation\`'s answer to a record in a status it is not accepted from (the model's wrong-state status and code). */`,
      `export function isWrongStateError(operation: TransitionOperation, error: unknown): error is ApiError {`,
      `  return isWrongStateErrorIn(TRANSITIONS, operation, error);`,
      `}`,
    ].join('\n'),
  };
}

/** What the client says of an operation alone: its method's signature, and whether it gets a page iterator. */
interface OperationMembers {
  signature: string;
  paged: boolean;
}

function operationMembers(op: OperationView, example: readonly string[]): OperationMembers {
  const optional = paramsRequired(op) ? '' : '?';
  return {
    signature: `${operationDoc(op, example).replace(/^(?=.)/gm, '  ')}  ${op.id}(params${optional}: ops.${paramsTypeName(op)}, options?: CallOptions): Promise<ops.${responseTypeName(op)}>;`,
    paged: hasPageIterator(op),
  };
}

function withResponseSignature(view: VersionView): string {
  return [
    `  /** The same operations, resolving with \`{ data, response }\`: the status and headers (\`x-request-id\`) beside the data. */`,
    `  readonly withResponse: ResponseMethods<Omit<${clientTypeName(view)}, 'withResponse'>>;`,
  ].join('\n');
}

/**
 * `reuse`: in `--watch`, what the client says of an operation the last compile had, with the same
 * example, is taken as it was. `examples`: the version's, from the demo data (none without it).
 */
export function clientFile(view: VersionView, reuse: Reuse = MAKE_ANEW, examples?: DocumentExamples): string {
  const auth = authBlock(view);
  const transitions = transitionsBlock(view);
  const members = view.operations.map((op) => {
    const example = exampleDocLines(op, examples);
    return reuse.sinceLast(`client method ${view.id} ${op.id}`, [op, example.join('\n')], identicalParts, () => operationMembers(op, example));
  });
  const paged = view.operations.filter((_op, i) => members[i]!.paged);
  const pagedSignatures = paged.map(
    (op) =>
      `  /** Every item of \`${op.id}\`, page after page. */\n  ${pagesFunctionName(op)}(params${paramsRequired(op) ? '' : '?'}: ops.${paramsTypeName(op)}, options?: CallOptions, maxPages?: number): ReturnType<typeof ops.${pagesFunctionName(op)}>;`,
  );
  const argument = (op: OperationView) => `params${paramsRequired(op) ? '' : ' ?? {}'}`;
  const responseBindings = view.operations.map(
    (op) => `      ${op.id}: (params, callOptions) => withResponse((o) => ops.${op.id}(transport, ${argument(op)}, o), callOptions),`,
  );
  const bindings = [
    ...view.operations.map((op) => `    ${op.id}: (params, callOptions) => ops.${op.id}(transport, ${argument(op)}, callOptions),`),
    ...paged.map(
      (op) =>
        `    ${pagesFunctionName(op)}: (params, callOptions, maxPages) => ops.${pagesFunctionName(op)}(transport, params${paramsRequired(op) ? '' : ' ?? {}'}, callOptions, maxPages),`,
    ),
  ];
  return [
    GENERATED_HEADER,
    `import type { Transport, ApiFacts, CallOptions } from '../runtime/transport.js';`,
    `import { ApiError, type ClientErrorCode } from '../runtime/errors.js';`,
    `import { withResponse, type ResponseMethods } from '../runtime/with-response.js';`,
    `import type { ${view.tenantHeader ? '' : 'PlainTarget, '}ServerTable } from '../runtime/target.js';`,
    ...auth.imports,
    ...(transitions ? transitions.imports : []),
    `import * as ops from './operations.js';`,
    '',
    serversConst(view),
    '',
    factsConst(view),
    '',
    errorCodeBlock(view),
    '',
    auth.code,
    '',
    ...(transitions ? [transitions.code, ''] : []),
    `${docComment(`Options of ${clientFactoryName(view)}: a target (${view.tenantHeader ? "region and tenant, a base URL and tenant, or an organisation's own domain" : 'a server by name, or a base URL'}), credentials and common options.`)}export type ${optionsTypeName(view)} = ${auth.optionsType};`,
    '',
    `/** The transport alone, for calling the standalone operation functions (smallest bundles). */`,
    `export function ${transportFactoryName(view)}(options: ${optionsTypeName(view)}): Transport {`,
    `  return ${auth.transportExpr};`,
    `}`,
    '',
    `${docComment(view.description)}export interface ${clientTypeName(view)} {\n${[...members.map((m) => m.signature), ...pagedSignatures, withResponseSignature(view)].join('\n')}\n}`,
    '',
    `${docComment(`A client with one method per operation of ${view.title}.`)}export function ${clientFactoryName(view)}(options: ${optionsTypeName(view)}): ${clientTypeName(view)} {`,
    `  const transport = ${transportFactoryName(view)}(options);`,
    `  return {\n${bindings.join('\n')}\n    withResponse: {\n${responseBindings.join('\n')}\n    },\n  };`,
    `}`,
    '',
  ].join('\n');
}
