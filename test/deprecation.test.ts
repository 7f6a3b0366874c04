/**
 * Deprecation through every artefact: the seed with an operation, a resource field, a body
 * field, a parameter, a filter attribute and an enum value deprecated (test/support/
 * deprecated-model.ts) is compiled through every emitter and written to a folder; the OpenAPI
 * documents flag each element (and still pass the linters), the Markdown docs say so, the client
 * carries `@deprecated` (read with ts-morph) and logs a deprecated call once per client over
 * loopback HTTP, and the route-stub runtime answers a deprecated operation with the `Deprecation`
 * and `Sunset` headers.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Project, type JSDocableNode } from 'ts-morph';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parserErrors, redoclyLint, spectralLint } from '../src/lint/openapi-linters.ts';
import { loadSpecTexts } from '../src/load/load-spec.ts';
import type { DeprecationSpecT } from '../src/model/schema.ts';
import { clientFactoryName, clientTypeName, paramsTypeName } from '../src/emit/shared/names.ts';
import { compileLoaded, EMITTERS } from '../src/pipeline/compile.ts';
import type { OperationView, VersionView } from '../src/views/version-view.ts';
import { writeArtefacts } from './support/artefact-folder.ts';
import { deprecatedModel } from './support/deprecated-model.ts';
import { json, startLoopback, type Loopback } from './support/loopback.ts';
import { REPO } from './support/seed.ts';
import { concretePath, startRouteStubs } from './support/route-stubs.ts';

const { texts, deprecated } = deprecatedModel();
const compiled = compileLoaded(loadSpecTexts(texts), EMITTERS);
if (!compiled.ok) throw new Error(compiled.diagnostics.map((d) => `${d.file}:${d.line} ${d.code}: ${d.message}`).join('\n'));
const { views } = compiled;
let out: string;

beforeAll(() => {
  out = writeArtefacts(compiled.outputs, 'deprecation-');
});
afterAll(() => rmSync(out, { recursive: true, force: true }));

const read = (path: string): string => readFileSync(join(out, path), 'utf8');
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const documentOf = (view: VersionView, suffix = ''): Json => JSON.parse(read(`openapi/${view.id}${suffix}.json`)) as Json;
const viewOf = (operationId: string): { view: VersionView; op: OperationView } => {
  for (const view of views) {
    const op = view.operations.find((o) => o.id === operationId);
    if (op) return { view, op };
  }
  throw new Error(`no operation ${operationId}`);
};
const operationObject = (document: Json, op: OperationView): Json => document.paths[op.path][op.method.toLowerCase()];
const since = (d: DeprecationSpecT): string => `since ${d.since}`;

/** Every value of a JSON tree (objects and arrays walked depth first). */
function* nodes(value: unknown): Generator<Json> {
  if (value === null || typeof value !== 'object') return;
  yield value as Json;
  for (const child of Object.values(value)) yield* nodes(child);
}

describe('the views carry the deprecation fact', () => {
  it('on the operation, the parameter, the filter attribute, the fields and the enum values', () => {
    const { op } = viewOf(deprecated.operation.id);
    expect(op.deprecation).toEqual(deprecated.operation.deprecation);
    const parameterOp = viewOf(deprecated.parameter.operation).op;
    expect(parameterOp.query.find((p) => p.name === deprecated.parameter.name)!.deprecation).toEqual(deprecated.parameter.deprecation);
    const filter = viewOf(deprecated.filter.operation).op.query.find((p) => p.type.semantic === 'filter')!;
    const attribute = filter.type.kind === 'object' ? filter.type.fields.find((f) => f.name === deprecated.filter.attribute) : undefined;
    expect(attribute!.type.deprecation).toEqual(deprecated.filter.deprecation);
    const body = viewOf(deprecated.body.operation).op.body!.type;
    expect(body.kind === 'object' ? body.fields.find((f) => f.name === deprecated.body.name)!.type.deprecation : undefined).toEqual(
      deprecated.body.deprecation,
    );
    const resourceFields = views
      .flatMap((v) => v.schemas.filter((s) => s.resource === deprecated.field.resource))
      .flatMap((s) => (s.type.kind === 'object' ? s.type.fields : []));
    const field = resourceFields.filter((f) => f.name === deprecated.field.name);
    expect(field.length).toBeGreaterThan(0);
    for (const f of field) expect(f.type.deprecation).toEqual(deprecated.field.deprecation);
  });
});

