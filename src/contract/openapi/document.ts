/** VersionView → OpenAPI 3.1 document. */
import type { Provenance } from '../../model/provenance.ts';
import { identical } from '../../model/plain-data.ts';
import { MAKE_ANEW, type Reuse } from '../../model/reuse.ts';
import type { ContractModel } from '../contract-model.ts';
import { withExamples, type DocumentExamples } from './examples.ts';
import type { AuthView, ServerView, VersionView } from '../../views/version-view.ts';
import { SECURITY_SCHEME, TENANT_PARAMETER } from './names.ts';
import { toOperation } from './operation.ts';
import { describe, describePlainly, provenanceExtensions } from './provenance.ts';
import { toJsonSchema } from './schema.ts';
import type { FormatWarning } from '../../views/format-warnings.ts';
import type { Extensions, Operation, PathItem, PublishedDocument, SecurityScheme, Server } from './types.ts';
import type { PathMethodsView } from '../../views/behaviour-view.ts';
import { helpPayloadType } from '../help-payload.ts';
import { methodsNotTakenText, tokenFactsText } from '../behaviour-text.ts';

export interface PublicationInfo {
  license: { name: string; url: string };
  contact: { name: string; url: string; email: string };
  internal: boolean;
  provenance: Provenance;
}

/** `tenancy`: whether the API has a tenant header, which a server needs or not. */
function server(s: ServerView, publication: PublicationInfo, tenancy: boolean): Server {
  return {
    url: s.url,
    description: describePlainly(`${s.title}. ${s.description}${s.tenantHeader || !tenancy ? '' : ' No tenant header needed.'}`, s.provenance),
    variables: Object.fromEntries(
      s.variables.map((v) => [
        v.name,
        { default: v.default, description: describePlainly(v.description, v.provenance), ...provenanceExtensions(v.provenance) },
      ]),
    ),
    ...provenanceExtensions(s.provenance),
    'x-server-id': s.id,
    ...(tenancy ? { 'x-tenant-header-required': s.tenantHeader } : {}),
    'x-internal': publication.internal,
  };
}

function securityScheme(auth: AuthView): SecurityScheme {
  if (auth.kind === 'apiKey') return { type: 'apiKey', in: 'header', name: auth.header, description: auth.description };
  if (auth.kind === 'bearer')
    return { type: 'http', scheme: 'bearer', description: [auth.description, auth.steps.map((s, i) => `${i + 1}. ${s.text}`).join('\n')].join('\n\n') };
  return {
    type: 'oauth2',
    description: [auth.description, auth.steps.map((s, i) => `${i + 1}. ${s.text}`).join('\n'), ...tokenFactsText(auth)].join('\n\n'),
    flows: {
      clientCredentials: {
        tokenUrl: auth.tokenUrl,
        scopes: Object.fromEntries(auth.scopes.map((s) => [s.name, s.description])),
      },
    },
  };
}

/**
 * What a path's item says of the methods it does not take (OpenAPI describes only the methods a
 * path has): in words, and as `x-methods-not-allowed`: the answer (status and code, or what the
 * model leaves open of it), the `Allow` header, the methods, the reason of each the model states,
 * and the provenance of the others.
 */
function methodsNotTaken(view: VersionView, path: PathMethodsView): Pick<PathItem, 'description'> & Extensions {
  if (path.notTaken.length === 0) return {};
  const answer = view.methodNotAllowed;
  const stated = path.notTaken.filter((m) => m.provenance.status === 'stated');
  const open = path.notTaken.find((m) => m.provenance.status !== 'stated')?.provenance;
  const text = methodsNotTakenText(path, answer);
  return {
    description: describe(text, open ?? { status: 'stated' })!,
    'x-methods-not-allowed': {
      status: answer.status,
      ...(answer.provenance.status === 'stated' ? { error: answer.code } : { 'x-status-provenance': answer.provenance.status }),
      allow: path.taken,
      methods: path.notTaken.map((m) => m.method),
      ...(stated.length > 0 ? { stated: Object.fromEntries(stated.map((m) => [m.method, m.description])) } : {}),
      ...(open ? provenanceExtensions(open) : {}),
    },
  };
}

/** `reuse`: in `--watch`, an operation the last compile published from the same view part is taken as it was. */
function paths(view: VersionView, reuse: Reuse): PublishedDocument['paths'] {
  const out: Record<string, PathItem> = {};
  const methods = new Map(view.paths.map((p) => [p.path, p]));
  for (const op of view.operations) {
    const method = op.method.toLowerCase() as Lowercase<typeof op.method> & keyof PathItem;
    const item = (out[op.path] ??= { ...(methods.has(op.path) ? methodsNotTaken(view, methods.get(op.path)!) : {}) });
    // A help operation's payload is made of the list it describes: published anew, never taken.
    (item as Record<string, Operation>)[method] =
      op.describes !== undefined
        ? toOperation(op, helpPayloadType(view, op))
        : reuse.sinceLast(`openapi operation ${view.id} ${method} ${op.path}`, op, identical, () => toOperation(op));
  }
  return out;
}

