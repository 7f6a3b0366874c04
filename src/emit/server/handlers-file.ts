/**
 * `<version>/handlers.ts` of the route stubs: one typed handler signature per operation (its
 * path parameters, parsed query, body and success body), so a backend implements the API with
 * the compiler checking each handler against the model.
 */
import { GENERATED_HEADER } from '../shared/artefact.ts';
import type { OperationView, VersionView } from '../../views/version-view.ts';
import { docComment } from '../shared/doc-comment.ts';
import { OPEN_RECORD, propertySignature, typeAlias, typeMembers } from '../shared/type-text.ts';
import { errorSummary } from '../shared/error-summary.ts';
import { pascalCase } from '../../model/naming.ts';
import { identical } from '../../model/plain-data.ts';
import { MAKE_ANEW, type Reuse } from '../../model/reuse.ts';

const WIRE = { refName: (name: string) => `T.${name}`, semantic: false } as const;

function objectType(params: OperationView['query'], indent: string): string {
  if (params.length === 0) return 'Record<string, never>';
  const inner = `${indent}  `;
  const lines = params.map((p) => propertySignature(inner, p.name!, p.required, typeMembers(p.type, { ...WIRE, indent: inner })));
  return `{\n${lines.join('\n')}\n${indent}}`;
}

function bodyType(op: OperationView): string[] {
  if (!op.body) return ['undefined'];
  if (op.body.mediaType === 'multipart/form-data') return ['Buffer'];
  return op.body.type.kind === 'unknown' ? [OPEN_RECORD] : typeMembers(op.body.type, { ...WIRE, indent: '  ' });
}

function resultMembers(op: OperationView): string[] {
  const success = op.responses.filter((r) => !r.isError);
  if (success.some((r) => r.status.startsWith('3') || r.status === 'default')) return ['unknown'];
  const content = success.find((r) => r.status.startsWith('2'))?.content[0];
  if (!content) return ['undefined'];
  return content.type.kind === 'unknown' ? [OPEN_RECORD] : typeMembers(content.type, WIRE);
}

// Each handler's input and result are named types, so that its signature stays one short line.
function inputTypeName(op: OperationView): string {
  return `${pascalCase(op.id)}Input`;
}

function resultTypeName(op: OperationView): string {
  return `${pascalCase(op.id)}Result`;
}

function operationTypes(op: OperationView): string {
  const input = [
    `  params: ${objectType(op.pathParams, '  ')};`,
    `  query: ${objectType(op.query, '  ')};`,
    propertySignature('  ', 'body', true, bodyType(op)),
    `  headers: Record<string, string | string[] | undefined>;`,
  ].join('\n');
  return [
    `/** What the \`${op.id}\` handler receives: path parameters, parsed query, body and headers. */`,
    `export type ${inputTypeName(op)} = {\n${input}\n};`,
    `/** The success body the \`${op.id}\` handler answers with. */`,
    typeAlias(resultTypeName(op), resultMembers(op)),
  ].join('\n');
}

function signature(op: OperationView): string {
  const errors = errorSummary(op);
  const doc = docComment(op.summary, op.provenance, '  ', [`\`${op.method} ${op.fullPath}\``, ...(errors ? [errors] : [])]);
  return `${doc}  ${op.id}(input: ${inputTypeName(op)}, context: ServerContext): Promise<HandlerResult<${resultTypeName(op)}>>;`;
}

export function handlersTypeName(view: VersionView): string {
  return `${pascalCase(view.id)}Handlers`;
}

/** `reuse`: in `--watch`, the lines of an operation the last compile had as it is are taken as they were. */
export function handlersFile(view: VersionView, reuse: Reuse = MAKE_ANEW): string {
  const lines = view.operations.map((op) =>
    reuse.sinceLast(`server handler ${view.id} ${op.id}`, op, identical, () => ({ types: operationTypes(op), signature: signature(op) })),
  );
  return [
    GENERATED_HEADER,
    `import type { HandlerResult, ServerContext } from '../runtime/plugin.js';`,
    `import type * as T from './types.js';`,
    '',
    lines.map((l) => l.types).join('\n\n'),
    '',
    `${docComment(`One handler per operation of ${view.title}; pass any subset to buildApiServer (the rest answer 501).`)}export type ${handlersTypeName(view)} = {\n${lines.map((l) => l.signature).join('\n')}\n};`,
    '',
  ].join('\n');
}