describe('OpenAPI', () => {
  it.each(['', '.openapi-3.0'])('flags every deprecated element in the document%s', (suffix) => {
    const { view, op } = viewOf(deprecated.operation.id);
    const operation = operationObject(documentOf(view, suffix), op);
    expect(operation.deprecated).toBe(true);
    expect(operation['x-deprecation']).toEqual(deprecated.operation.deprecation);
    expect(operation.description).toContain(since(deprecated.operation.deprecation));

    const parameterOp = viewOf(deprecated.parameter.operation);
    const parameter = operationObject(documentOf(parameterOp.view, suffix), parameterOp.op).parameters.find((p: Json) => p.name === deprecated.parameter.name);
    expect(parameter.deprecated).toBe(true);
    expect(parameter['x-deprecation']).toEqual(deprecated.parameter.deprecation);

    const filterOp = viewOf(deprecated.filter.operation);
    const filterParameter = operationObject(documentOf(filterOp.view, suffix), filterOp.op).parameters.find(
      (p: Json) => p.name === filterOp.op.query.find((q) => q.type.semantic === 'filter')!.name,
    );
    const attribute = filterParameter.schema.properties[deprecated.filter.attribute];
    expect(attribute.deprecated).toBe(true);
    expect(attribute['x-deprecation']).toEqual(deprecated.filter.deprecation);

    const bodyOp = viewOf(deprecated.body.operation);
    const content = Object.values(operationObject(documentOf(bodyOp.view, suffix), bodyOp.op).requestBody.content)[0] as Json;
    expect(content.schema.properties[deprecated.body.name].deprecated).toBe(true);

    const fields = views
      .flatMap((v) => [...nodes(documentOf(v, suffix).components.schemas)])
      .flatMap((n) => (n.properties ? [n.properties[deprecated.field.name]] : []));
    const flagged = fields.filter((f) => f?.['x-deprecation'] !== undefined);
    expect(flagged.length).toBeGreaterThan(0);
    for (const f of flagged) expect(f.deprecated).toBe(true);

    // OpenAPI cannot deprecate one value: every schema listing the value says so in an extension.
    const { value } = deprecated.enumValue;
    const listing = views.flatMap((v) => [...nodes(documentOf(v, suffix))]).filter((n) => Array.isArray(n.enum) && n.enum.includes(value));
    expect(listing.length).toBeGreaterThan(0);
    for (const schema of listing) expect(schema['x-deprecated-enum-values']?.[value]).toEqual(deprecated.enumValue.deprecation);
  });

  it('the documents still pass the parser, Redocly and Spectral', async () => {
    const files = views.flatMap((v) => [join(out, 'openapi', `${v.id}.yaml`), join(out, 'openapi', `${v.id}.openapi-3.0.yaml`)]);
    for (const file of files) expect(await parserErrors(file)).toEqual([]);
    const redocly = await redoclyLint(files);
    expect(redocly.messages).toEqual([]);
    const spectral = await spectralLint(join(REPO, '.spectral.yaml'), files);
    expect(spectral.map((f) => `${f.code}: ${f.message}`)).toEqual([]);
  }, 120_000);

  it('the HTML reference embeds the flags (Redoc renders them)', () => {
    const { view } = viewOf(deprecated.operation.id);
    const page = compiled.outputs
      .flatMap((o) => o.artefacts)
      .find((a) => a.path.endsWith('.html') && String(a.content).includes(`"operationId":"${deprecated.operation.id}"`));
    expect(page, view.id).toBeDefined();
    expect(page!.content).toContain(`"x-deprecation":${JSON.stringify(deprecated.operation.deprecation)}`);
  });
});

