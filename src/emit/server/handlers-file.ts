/**
 * `<version>/handlers.ts` of the route stubs: one typed handler signature per operation (its
 * path parameters, parsed query, body and success body), so a backend implements the API with
 * the compiler checking each handler against the model.
 */
import { GENERATED_HEADER } from '../artefact.ts';
import type { OperationView, VersionView } from '../../views/version-view.ts';
import { docComment } from '../doc-comment.ts';
import { OPEN_RECORD, propertyName, typeText } from '../client/type-text.ts';
import { pascalCase } from '../../model/naming.ts';

const WIRE = { refName: (name: string) => `T.${name}`, semantic: false } as const;

function objectType(params: OperationView['query'], indent: string): string {
  if (params.length === 0) return 'Record<string, never>';
  const lines = params.map((p) => `${indent}  ${propertyName(p.name!)}${p.required ? '' : '?'}: ${typeText(p.type, { ...WIRE, indent: `${indent}  ` })};`);
  return `{\n${lines.join('\n')}\n${indent}}`;
}

function bodyType(op: OperationView): string {
  if (!op.body) return 'undefined';
  if (op.body.mediaType === 'multipart/form-data') return 'Buffer';
  return op.body.type.kind === 'unknown' ? OPEN_RECORD : typeText(op.body.type, { ...WIRE, indent: '    ' });
}

function resultType(op: OperationView): string {
  const success = op.responses.filter((r) => !r.isError);
  if (success.some((r) => r.status.startsWith('3') || r.status === 'default')) return 'unknown';
  const content = success.find((r) => r.status.startsWith('2'))?.content[0];
  if (!content) return 'undefined';
  return content.type.kind === 'unknown' ? OPEN_RECORD : typeText(content.type, { ...WIRE, indent: '  ' });
}

function signature(op: OperationView): string {
  const input = [
    `    params: ${objectType(op.pathParams, '    ')};`,
    `    query: ${objectType(op.query, '    ')};`,
    `    body: ${bodyType(op)};`,
    `    headers: Record<string, string | string[] | undefined>;`,
  ].join('\n');
  const doc = docComment(op.summary, op.provenance, '  ', [`\`${op.method} ${op.fullPath}\``]);
  return `${doc}  ${op.id}(input: {\n${input}\n  }, context: ServerContext): Promise<HandlerResult<${resultType(op)}>>;`;
}

export function handlersTypeName(view: VersionView): string {
  return `${pascalCase(view.id)}Handlers`;
}

export function handlersFile(view: VersionView): string {
  return [
    GENERATED_HEADER,
    `import type { HandlerResult, ServerContext } from '../runtime/plugin.js';`,
    `import type * as T from './types.js';`,
    '',
    `${docComment(`One handler per operation of ${view.title}; pass any subset to buildApiServer (the rest answer 501).`)}export type ${handlersTypeName(view)} = {\n${view.operations.map(signature).join('\n')}\n};`,
    '',
  ].join('\n');
}
