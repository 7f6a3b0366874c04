/**
 * `/docs`: the sandbox's interactive reference, Swagger UI (`swagger-ui-dist`) served by the
 * sandbox itself, offline. Each version's published document is rebuilt from the model with the
 * sandbox as its only server and token address, and the page's tenant as the tenant header's
 * default, so "Try it out" calls and the Authorize dialog's token request reach this sandbox.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { buildPublishedDocument } from '../contract/openapi/document.ts';
import { TENANT_PARAMETER } from '../contract/openapi/names.ts';
import type { Operation, ParameterOrRef, PublishedDocument } from '../contract/openapi/types.ts';
import type { ResolvedModel } from '../resolve/resolve.ts';
import { buildModelView } from '../views/model-view.ts';
import type { VersionView } from '../views/version-view.ts';
import type { Store } from '../demo/store.ts';
import { indexPage, PAGE_SCRIPT, versionPage, type PageConfig, type VersionLink } from './try-it-page.ts';

export const DOCS_ROOT = '/docs';
const ASSETS = `${DOCS_ROOT}/assets`;

/** The files of swagger-ui-dist a page loads; nothing else of the package is served. */
const SWAGGER_UI_FILES = { css: 'swagger-ui.css', bundle: 'swagger-ui-bundle.js', icon: 'favicon-32x32.png' } as const;
const PAGE_SCRIPT_FILE = 'try-it.js';

export interface TryItOptions {
  resolved: ResolvedModel;
  views: readonly VersionView[];
  store: Store;
  /** Pre-fill client secrets: only for the shipped demo data, whose start-up lines show them too. */
  showSecrets: boolean;
}

interface Asset {
  body: Buffer;
  type: string;
}

/**
 * The package's own `absolutePath()`, required from its file: the package's main module would
 * also load the 1.5 MB browser bundle into this process.
 */
function swaggerUiDirectory(): string {
  const absolutePath = createRequire(import.meta.url)('swagger-ui-dist/absolute-path.js') as () => string;
  return absolutePath();
}

/** Every asset read once, into memory: a fixed list of files, so what the sandbox holds is bounded. */
async function loadAssets(): Promise<Map<string, Asset>> {
  const directory = swaggerUiDirectory();
  const read = async (file: string, type: string): Promise<[string, Asset]> => [file, { body: await readFile(join(directory, file)), type }];
  return new Map([
    await read(SWAGGER_UI_FILES.css, 'text/css; charset=utf-8'),
    await read(SWAGGER_UI_FILES.bundle, 'text/javascript; charset=utf-8'),
    await read(SWAGGER_UI_FILES.icon, 'image/png'),
    [PAGE_SCRIPT_FILE, { body: Buffer.from(PAGE_SCRIPT), type: 'text/javascript; charset=utf-8' }],
  ]);
}

/** The path of the version's token operation, where the version issues tokens; refused at start when it is not among the operations. */
function tokenPathOf(view: VersionView): string | undefined {
  if (view.auth.kind !== 'oauth2') return undefined;
  const tokenOperationId = view.auth.tokenOperationId;
  const tokenPath = view.operations.find((o) => o.id === tokenOperationId)?.fullPath;
  if (tokenPath === undefined) throw new Error(`${view.id}: the token operation ${tokenOperationId} is not among the operations`);
  return tokenPath;
}

/**
 * The version's published document with the sandbox as its one server (the version root, relative
 * to the page's own origin) and its token address (the token operation's path), whichever host
 * name the sandbox was reached by.
 */
function sandboxDocument(resolved: ResolvedModel, view: VersionView, tokenPath: string | undefined): PublishedDocument {
  const published = buildPublishedDocument(buildModelView(resolved), view);
  const schemes = Object.fromEntries(
    Object.entries(published.components.securitySchemes).map(([name, scheme]) => {
      if (scheme.type !== 'oauth2' || tokenPath === undefined) return [name, scheme];
      const flows = Object.fromEntries(Object.entries(scheme.flows).map(([flow, options]) => [flow, { ...options, tokenUrl: tokenPath }]));
      return [name, { ...scheme, flows }];
    }),
  );
  return {
    ...published,
    servers: [{ url: view.root, description: 'This sandbox.' }],
    paths: withEmptyStarts(published.paths),
    components: { ...published.components, securitySchemes: schemes },
  };
}

/**
 * An optional object or array query parameter (filters, orderings) starts empty in "Try it out":
 * Swagger UI would otherwise fill it with a sample generated from its schema, whose timestamps,
 * made from the schema's pattern, fail Swagger UI's own validation and block every call.
 */
function startingEmpty(parameter: ParameterOrRef): ParameterOrRef {
  if ('$ref' in parameter || parameter.in !== 'query' || parameter.required || '$ref' in parameter.schema) return parameter;
  const type = parameter.schema.type;
  return type === 'object' ? { ...parameter, example: {} } : type === 'array' ? { ...parameter, example: [] } : parameter;
}