describe('Markdown docs', () => {
  const pages = () => compiled.outputs.flatMap((o) => o.artefacts).filter((a) => a.path.endsWith('.md'));
  const notice = (d: DeprecationSpecT) => `**Deprecated** ${since(d)}`;
  const rowsOf = (name: string) =>
    pages().flatMap((p) =>
      String(p.content)
        .split('\n')
        .filter((line) => line.startsWith(`| \`${name}\` |`)),
    );

  it('put a notice under the operation heading', () => {
    const page = pages().find((p) => String(p.content).includes(`### ${deprecated.operation.id}\n`))!;
    const section = String(page.content).split(`### ${deprecated.operation.id}\n`)[1]!.split('\n### ')[0]!;
    expect(section).toContain(
      `${notice(deprecated.operation.deprecation)} (sunset ${deprecated.operation.deprecation.sunset}). Use \`${deprecated.operation.deprecation.replacement}\``,
    );
  });

  it('put a notice in the rows of the field, the body field and the parameter', () => {
    for (const [name, deprecation] of [
      [deprecated.field.name, deprecated.field.deprecation],
      [deprecated.body.name, deprecated.body.deprecation],
      [deprecated.parameter.name, deprecated.parameter.deprecation],
    ] as const) {
      const rows = rowsOf(name).filter((row) => row.includes(notice(deprecation)));
      expect(rows.length, name).toBeGreaterThan(0);
      if (deprecation.replacement !== undefined) expect(rows[0]).toContain(`Use \`${deprecation.replacement}\` instead.`);
    }
  });

  it('name the deprecated filter attribute and enum value', () => {
    const text = pages()
      .map((p) => p.content)
      .join('\n');
    expect(text).toContain(`Filter attribute \`${deprecated.filter.attribute}\`: ${notice(deprecated.filter.deprecation)}`);
    expect(text).toContain(`Value \`${deprecated.enumValue.value}\`: ${notice(deprecated.enumValue.deprecation)}`);
  });
});

