/**
 * The examples of the published documents (both versions, the 3.1 documents and their 3.0.3
 * twins, as `generate` wrote them): every one valid against its schema (Ajv), every payload the
 * model shows given one, every path parameter too, every schema of a semantic type a tool makes
 * data from carrying a value, and no credential of the demo data anywhere a partner reads.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { shown } from '../../src/demo/examples/fill.ts';
import { Store } from '../../src/demo/store.ts';
import type { VersionView } from '../../src/views/version-view.ts';
import type { WireType } from '../../src/views/wire-type.ts';
import { documentExamples } from '../support/document-examples.ts';
import { DEMO_DATA, GENERATED_DIR, seedModel } from '../support/seed.ts';

type Node = Record<string, unknown>;
type Operation = { parameters?: Node[]; requestBody?: { content: Record<string, Node> }; responses: Record<string, { content?: Record<string, Node> }> };

const { views } = seedModel();
const read = (file: string) => JSON.parse(readFileSync(join(GENERATED_DIR, 'openapi', file), 'utf8')) as Node;
const documents = views.flatMap((view) => [
  { view, name: `${view.id}.json`, document: read(`${view.id}.json`), ajv: new Ajv2020({ strict: false, allErrors: true, validateFormats: false }) },
  {
    view,
    name: `${view.id}.openapi-3.0.json`,
    document: read(`${view.id}.openapi-3.0.json`),
    ajv: new Ajv({ strict: false, allErrors: true, validateFormats: false }),
  },
]);

const componentsOf = (view: VersionView) => {
  const own = new Map(view.schemas.map((s) => [s.name, s.type]));
  return (name: string) => own.get(name);
};
/** Shown all the way down: a body with a part whose shape is not shown cannot have an example that is not invented. */
function shownThroughout(type: WireType, view: VersionView): boolean {
  const components = componentsOf(view);
  if (!shown(type, components)) return false;
  if (type.kind === 'object') return type.fields.every((f) => shownThroughout(f.type, view));
  if (type.kind === 'array') return shownThroughout(type.items, view);
  return true;
}

describe.each(documents)('the examples of $name', ({ view, document, ajv }) => {
  ajv.addSchema(document, 'doc');
  const examples = documentExamples(document);
  const operation = (path: string, method: string) => (document.paths as Record<string, Record<string, Operation>>)[path]![method.toLowerCase()]!;

  it('are each valid against the schema they are an example of', () => {
    expect(examples.length).toBeGreaterThan(view.operations.length);
    const problems = examples.flatMap(({ where, schema, value }) => {
      const validate = ajv.getSchema(`doc#${schema}`) ?? ajv.compile({ $ref: `doc#${schema}` });
      return validate(value) ? [] : (validate.errors ?? []).map((e) => `${where}: ${e.instancePath} ${e.message}`);
    });
    expect(problems).toEqual([]);
  });

  it('give every path parameter a value, and every request and response body the model shows an example', () => {
    const missing: string[] = [];
    for (const op of view.operations) {
      const published = operation(op.path, op.method);
      for (const p of published.parameters ?? []) if (p.in === 'path' && p.example === undefined) missing.push(`${op.id} path parameter ${String(p.name)}`);
      if (op.body && op.body.mediaType !== 'multipart/form-data' && shownThroughout(op.body.type, view)) {
        if (published.requestBody?.content[op.body.mediaType]?.example === undefined) missing.push(`${op.id} request body`);
      }
      for (const response of op.responses) {
        for (const { mediaType, type } of response.content) {
          if (!shown(type, componentsOf(view))) continue;
          const media = published.responses[response.status]?.content?.[mediaType];
          if (media?.examples === undefined && media?.example === undefined) missing.push(`${op.id} ${response.status} ${mediaType}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('give no example where the model does not show the payload', () => {
    const invented: string[] = [];
    for (const op of view.operations) {
      const published = operation(op.path, op.method);
      for (const response of op.responses)
        for (const { mediaType, type } of response.content)
          if (!shown(type, componentsOf(view)) && published.responses[response.status]?.content?.[mediaType]?.examples !== undefined)
            invented.push(`${op.id} ${response.status} ${mediaType}`);
      if (op.body && !shown(op.body.type, componentsOf(view)) && published.requestBody?.content[op.body.mediaType]?.example !== undefined)
        invented.push(`${op.id} request body`);
    }
    expect(invented).toEqual([]);
  });

  it('put a value on every schema of money, currency, dates and ids, so data made from the schemas is valid', () => {
    const bare: string[] = [];
    const visit = (node: unknown, at: string) => {
      if (node === null || typeof node !== 'object') return;
      if (Array.isArray(node)) return node.forEach((item, i) => visit(item, `${at}/${i}`));
      const schema = node as Node;
      // A parameter with an example of its own: its schema needs none.
      if (schema.in !== undefined && schema.example !== undefined) return;
      const semantic = schema['x-semantic-type'];
      const hasExample = schema.examples !== undefined || schema.example !== undefined;
      if (['money', 'currency', 'date', 'timestamp', 'id'].includes(semantic as string) && schema.enum === undefined && !hasExample) bare.push(at);
      // Example values are data; extensions (`x-unspecified-parameters`: parameters never sent) no tool makes data from.
      for (const [key, value] of Object.entries(schema)) if (key !== 'example' && key !== 'examples' && !key.startsWith('x-')) visit(value, `${at}/${key}`);
    };
    visit(document.paths, '/paths');
    visit((document.components as Node).schemas, '/components/schemas');
    expect(bare).toEqual([]);
  });
});

describe('the credentials of the demo data', () => {
  const store = Store.fromFile(DEMO_DATA);
  const secrets = [...store.tenants.values()].flatMap((t) => [...t.apiKeys, ...t.clients.map((c) => c.secret)]);
  /** What partners read of the output: the documents, the references and the client package (the sandbox page lists them on purpose). */
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : [path];
    });
  const read = ['openapi', join('docs', 'html'), ...views.map((v) => join('docs', v.id)), 'client'].flatMap((dir) => files(join(GENERATED_DIR, dir)));

  it('appear in no document, reference or client file', () => {
    expect(secrets.length).toBeGreaterThan(0);
    const leaks = read.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return secrets.filter((secret) => text.includes(secret)).map((secret) => `${file}: ${secret}`);
    });
    expect(leaks).toEqual([]);
  });
});
