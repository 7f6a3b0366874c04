/**
 * Request examples per operation: a `curl` command (the same call with the generated client is
 * src/emit/shared/call-example.ts). Values come from the version's examples (the demo data's,
 * src/demo/examples/) where it has them; credentials, and what neither the specification nor the
 * demo data gives, stay shell variables; nothing here invents a value.
 */
import type { OperationExamples } from '../../contract/openapi/examples.ts';
import type { WireField } from '../../views/wire-type.ts';
import type { OperationView, VersionView } from '../../views/version-view.ts';
import { clientFactoryName } from '../shared/names.ts';
import { clientOptionsExample } from '../shared/client-example.ts';

const shellVariable = (name: string): string => `\${${name.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}}`;

/** The documented address of the first (shared) server, with its variables as shell variables. */
function baseUrl(view: VersionView): string {
  return view.servers[0]!.url.replace(/\{(\w+)\}/g, (_, name: string) => shellVariable(name));
}

/** An example's placeholder (`<CLIENT_SECRET>`) is a credential or a value not given: a shell variable, as the docs write them. */
function shellValue(value: unknown): string {
  const text = String(value);
  const placeholder = /^<([A-Z0-9_]+)>$/.exec(text)?.[1];
  return placeholder !== undefined ? `\${${placeholder}}` : text;
}

function formValue(field: WireField, examples: OperationExamples | undefined): string {
  const example = (examples?.body as Record<string, unknown> | undefined)?.[field.name];
  if (example !== undefined) return shellValue(example);
  const type = field.type;
  return type.kind === 'scalar' && type.enum?.length === 1 ? type.enum[0]! : shellVariable(field.name);
}

/** Text in single quotes for the shell (a quote inside closes, escapes and reopens them). */
const singleQuoted = (text: string) => `'${text.replace(/'/g, "'\\''")}'`;

function bodyLines(op: OperationView, examples: OperationExamples | undefined): string[] {
  const body = op.body;
  if (!body) return [];
  const fields = body.type.kind === 'object' ? body.type.fields : [];
  if (body.mediaType === 'application/x-www-form-urlencoded' && fields.length > 0) {
    const sent = examples?.body === undefined ? fields : fields.filter((f) => (examples.body as Record<string, unknown>)[f.name] !== undefined);
    return sent.map((field) => `--data-urlencode "${field.name}=${formValue(field, examples)}"`);
  }
  if (body.mediaType === 'application/json' && examples?.body !== undefined) {
    return [`-H "Content-Type: ${body.mediaType}"`, `--data ${singleQuoted(JSON.stringify(examples.body))}`];
  }
  return [`-H "Content-Type: ${body.mediaType}"`, body.mediaType === 'application/json' ? '--data @request.json' : '--data-binary @request-body'];
}

/** The query of the example request: each query parameter's example, a deep object as `name[key]=value`. */
function exampleQuery(op: OperationView, examples: OperationExamples | undefined): string {
  const pairs = (name: string, value: unknown): string[] =>
    value !== null && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, inner]) => pairs(`${name}[${key}]`, inner))
      : [`${name}=${String(value)}`];
  const query = op.query.flatMap((p) => (examples?.query[p.name!] === undefined ? [] : pairs(p.name!, examples.query[p.name!])));
  return query.length > 0 ? `?${query.join('&')}` : '';
}

/** `examples`: the operation's, from the demo data; without them, every value is a shell variable. */
export function curlExample(view: VersionView, op: OperationView, examples?: OperationExamples): string {
  const server = view.servers[0]!;
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => (examples?.path[name] !== undefined ? String(examples.path[name]) : shellVariable(name)));
  const url = `${baseUrl(view)}${path}${exampleQuery(op, examples)}`;
  const auth = view.auth;
  const lines = [
    // `-g`: brackets of a deep object are the query's, not curl's URL globbing.
    `curl${url.includes('[') ? ' -g' : ''}${op.method === 'GET' ? '' : ` -X ${op.method}`} "${url}"`,
    ...(server.tenantHeader && view.tenantHeader ? [`-H "${view.tenantHeader.name}: \${TENANT}"`] : []),
    ...(!op.authenticated ? [] : auth.kind === 'apiKey' ? [`-H "${auth.header}: \${API_KEY}"`] : ['-H "Authorization: Bearer ${TOKEN}"']),
    ...bodyLines(op, examples),
  ];
  return lines.join(' \\\n  ');
}

/** The client set-up shown once per version. */
export function clientSetupExample(view: VersionView, packageName: string): string {
  const factory = clientFactoryName(view);
  return [`import { ${factory} } from '${packageName}';`, '', `const client = ${factory}(${clientOptionsExample(view)});`].join('\n');
}