function withEmptyStarts(paths: PublishedDocument['paths']): PublishedDocument['paths'] {
  return Object.fromEntries(
    Object.entries(paths).map(([path, operations]) => [
      path,
      Object.fromEntries(
        Object.entries(operations).map(([key, value]: [string, unknown]) => {
          // The path item's own keys (its description, `x-` extensions) are kept as they are.
          if (typeof value !== 'object' || value === null || !('responses' in value)) return [key, value];
          const operation = value as Operation;
          return [key, { ...operation, parameters: operation.parameters.map(startingEmpty) }];
        }),
      ),
    ]),
  );
}

/** The document with `tenant` as the tenant header's default, which Swagger UI fills in. */
function withTenantDefault(document: PublishedDocument, tenant: string): PublishedDocument {
  const parameter = document.components.parameters?.[TENANT_PARAMETER];
  // An API without tenants has no tenant header to fill in.
  if (!parameter) return document;
  return {
    ...document,
    components: {
      ...document.components,
      parameters: { ...document.components.parameters, [TENANT_PARAMETER]: { ...parameter, schema: { ...parameter.schema, default: tenant } } },
    },
  };
}

function notFound(reply: FastifyReply, what: string): void {
  void reply.code(404).type('text/plain; charset=utf-8').send(`${what} not found. The interactive reference is at ${DOCS_ROOT}.`);
}

/** Registers `/docs` on the sandbox's server: call before it listens. */
export async function registerTryIt(app: FastifyInstance, options: TryItOptions): Promise<void> {
  const { resolved, views, store } = options;
  const assets = await loadAssets();
  const tenants = [...store.tenants.keys()];
  // Each document is built at its first request (a large model's take a second at start), once.
  const documents = new Map(
    views.map((view) => {
      const tokenPath = tokenPathOf(view);
      let document: PublishedDocument | undefined;
      return [view.id, { view, document: () => (document ??= sandboxDocument(resolved, view, tokenPath)) }];
    }),
  );
  const versionHref = (id: string, tenant: string) => `${DOCS_ROOT}/${encodeURIComponent(id)}?tenant=${encodeURIComponent(tenant)}`;
  const links = new Map<string, VersionLink>(
    views.map((view) => [view.id, { id: view.id, title: view.title, pages: tenants.map((tenant) => ({ tenant, href: versionHref(view.id, tenant) })) }]),
  );
  const assetPaths = {
    css: `${ASSETS}/${SWAGGER_UI_FILES.css}`,
    bundle: `${ASSETS}/${SWAGGER_UI_FILES.bundle}`,
    icon: `${ASSETS}/${SWAGGER_UI_FILES.icon}`,
    script: `${ASSETS}/${PAGE_SCRIPT_FILE}`,
  };
  /** The tenant a page or document is for: the one named in `?tenant=`, else the store's first. */
  const tenantOf = (query: unknown): string | undefined => {
    const named = (query as { tenant?: unknown }).tenant;
    if (named === undefined) return tenants[0];
    return typeof named === 'string' && store.tenants.has(named) ? named : undefined;
  };

  app.get(DOCS_ROOT, (_request, reply) => {
    void reply.type('text/html; charset=utf-8').send(indexPage([...links.values()], resolved.tenantHeader?.name, assetPaths));
  });

  app.get(`${DOCS_ROOT}/`, (_request, reply) => {
    void reply.redirect(DOCS_ROOT);
  });

  app.get<{ Params: { file: string } }>(`${ASSETS}/:file`, (request, reply) => {
    const asset = assets.get(request.params.file);
    if (!asset) return notFound(reply, 'This file');
    void reply.type(asset.type).header('cache-control', 'no-cache').send(asset.body);
  });

  app.get<{ Params: { version: string } }>(`${DOCS_ROOT}/:version`, (request, reply) => {
    const entry = documents.get(request.params.version);
    const tenant = tenantOf(request.query);
    if (!entry || tenant === undefined) return notFound(reply, entry ? 'This tenant' : 'This version');
    const { view } = entry;
    const client = view.auth.kind === 'oauth2' ? store.tenants.get(tenant)!.clients[0] : undefined;
    const config: PageConfig = {
      documentUrl: `${DOCS_ROOT}/${encodeURIComponent(view.id)}/openapi.json?tenant=${encodeURIComponent(tenant)}`,
      ...(view.tenantHeader ? { tenantHeader: view.tenantHeader.name } : {}),
      tenant,
      ...(client ? { oauth: { clientId: client.id, ...(options.showSecrets ? { clientSecret: client.secret } : {}) } } : {}),
    };
    void reply.type('text/html; charset=utf-8').send(versionPage(links.get(view.id)!, config, assetPaths, DOCS_ROOT));
  });

  app.get<{ Params: { version: string } }>(`${DOCS_ROOT}/:version/openapi.json`, (request, reply) => {
    const entry = documents.get(request.params.version);
    const tenant = tenantOf(request.query);
    if (!entry || tenant === undefined) return notFound(reply, entry ? 'This tenant' : 'This version');
    void reply.type('application/json; charset=utf-8').send(JSON.stringify(withTenantDefault(entry.document(), tenant)));
  });
}