function schemas(view: VersionView, reuse: Reuse): PublishedDocument['components']['schemas'] {
  return Object.fromEntries(
    view.schemas.map((s) => [s.name, reuse.sinceLast(`openapi schema ${view.id} ${s.name}`, s.type, identical, () => toJsonSchema(s.type))]),
  );
}

/** The version-wide rule is a default: resources that state their fields in this version are named as the exceptions. */
function openResourceSchemas(view: VersionView): string {
  const stated = view.schemas.filter((s) => s.role === 'resource' && s.type.kind === 'object' && s.type.fields.length > 0).map((s) => `\`${s.name}\``);
  return stated.length > 0 ? `Resource schemas are open objects, except ${stated.join(', ')}, whose fields are stated.` : 'Resource schemas are open objects.';
}

/**
 * Licence and contact as published: where the model marks them as not stated, each shown name
 * says it is a placeholder (renderers show these names, not the provenance extensions).
 */
function publicationNames(publication: PublicationInfo): Pick<PublishedDocument['info'], 'license' | 'contact'> {
  const shown = (name: string) => (publication.provenance.status === 'stated' ? name : `${name} (placeholder)`);
  return {
    license: { ...publication.license, name: shown(publication.license.name) },
    contact: { ...publication.contact, name: shown(publication.contact.name) },
  };
}

/** `warnings`: the version's formats whose values form decoding misreads, said up front. */
function infoDescription(view: VersionView, publication: PublicationInfo, warnings: readonly FormatWarning[]): string {
  const header = view.tenantHeader;
  const sections = [
    view.description,
    ...warnings.map((w) => `## The literal + in ${w.shape}\n\n${w.description}`),
    header ? `## Tenant header\n\n\`${header.name}\`: ${header.description}\n\n${header.rules.map((r) => `- ${r.text}`).join('\n')}` : undefined,
    view.errorBodiesUnspecified ? `## Errors\n\n${view.errorBodiesUnspecified}` : undefined,
    view.statusTable.length > 0 ? `## Errors\n\n${statusTable(view)}` : undefined,
    view.resourceFieldsUnspecified ? `## Resource fields\n\n${view.resourceFieldsUnspecified} ${openResourceSchemas(view)}` : undefined,
    view.listSyntax.length > 0 ? `## List syntax\n\n${view.listSyntax.map((r) => `- ${r.text}`).join('\n')}` : undefined,
    publication.provenance.status === 'stated' ? undefined : `## Licence and contact\n\n${describe(undefined, publication.provenance)}`,
  ];
  return sections.filter((s): s is string => s !== undefined).join('\n\n');
}

function statusTable(view: VersionView): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  const rows = view.statusTable.map(
    (r) => `| ${r.status} | ${cell(r.condition)}${r.codes.length > 0 ? ` (\`${r.codes.join('`, `')}\`)` : ''} | ${cell(r.action)} |`,
  );
  return [
    `Every non-2xx response carries the JSON error envelope${view.tenantHeader ? ', except `Tenant Unknown`' : ''}.`,
    '',
    '| Status | Condition | Client action |',
    '|---|---|---|',
    ...rows,
  ].join('\n');
}

function toOpenApiDocument(view: VersionView, publication: PublicationInfo, warnings: readonly FormatWarning[], reuse: Reuse): PublishedDocument {
  const header = view.tenantHeader;
  return {
    openapi: '3.1.0',
    info: {
      // Renderers show the version beside the title (Redoc: `<title> (<version>)`): the title
      // names the version, the version is its revision.
      title: view.title,
      version: view.revision,
      description: infoDescription(view, publication, warnings),
      ...publicationNames(publication),
      ...provenanceExtensions(publication.provenance),
    },
    servers: view.servers.map((s) => server(s, publication, view.tenantHeader !== undefined)),
    // The scopes of an OAuth version are each operation's; any other credential is every operation's.
    ...(view.auth.kind !== 'oauth2' ? { security: [{ [SECURITY_SCHEME]: [] }] } : {}),
    tags: view.tags.map((t) => ({ name: t.name, description: t.description })),
    paths: paths(view, reuse),
    components: {
      schemas: schemas(view, reuse),
      ...(header
        ? {
            parameters: {
              [TENANT_PARAMETER]: {
                name: header.name,
                in: 'header',
                required: true,
                description: `${header.description} ${header.rules.map((r) => r.text).join(' ')}`,
                schema: { type: 'string' },
                'x-not-required-on-servers': header.notRequiredOn,
              },
            },
          }
        : {}),
      securitySchemes: { [SECURITY_SCHEME]: securityScheme(view.auth) },
    },
  };
}

/**
 * A version's published document: its view with the model's publication metadata, and the
 * `examples` made from the demo data beside the model, where there is some (src/demo/examples/).
 * `reuse`: in `--watch`, the operations and schemas made by the last compile from the same parts
 * of the view. Emitters do not build it: they get it made once per compile, `input.publishedDocument(view)`.
 */
export function buildPublishedDocument(model: ContractModel, view: VersionView, reuse: Reuse = MAKE_ANEW, examples?: DocumentExamples): PublishedDocument {
  const document = toOpenApiDocument(view, model.publication, view.formatWarnings, reuse);
  return examples ? withExamples(document, examples, reuse, view.id) : document;
}
