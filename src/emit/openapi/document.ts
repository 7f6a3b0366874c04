/** VersionView → OpenAPI 3.1 document. */
import { provenanceOf, type Provenance } from '../../resolve/provenance.ts';
import type { ResolvedModel } from '../../resolve/resolve.ts';
import type { AuthView, ServerView, VersionView } from '../../views/version-view.ts';
import { SECURITY_SCHEME, TENANT_PARAMETER } from './names.ts';
import { toOperation } from './operation.ts';
import { annotate, describe, provenanceExtensions } from './provenance.ts';
import { toJsonSchema } from './schema.ts';
import type { Operation, PublishedDocument, SecurityScheme, Server } from './types.ts';

export interface PublicationInfo {
  license: { name: string; url: string };
  contact: { name: string; url: string; email: string };
  internal: boolean;
  provenance: Provenance;
}

function server(s: ServerView, publication: PublicationInfo): Server {
  return {
    url: s.url,
    description: describe(`${s.title}. ${s.description}${s.tenantHeader ? '' : ' No tenant header needed.'}`, s.provenance),
    variables: Object.fromEntries(s.variables.map((v) => [v.name, { default: v.default, ...annotate(v.description, v.provenance) }])),
    ...provenanceExtensions(s.provenance),
    'x-server-id': s.id,
    'x-tenant-header-required': s.tenantHeader,
    'x-internal': publication.internal,
  };
}

function securityScheme(auth: AuthView): SecurityScheme {
  if (auth.kind === 'apiKey') return { type: 'apiKey', in: 'header', name: auth.header, description: auth.description };
  return {
    type: 'oauth2',
    description: `${auth.description}\n\n${auth.steps.map((s, i) => `${i + 1}. ${s.text}`).join('\n')}`,
    flows: {
      clientCredentials: {
        tokenUrl: auth.tokenUrl,
        scopes: Object.fromEntries(auth.scopes.map((s) => [s.name, s.description])),
      },
    },
  };
}

function paths(view: VersionView): PublishedDocument['paths'] {
  const out: Record<string, Record<string, Operation>> = {};
  for (const op of view.operations) (out[op.path] ??= {})[op.method.toLowerCase()] = toOperation(op);
  return out;
}

function infoDescription(view: VersionView): string {
  const rules = view.tenantHeader.rules.map((r) => `- ${r.text}`).join('\n');
  const sections = [
    view.description,
    `## Tenant header\n\n\`${view.tenantHeader.name}\`: ${view.tenantHeader.description}\n\n${rules}`,
    view.errorBodiesUnspecified ? `## Errors\n\n${view.errorBodiesUnspecified}` : undefined,
    view.statusTable.length > 0 ? `## Errors\n\n${statusTable(view)}` : undefined,
    view.resourceFieldsUnspecified ? `## Resource fields\n\n${view.resourceFieldsUnspecified} Resource schemas are open objects.` : undefined,
    view.listSyntax.length > 0 ? `## List syntax\n\n${view.listSyntax.map((r) => `- ${r.text}`).join('\n')}` : undefined,
  ];
  return sections.filter((s): s is string => s !== undefined).join('\n\n');
}

function statusTable(view: VersionView): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  const rows = view.statusTable.map(
    (r) => `| ${r.status} | ${cell(r.condition)}${r.codes.length > 0 ? ` (\`${r.codes.join('`, `')}\`)` : ''} | ${cell(r.action)} |`,
  );
  return [
    'Every non-2xx response carries the JSON error envelope, except `Tenant Unknown`.',
    '',
    '| Status | Condition | Client action |',
    '|---|---|---|',
    ...rows,
  ].join('\n');
}

function toOpenApiDocument(view: VersionView, publication: PublicationInfo): PublishedDocument {
  return {
    openapi: '3.1.0',
    info: {
      title: view.title,
      version: view.revision,
      description: infoDescription(view),
      license: publication.license,
      contact: publication.contact,
      ...provenanceExtensions(publication.provenance),
    },
    servers: view.servers.map((s) => server(s, publication)),
    ...(view.auth.kind === 'apiKey' ? { security: [{ [SECURITY_SCHEME]: [] }] } : {}),
    tags: view.tags.map((t) => ({ name: t.name, description: t.description })),
    paths: paths(view),
    components: {
      schemas: Object.fromEntries(view.schemas.map((s) => [s.name, toJsonSchema(s.type)])),
      parameters: {
        [TENANT_PARAMETER]: {
          name: view.tenantHeader.name,
          in: 'header',
          required: true,
          description: `${view.tenantHeader.description} ${view.tenantHeader.rules.map((r) => r.text).join(' ')}`,
          schema: { type: 'string' },
          'x-not-required-on-servers': view.tenantHeader.notRequiredOn,
        },
      },
      securitySchemes: { [SECURITY_SCHEME]: securityScheme(view.auth) },
    },
  };
}

/** A version's published document: its view with the model's publication metadata. */
export function publishedDocument(resolved: ResolvedModel, view: VersionView): PublishedDocument {
  const { publication } = resolved.conventions;
  return toOpenApiDocument(view, { ...publication, provenance: provenanceOf(publication) });
}
