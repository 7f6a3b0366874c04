/**
 * Request examples per operation: a `curl` command and the same call with the generated
 * client. Values the specification does not give stay shell variables or `<placeholders>`;
 * nothing here invents a value.
 */
import type { WireField, WireType } from '../../views/wire-type.ts';
import type { OperationView, VersionView } from '../../views/version-view.ts';
import { clientFactoryName } from '../shared/names.ts';
import { clientOptionsExample } from '../shared/client-example.ts';

const shellVariable = (name: string): string => `\${${name.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}}`;

/** The documented address of the first (shared) server, with its variables as shell variables. */
function baseUrl(view: VersionView): string {
  return view.servers[0]!.url.replace(/\{(\w+)\}/g, (_, name: string) => shellVariable(name));
}

function formValue(field: WireField): string {
  const type = field.type;
  return type.kind === 'scalar' && type.enum?.length === 1 ? type.enum[0]! : shellVariable(field.name);
}

function bodyLines(op: OperationView): string[] {
  const body = op.body;
  if (!body) return [];
  const fields = body.type.kind === 'object' ? body.type.fields : [];
  if (body.mediaType === 'application/x-www-form-urlencoded' && fields.length > 0) {
    return fields.map((field) => `--data-urlencode "${field.name}=${formValue(field)}"`);
  }
  return [`-H "Content-Type: ${body.mediaType}"`, body.mediaType === 'application/json' ? '--data @request.json' : '--data-binary @request-body'];
}

export function curlExample(view: VersionView, op: OperationView): string {
  const server = view.servers[0]!;
  const url = `${baseUrl(view)}${op.path.replace(/\{(\w+)\}/g, (_, name: string) => shellVariable(name))}`;
  const auth = view.auth;
  const lines = [
    `curl${op.method === 'GET' ? '' : ` -X ${op.method}`} "${url}"`,
    ...(server.tenantHeader && view.tenantHeader ? [`-H "${view.tenantHeader.name}: \${TENANT}"`] : []),
    ...(!op.authenticated ? [] : auth.kind === 'apiKey' ? [`-H "${auth.header}: \${API_KEY}"`] : ['-H "Authorization: Bearer ${TOKEN}"']),
    ...bodyLines(op),
  ];
  return lines.join(' \\\n  ');
}

/** The client set-up shown once per version. */
export function clientSetupExample(view: VersionView, packageName: string): string {
  const factory = clientFactoryName(view);
  return [`import { ${factory} } from '${packageName}';`, '', `const client = ${factory}(${clientOptionsExample(view)});`].join('\n');
}

function placeholders(fields: readonly { name?: string }[]): string {
  return fields.map((p) => `${p.name}: '<${p.name}>'`).join(', ');
}

function hasRequiredBody(type: WireType, required: boolean): boolean {
  return required || (type.kind === 'object' && type.fields.some((f) => f.required));
}

/** The call with the client made by clientSetupExample; `request` stands for the body. */
export function clientCallExample(op: OperationView): string {
  const parts = [
    ...(op.pathParams.length > 0 ? [`path: { ${placeholders(op.pathParams)} }`] : []),
    ...(op.body && hasRequiredBody(op.body.type, op.body.required) ? ['body: request'] : []),
  ];
  return `const response = await client.${op.id}(${parts.length > 0 ? `{ ${parts.join(', ')} }` : ''});`;
}