describe('the client', () => {
  const { view, op } = viewOf(deprecated.operation.id);
  const deprecatedTags = (node: JSDocableNode) =>
    node
      .getJsDocs()
      .flatMap((doc) => doc.getTags())
      .filter((tag) => tag.getTagName() === 'deprecated')
      .map((tag) => tag.getCommentText() ?? '');

  it('marks the operation, its client method, the field and the parameter @deprecated', () => {
    const project = new Project({ skipAddingFilesFromTsConfig: true });
    project.addSourceFilesAtPaths(join(out, 'client', 'src', '**', '*.ts'));
    const folder = join(out, 'client', 'src', view.id);
    const expected = `since ${deprecated.operation.deprecation.since} (sunset ${deprecated.operation.deprecation.sunset}). Use \`${deprecated.operation.deprecation.replacement}\` instead.`;
    const fn = project.getSourceFileOrThrow(join(folder, 'operations.ts')).getFunctionOrThrow(op.id);
    expect(deprecatedTags(fn).join()).toContain(expected);
    const method = project.getSourceFileOrThrow(join(folder, 'client.ts')).getInterfaceOrThrow(clientTypeName(view)).getMethodOrThrow(op.id);
    expect(deprecatedTags(method).join()).toContain(expected);

    const parameterOp = viewOf(deprecated.parameter.operation);
    const params = project
      .getSourceFileOrThrow(join(out, 'client', 'src', parameterOp.view.id, 'operations.ts'))
      .getTypeAliasOrThrow(paramsTypeName(parameterOp.op));
    const parameterProperty = params
      .getDescendants()
      .find((n) => n.getKindName() === 'PropertySignature' && n.getSymbol()?.getName() === deprecated.parameter.name);
    expect(deprecatedTags(parameterProperty as unknown as JSDocableNode).join()).toContain(since(deprecated.parameter.deprecation));

    const fieldProperties = project
      .getSourceFiles()
      .filter((f) => f.getFilePath().endsWith('/types.ts'))
      .flatMap((f) => f.getDescendants())
      .filter((n) => n.getKindName() === 'PropertySignature' && n.getSymbol()?.getName() === deprecated.field.name)
      .map((n) => deprecatedTags(n as unknown as JSDocableNode).join());
    expect(fieldProperties.some((tags) => tags.includes(since(deprecated.field.deprecation)))).toBe(true);
  });

  describe('over loopback HTTP', () => {
    let server: Loopback;
    beforeAll(async () => {
      server = await startLoopback((_req, res) => json(res, 200, {}));
    });
    afterAll(() => server.close());

    it('logs a call of the deprecated operation once per client, with its dates and replacement', async () => {
      expect(view.auth.kind).toBe('apiKey'); // the options below are those of an API-key client
      const clientModule = (await import(pathToFileURL(join(out, 'client', 'dist', 'index.js')).href)) as Record<string, unknown>;
      const create = clientModule[clientFactoryName(view)] as (options: object) => Record<string, (params?: object) => Promise<unknown>>;
      const events: { type: string }[] = [];
      const newClient = () => create({ baseUrl: server.origin, tenant: 'acme', apiKey: 'a-test-key', logger: (event: { type: string }) => events.push(event) });
      const params = { path: Object.fromEntries(op.pathParams.map((p) => [p.name!, 'x1'])) };
      const other = view.operations.find((o) => !o.deprecation && o.method === 'GET' && o.pathParams.length === 0)!;

      const client = newClient();
      await client[other.id]!({});
      await client[op.id]!(params);
      await client[op.id]!(params);
      const { since: from, sunset, replacement } = deprecated.operation.deprecation;
      const expected = { type: 'deprecated', operationId: op.id, since: from, sunset, replacement };
      expect(events.filter((e) => e.type === 'deprecated')).toEqual([expected]);
      await newClient()[op.id]!(params);
      expect(events.filter((e) => e.type === 'deprecated')).toEqual([expected, expected]);
      expect(server.requests.length).toBe(4);
    });
  });
});

describe('the route-stub runtime', () => {
  const { view, op } = viewOf(deprecated.operation.id);
  let origin: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ origin, close } = await startRouteStubs(out, view.id));
  });
  afterAll(() => close());

  const get = (path: string, authorization?: string) =>
    fetch(`${origin}${view.root}${path}`, { headers: { [view.tenantHeader!.name]: 'acme', ...(authorization ? { authorization } : {}) } });

  it('answers the deprecated operation with Deprecation (RFC 9745) and Sunset (RFC 8594), refusals included', async () => {
    const { since: from, sunset } = deprecated.operation.deprecation;
    const expected = { deprecation: `@${Date.parse(`${from}T00:00:00Z`) / 1000}`, sunset: new Date(`${sunset}T00:00:00Z`).toUTCString() };
    for (const authorization of ['ok', undefined]) {
      const response = await get(concretePath(op), authorization);
      await response.arrayBuffer();
      expect(response.status).toBeGreaterThanOrEqual(400); // no handler (501) or no credential (401): headers all the same
      expect({ deprecation: response.headers.get('deprecation'), sunset: response.headers.get('sunset') }).toEqual(expected);
    }
  });

  it('sends neither header on an operation that is not deprecated', async () => {
    const other = view.operations.find((o) => !o.deprecation && o.method === 'GET')!;
    const response = await get(concretePath(other), 'ok');
    await response.arrayBuffer();
    expect([response.headers.get('deprecation'), response.headers.get('sunset')]).toEqual([null, null]);
  });
});
