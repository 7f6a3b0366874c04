/**
 * The published documents, parsed back from generated/openapi/, agree with the model:
 * every operation's auth, scopes, tenant header and error responses.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { GENERATED_DIR, seedModel } from './support/seed.ts';

type Doc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- parsed JSON, checked field by field

const { resolved } = seedModel();
const read = (file: string): Doc => parse(readFileSync(join(GENERATED_DIR, 'openapi', file), 'utf8')) as Doc;
const documents = Object.fromEntries(['v3', 'v4'].map((v) => [v, read(`${v}.yaml`)]));
const twins = Object.fromEntries(['v3', 'v4'].map((v) => [v, read(`${v}.openapi-3.0.yaml`)]));

function deref(doc: Doc, node: Doc): Doc {
  if (typeof node.$ref !== 'string') return node;
  return node.$ref
    .slice(2)
    .split('/')
    .reduce((n: Doc, key: string) => n[key], doc);
}

function schemaOf(doc: Doc, response: Doc, mediaType: string): Doc {
  return deref(doc, response.content[mediaType].schema);
}

const cases = resolved.operations.map((op) => [`${op.version} ${op.method} ${op.path}`, op] as const);

describe.each(cases)('%s', (_, op) => {
  const doc = documents[op.version]!;
  const operation: Doc = doc.paths[op.path]?.[op.method.toLowerCase()];

  it('is in the document under its operationId and root', () => {
    expect(operation.operationId).toBe(op.id);
    expect(doc.servers.every((s: Doc) => s.url.endsWith(resolved.model.versions![op.version]!.root))).toBe(true);
  });

  it('carries the tenant header', () => {
    const header = operation.parameters.map((p: Doc) => deref(doc, p)).find((p: Doc) => p.in === 'header');
    expect(header.name).toBe(resolved.tenantHeader!.name);
  });

  it('answers a plain-text Tenant Unknown 404', () => {
    const schema = schemaOf(doc, operation.responses['404'], 'text/plain');
    expect(schema.enum).toEqual([resolved.errors.tenantUnknown!.body]);
  });

  it('has the auth of its version and its scope', () => {
    const auth = resolved.model.versions![op.version]!.auth;
    const scheme = Object.values(doc.components.securitySchemes)[0] as Doc;
    const security = operation.security ?? doc.security;
    if (auth.kind === 'apiKey') {
      expect(scheme).toMatchObject({ type: 'apiKey', in: 'header', name: auth.header });
      expect(security).toEqual([{ auth: [] }]);
    } else if (op.authenticated === false) {
      expect(security).toEqual([]);
    } else {
      const scope = typeof op.scope === 'string' ? op.scope : op.scope!.name;
      expect(scheme.type).toBe('oauth2');
      expect(security).toEqual([{ auth: [scope] }]);
      expect(scheme.flows.clientCredentials.scopes[scope]).toBeTypeOf('string');
    }
  });

  it('has the error responses of the status table', () => {
    const envelope = resolved.model.versions![op.version]!.errorBodies === 'envelope';
    const statuses = Object.keys(operation.responses);
    if (!envelope) {
      // Error bodies not shown: the stated Tenant Unknown 404, and one open 4XX marked unspecified.
      expect(statuses.filter((s) => /^[45]/.test(s))).toEqual(['404', '4XX']);
      expect(operation.responses['4XX']['x-provenance']).toBe('unspecified');
      return;
    }
    if (op.authenticated === false) {
      expect(statuses).toEqual(expect.arrayContaining(['400', '401', '404']));
      expect(deref(doc, operation.responses['400'].content['application/json'].schema).required).toContain('error');
      return;
    }
    expect(statuses).toEqual(expect.arrayContaining(['400', '401', '403', '404']));
    const forbidden = schemaOf(doc, operation.responses['403'], 'application/json');
    expect(forbidden.required).toEqual(expect.arrayContaining(['error', 'required_scope', 'provided_scopes']));
    expect(schemaOf(doc, operation.responses['401'], 'application/json').required).toContain('error');
    if (op.method !== 'GET') expect(statuses).toContain('422');
    if (Object.keys(op.pathParams ?? {}).length > 0) expect(operation.responses['404'].content['application/json']).toBeDefined();
  });

  it('is in the 3.0.3 twin too', () => {
    expect(twins[op.version]!.paths[op.path][op.method.toLowerCase()].operationId).toBe(op.id);
  });
});

describe('documents', () => {
  it.each(['v3', 'v4'])('%s JSON copy equals the YAML document', (v) => {
    expect(JSON.parse(readFileSync(join(GENERATED_DIR, 'openapi', `${v}.json`), 'utf8'))).toEqual(documents[v]);
    expect(JSON.parse(readFileSync(join(GENERATED_DIR, 'openapi', `${v}.openapi-3.0.json`), 'utf8'))).toEqual(twins[v]);
  });

  it.each(['v3', 'v4'])('%s: OpenAPI versions are 3.1.0 and 3.0.3', (v) => {
    expect(documents[v]!.openapi).toBe('3.1.0');
    expect(twins[v]!.openapi).toBe('3.0.3');
    expect(JSON.stringify(twins[v])).not.toContain('"examples":[');
  });

  it('operationIds are unique across both documents', () => {
    const ids = ['v3', 'v4'].flatMap((v) =>
      // A path item's own keys (its description, `x-methods-not-allowed`) are not operations.
      Object.values(documents[v]!.paths).flatMap((item) =>
        Object.values(item as Doc).flatMap((o) => (typeof o === 'object' && o !== null && 'operationId' in o ? [(o as Doc).operationId] : [])),
      ),
    );
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(resolved.operations.length);
  });

  it('v4 token URL is the global address and every scope has its description', () => {
    const flow = documents.v4!.components.securitySchemes.auth.flows.clientCredentials;
    expect(flow.tokenUrl).toBe('https://api.service.invalid/api/v4/oauth/token');
    expect(Object.keys(flow.scopes)).toHaveLength(resolved.scopes.length);
  });

  it('servers: global, three regions and the organisation domain (no tenant header there)', () => {
    for (const v of ['v3', 'v4']) {
      const servers = documents[v]!.servers as Doc[];
      expect(servers.map((s) => s['x-server-id'])).toEqual(Object.keys(resolved.conventions.servers));
      expect(servers.find((s) => s['x-server-id'] === 'organisation')!['x-tenant-header-required']).toBe(false);
    }
  });

  it('the submit 422 carries approver_selection', () => {
    const doc = documents.v4!;
    const schema = doc.paths['/projects/{id}/submit'].post.responses['422'].content['application/json'].schema;
    const variants = (schema.anyOf as Doc[]).map((s) => deref(doc, s));
    const actionable = variants.find((s) => s.properties?.approver_selection);
    expect(actionable!.properties.error.enum).toEqual(['approver_selection_required']);
    expect(actionable!.required).toContain('approver_selection');
  });

  it('v3 job shapes differ: list-only and single-only fields', () => {
    const { Job, JobListItem } = documents.v3!.components.schemas;
    expect(Object.keys(JobListItem.properties)).toContain('bafo_submission_deadline');
    expect(Object.keys(Job.properties)).not.toContain('bafo_submission_deadline');
    expect(Object.keys(Job.properties)).toContain('fee_methodology');
    expect(Object.keys(JobListItem.properties)).not.toContain('fee_methodology');
    expect(Job.properties.status.enum).toHaveLength(resolved.model.enums!.project_status!.values.length);
  });

  it('v3 scalars are strings on the wire, except purchase order version', () => {
    const { Job, PurchaseOrder, LineItem } = documents.v3!.components.schemas;
    expect(Job.properties.is_child).toMatchObject({ type: 'string', enum: ['true', 'false'] });
    expect(Job.properties.budget).toMatchObject({ type: 'string', pattern: '^-?[0-9]+\\.[0-9]{2}$', 'x-currency-field': 'ccy' });
    expect(Job.properties.payment_terms_in_days.type).toBe('string');
    expect(LineItem.properties.quantity.type).toBe('string');
    expect(PurchaseOrder.properties.version.type).toBe('integer');
  });

  it('v3 range parameters keep their literal + (allowReserved) and sort fields are constrained', () => {
    const params = documents.v3!.paths['/eois'].get.parameters as Doc[];
    expect(params.find((p) => p.name === 'created')).toMatchObject({ allowReserved: true });
    const sort = params.find((p) => p.name === 'sort')!;
    expect(new RegExp(sort.schema.pattern).test('updated:desc,created:asc')).toBe(true);
    expect(new RegExp(sort.schema.pattern).test('title:asc')).toBe(false);
  });

  it('v4 lists take filter[attr][op], or[], sort[attr] and limit; money filters in minor units', () => {
    const params = documents.v4!.paths['/projects'].get.parameters as Doc[];
    // The model's query list names shared parameters; each appears under its wire name.
    const query = (resolved.model.operations!.listProjects!.query ?? []).map((q) => resolved.model.parameters![q as string]!.name);
    expect(params.map((p) => p.name).filter(Boolean)).toEqual(query);
    const filter = params.find((p) => p.name === 'filter')!;
    expect(filter.style).toBe('deepObject');
    expect(filter.schema.properties.budget.properties.gte.type).toBe('integer');
  });

  it('inferred and unspecified items are marked with x-provenance and said in the description', () => {
    const hold = documents.v4!.paths['/projects/{id}/hold'].post;
    expect(hold['x-provenance']).toBe('inferred');
    expect(hold.description).toContain('**Inferred:**');
    const v4Project = documents.v4!.components.schemas.Project;
    expect(v4Project['x-provenance']).toBe('unspecified');
    expect(v4Project.properties).toBeUndefined();
  });
});
