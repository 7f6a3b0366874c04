/**
 * Provenance by element, for error bodies: a version's `errorBodies` is a default. On a copy of
 * the seed where one resource of the API-key version (whose error bodies are not shown) overrides
 * it with the envelope (`overridesIn.<version>.errorBodies: envelope`), that resource's operations
 * answer with the envelope and its codes in the OpenAPI document, in the route-stub runtime over
 * loopback HTTP and in the client's typed errors; every other resource keeps the version's shape.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFactoryName } from '../src/emit/shared/names.ts';
import { loadSpecTexts } from '../src/load/load-spec.ts';
import { analyseLoaded, compileLoaded, EMITTERS } from '../src/pipeline/compile.ts';
import type { VersionFacts } from '../src/server-runtime/facts.ts';
import { ApiProblem } from '../src/server-runtime/replies.ts';
import { ENVELOPE_SCHEMA } from '../src/views/errors-view.ts';
import type { OperationView, VersionView } from '../src/views/version-view.ts';
import { writeArtefacts } from './support/artefact-folder.ts';
import { json, startLoopback, type Loopback } from './support/loopback.ts';
import { editModel, seedTexts } from './support/seed-texts.ts';
import { concretePath, startRouteStubs } from './support/route-stubs.ts';

const seed = seedTexts();
const analysed = analyseLoaded(loadSpecTexts(seed));
if (!analysed.ok) throw new Error('the seed does not validate');
const { model } = analysed.resolved;
/** The API-key version, whose error bodies are not shown by its own rule. */
const [versionId, version] = Object.entries(model.versions!).find(([, v]) => v.auth.kind === 'apiKey')!;
const authenticatedIn = (resource: string) =>
  Object.values(model.operations!).filter((op) => op.version === versionId && op.resource === resource && op.authenticated !== false);
const resources = [...new Set(Object.values(model.operations!).map((op) => op.resource))].filter((key) => authenticatedIn(key).length > 0);
const RESOURCE = resources.find((key) => authenticatedIn(key).some((op) => Object.keys(op.pathParams ?? {}).length > 0))!;
const file = seed.find((t) => new RegExp(`^resources:[\\s\\S]*^  ${RESOURCE}:`, 'm').test(t.text))!.name.replace('spec/', '');
const texts = editModel(seed, file, (m) => {
  m.resources![RESOURCE]!.overridesIn = { ...m.resources![RESOURCE]!.overridesIn, [versionId]: { errorBodies: 'envelope' } };
});

const compiled = compileLoaded(loadSpecTexts(texts), EMITTERS);
if (!compiled.ok) throw new Error(compiled.diagnostics.map((d) => `${d.file}:${d.line} ${d.code}: ${d.message}`).join('\n'));
const view: VersionView = compiled.views.find((v) => v.id === versionId)!;
const overridden = view.operations.filter((op) => op.resource === RESOURCE && op.authenticated);
const others = view.operations.filter((op) => op.resource !== RESOURCE && op.authenticated);
/** An operation of the resource that reads one record: it answers a missing one with 404. */
const record = overridden.find((op) => op.pathParams.length > 0)!;
const other = others.find((op) => op.method === 'GET')!;
let out: string;

beforeAll(() => {
  out = writeArtefacts(compiled.outputs, 'error-body-overrides-');
});
afterAll(() => rmSync(out, { recursive: true, force: true }));

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

it('the seed version does not use the envelope, so the override is what decides', () => {
  expect(version.errorBodies).not.toBe('envelope');
  expect(overridden.length).toBeGreaterThan(0);
  expect(others.length).toBeGreaterThan(0);
});

it('renders the override, with no new warning', () => {
  const seedWarnings = new Set((compileLoaded(loadSpecTexts(seed), EMITTERS) as { warnings: { message: string }[] }).warnings.map((w) => w.message));
  expect(compiled.warnings.filter((w) => !seedWarnings.has(w.message))).toEqual([]);
});

describe('the OpenAPI document', () => {
  const operationObject = (op: OperationView): Json => {
    const document = JSON.parse(readFileSync(join(out, 'openapi', `${versionId}.json`), 'utf8')) as Json;
    return document.paths[op.path][op.method.toLowerCase()];
  };
  const envelopeRef = `#/components/schemas/${ENVELOPE_SCHEMA}`;

  it("answers the resource's operations with the envelope and its error codes", () => {
    for (const op of overridden) {
      const responses = Object.values(operationObject(op).responses as Json);
      expect(JSON.stringify(responses), op.id).toContain(envelopeRef);
      expect(
        responses.some((r: Json) => (r['x-error-codes'] ?? []).length > 0),
        op.id,
      ).toBe(true);
    }
    expect(JSON.parse(readFileSync(join(out, 'openapi', `${versionId}.json`), 'utf8')).components.schemas[ENVELOPE_SCHEMA]).toBeDefined();
  });

  it("leaves every other resource's operations with the version's error bodies", () => {
    for (const op of others) {
      const responses = operationObject(op).responses as Json;
      expect(JSON.stringify(responses), op.id).not.toContain(envelopeRef);
      expect(
        Object.values(responses).every((r: Json) => r['x-error-codes'] === undefined),
        op.id,
      ).toBe(true);
    }
  });
});

describe('the Markdown error reference', () => {
  it('keeps the version\'s "not shown", names the resource that answers with the envelope, and documents the envelope', () => {
    const page = readFileSync(join(out, 'docs', versionId, 'errors.md'), 'utf8');
    expect(page).toContain('**Unspecified:**');
    expect(page).toContain(`The operations of ${record.tag} answer errors with the error envelope below.`);
    expect(page).toMatch(/^## The error envelope$/m);
  });
});

describe('the route-stub runtime over loopback HTTP', () => {
  let origin: string;
  let close: () => Promise<void>;
  let facts: VersionFacts;

  beforeAll(async () => {
    ({ origin, close, facts } = await startRouteStubs(out, versionId, (versionFacts) => {
      const missing = (): never => {
        throw new ApiProblem({ ...versionFacts.problems.notFound, description: 'No such record.' });
      };
      return { [record.id]: missing, [other.id]: missing };
    }));
  });
  afterAll(() => close());

  const call = async (op: OperationView, authorization?: string): Promise<{ status: number; body: Json }> => {
    const response = await fetch(`${origin}${view.root}${concretePath(op)}`, {
      method: op.method,
      headers: { [view.tenantHeader!.name]: 'acme', ...(authorization ? { authorization } : {}) },
    });
    return { status: response.status, body: (await response.json()) as Json };
  };

  it("answers the resource's missing credential and missing record with the envelope", async () => {
    expect(await call(record)).toEqual({
      status: facts.problems.invalidToken.status,
      body: expect.objectContaining({ error: facts.problems.invalidToken.error }),
    });
    expect(await call(record, 'ok')).toEqual({
      status: facts.problems.notFound.status,
      body: expect.objectContaining({ error: facts.problems.notFound.error }),
    });
  });

  it("answers another resource's in the version's shape", async () => {
    for (const authorization of [undefined, 'ok']) {
      const { body } = await call(other, authorization);
      expect(Object.keys(body)).toEqual(['message']);
    }
  });
});

describe('the client', () => {
  let server: Loopback;
  let facts: VersionFacts;
  beforeAll(async () => {
    facts = ((await import(pathToFileURL(join(out, 'server', versionId, 'routes.ts')).href)) as { FACTS: VersionFacts }).FACTS;
    const { status, error } = facts.problems.invalidToken;
    server = await startLoopback((_req, res) => json(res, status, { error, error_description: 'The credential is revoked.' }));
  });
  afterAll(() => server.close());

  const failureOf = async (op: OperationView): Promise<{ name: string; code: string }> => {
    const clientModule = (await import(pathToFileURL(join(out, 'client', 'dist', 'index.js')).href)) as Record<string, unknown>;
    const create = clientModule[clientFactoryName(view)] as (options: object) => Record<string, (params?: object) => Promise<unknown>>;
    const client = create({ baseUrl: server.origin, tenant: 'acme', apiKey: 'a-test-key' });
    const params = { path: Object.fromEntries(op.pathParams.map((p) => [p.name!, 'x1'])) };
    const error = (await client[op.id]!(params).then(
      () => undefined,
      (e: unknown) => e,
    )) as { name: string; code: string } | undefined;
    expect(error, op.id).toBeDefined();
    return error!;
  };

  it("raises the envelope's typed error for the resource's operation, and a status error for another's", async () => {
    const typed = await failureOf(record);
    const plain = await failureOf(other);
    expect(typed.code).toBe(facts.problems.invalidToken.error);
    expect(plain.code).toBe(`http_${facts.problems.invalidToken.status}`);
    expect(typed.name).toBe(plain.name); // both narrowed to the same failure class by status
  });
});
