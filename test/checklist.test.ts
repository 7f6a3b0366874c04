/**
 * The checklist: every resource, field, endpoint, scope and error that the specification
 * (spec/specification.md, a copy of the platform's document) states is in the model, and every
 * scope, field and operation the model states is one the specification states. The facts are
 * read from the specification's own tables and lists, not retyped here, so a fact the model
 * drops makes this test fail, and one the model adds without the specification is named, with
 * where the model states it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FieldSpec } from '../src/model/schema.ts';
import { SPEC_DIR, seedModel } from './support/seed.ts';

const text = readFileSync(join(SPEC_DIR, 'specification.md'), 'utf8');
const { resolved } = seedModel();
const model = resolved.model;

/** Stated by the model: neither `inferred` nor `unspecified` (those carry their own reason). */
const isStated = (node: { inferred?: string | undefined; unspecified?: string | undefined }) => node.inferred === undefined && node.unspecified === undefined;

/** `name (spec/<file>.yaml:line:col)`: an element the model states, and where. */
function locatedAt(name: string, path: (string | number)[]): string {
  const at = resolved.locator.at(path, true);
  return `${name} (${at.file}:${at.line}:${at.column})`;
}

/** Fails naming each element the model states and the specification does not. */
function expectNoneUnstated(unstated: string[]): void {
  const advice = 'state it there (the only source of facts), or mark it `inferred:` or `unspecified:` with the reason';
  expect(unstated, `stated in the model but not in spec/specification.md: ${unstated.join('; ')}; ${advice}`).toEqual([]);
}

/**
 * The failure message of a count the specification itself states. The count is written here
 * (not derived) so that reading the specification's tables cannot silently read fewer rows.
 */
function stated(fact: string): string {
  return `spec/specification.md: ${fact}. If the API changed, update spec/specification.md and this count together`;
}

/** The lines of the section that starts with `heading`, up to the next heading of the same or higher level. */
function section(heading: string): string[] {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => l.trim() === heading);
  if (start < 0) throw new Error(`heading not found: ${heading}`);
  const level = heading.match(/^#+/)![0].length;
  const end = lines.findIndex((l, i) => i > start && /^#+ /.test(l) && l.match(/^#+/)![0].length <= level);
  return lines.slice(start + 1, end < 0 ? undefined : end);
}

/** The lines between the line starting with `from` and the next line starting with `to`. */
function between(from: string, to: string): string[] {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => l.startsWith(from));
  const end = lines.findIndex((l, i) => i > start && l.startsWith(to));
  if (start < 0 || end < 0) throw new Error(`markers not found: ${from} / ${to}`);
  return lines.slice(start + 1, end);
}

function tableRows(lines: readonly string[]): string[][] {
  return lines
    .filter((l) => l.startsWith('|') && !/^\|[-| ]+\|$/.test(l.trim()))
    .map((l) =>
      l
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim()),
    )
    .slice(1); // header row
}

/** `a, b (note)` → ['a', 'b'] */
function names(cell: string): string[] {
  return cell
    .replace(/\([^)]*\)/g, '')
    .split(',')
    .map((s) => s.replace(/`/g, '').trim().replace(/\.$/, '').trim())
    .filter((s) => /^[a-z_0-9.]+$/.test(s));
}

function fieldAt(fields: Record<string, FieldSpec>, dotted: string): FieldSpec | undefined {
  const [head, ...rest] = dotted.split('.');
  const field = fields[head!];
  if (!field || rest.length === 0) return field;
  const inner = field.fields ?? (field.of ? model.resources![field.of]!.fields : undefined);
  return inner ? fieldAt(inner, rest.join('.')) : undefined;
}

const RESOURCES_HEADING = '## Resources and their fields';
const resourceTitles = Object.entries(model.resources!).map(([key, r]) => ({ key, title: r.title }));

/**
 * Section heading of the specification → resource key of the model, matched by the resource's
 * title: `### <title>` or `### <title> (<note>)`.
 */
function resourceSections(): Map<string, string> {
  const sections = new Map<string, string>();
  for (const heading of section(RESOURCES_HEADING).filter((l) => l.startsWith('### '))) {
    const title = heading.slice(4).replace(/ \(.*\)$/, '');
    const resource = resourceTitles.find((r) => r.title === title);
    if (resource) sections.set(heading, resource.key);
  }
  return sections;
}
const RESOURCE_SECTIONS = resourceSections();

/** Sub-objects introduced by a prose line inside a resource section: `<title> fields: …` or `<title> object: …`. */
function proseObject(label: string): string | undefined {
  return resourceTitles.find((r) => label === `${r.title} fields` || label === `${r.title} object`)?.key;
}

function specifiedFields(): { resource: string; field: string }[] {
  const out: { resource: string; field: string }[] = [];
  for (const [heading, resource] of RESOURCE_SECTIONS) {
    const lines = section(heading);
    for (const row of tableRows(lines)) for (const field of names(row[0]!)) out.push({ resource, field });
    for (const line of lines) {
      const prose = line.match(/^([A-Za-z ]+?)(?: fields)?: (.+)$/);
      if (!prose || line.startsWith('|')) continue;
      const owner = prose[1] === 'Fields' ? resource : proseObject(line.split(':')[0]!);
      if (!owner) continue;
      for (const field of names(prose[2]!)) out.push({ resource: owner, field });
    }
  }
  return out;
}

describe('resources and fields', () => {
  const fields = specifiedFields();

  it('reads a plausible number of fields from the specification', () => {
    expect(fields.length).toBeGreaterThan(150);
  });

  it.each(fields.map((f) => [`${f.resource}.${f.field}`, f] as const))('%s is in the model', (_, { resource, field }) => {
    const spec = model.resources![resource];
    expect(spec, `resource ${resource}`).toBeDefined();
    expect(fieldAt(spec!.fields, field), `${resource}.${field}`).toBeDefined();
  });

  it('maps every resource section of the specification to a model resource by its title', () => {
    const headings = section(RESOURCES_HEADING).filter((l) => l.startsWith('### '));
    expect(
      headings.filter((h) => !RESOURCE_SECTIONS.has(h)),
      'a section whose title no model resource has',
    ).toEqual([]);
  });

  it('states no field of a specified resource that the specification does not', () => {
    const specified = new Set(fields.map((f) => `${f.resource}.${f.field.split('.')[0]}`));
    const owners = new Set(fields.map((f) => f.resource));
    const unstated = [...owners].flatMap((resource) =>
      Object.entries(model.resources![resource]!.fields)
        .filter(([name, field]) => isStated(field) && !specified.has(`${resource}.${name}`))
        .map(([name]) => locatedAt(`${resource}.${name}`, ['resources', resource, 'fields', name])),
    );
    expectNoneUnstated(unstated);
  });

  it('states no resource with fields that the specification has no section for', () => {
    // Embedded objects without a section of their own (a skill category summary) are stated
    // inside the rows of the resources that hold them, where the fields above are checked.
    const owners = new Set(fields.map((f) => f.resource));
    const unstated = Object.entries(model.resources!)
      .filter(([key, r]) => r.kind === 'resource' && !owners.has(key) && isStated(r) && Object.values(r.fields).some(isStated))
      .map(([key, r]) => locatedAt(`resource ${key} (no section \`### ${r.title}\`)`, ['resources', key]));
    expectNoneUnstated(unstated);
  });

  it('list-only and single-only project fields are marked with their shape', () => {
    const project = section('### Project (v3 `job`)');
    for (const row of tableRows(project)) {
      const shape = /list response only/.test(row[1]!) ? 'list' : /single-project response only/.test(row[1]!) ? 'single' : undefined;
      if (!shape) continue;
      for (const field of names(row[0]!)) expect(model.resources!.project!.fields[field]!.shapes, field).toEqual([shape]);
    }
  });

  it('job status is the enum of the eight stated values', () => {
    const stated = text
      .match(/\*\*Project status values \(v3\):\*\* (.+?)\. /)![1]!
      .match(/`([a-z_]+)`/g)!
      .map((s) => s.replace(/`/g, ''));
    expect(model.enums!.project_status!.values).toEqual(stated);
    expect(model.resources!.project!.fields.status).toMatchObject({ type: 'enum', enum: 'project_status' });
  });

  it('the project is one resource with two names', () => {
    expect(model.resources!.project!.names).toEqual({ v3: { singular: 'job', plural: 'jobs' }, v4: { singular: 'project', plural: 'projects' } });
  });

  it('the two numeric JSON values of v3 are rendered natively', () => {
    expect(model.resources!.purchase_order!.fields.version).toMatchObject({ type: 'integer', wire: 'native' });
    expect(model.operations!.requestToken!.responses['200']!.body!.fields!.expires_in).toMatchObject({ type: 'integer', wire: 'native' });
  });
});

function route(method: string, path: string, version: string) {
  return resolved.operations.find((op) => op.version === version && op.method === method && op.path === path);
}

describe('endpoints', () => {
  const v3Rows = tableRows(section('### v3 endpoints (root {base_url}/api/v3)')).filter((r) => /^[A-Z]+$/.test(r[0]!));
  const v4Rows = tableRows(section('### v4 endpoints (root {base_url}/api/v4)')).filter((r) => /^[A-Z]+$/.test(r[0]!));
  const named = [
    ...section('### v4 endpoints (root {base_url}/api/v4)')
      .join('\n')
      .matchAll(/`(GET|POST|PATCH|PUT|DELETE) (\/[^`]+)`/g),
  ];
  const mapping = tableRows(section('## Versioning')).filter((r) => r[0]!.startsWith('GET') || /^[A-Z]+ \//.test(r[0]!));

  it.each(v3Rows.map((r) => [`${r[0]} ${r[1]}`, r] as const))('v3 %s', (_, row) => {
    expect(route(row[0]!, row[1]!, 'v3')).toBeDefined();
  });

  const v4Routes: [string, string][] = [...v4Rows.map((r): [string, string] => [r[0]!, r[1]!]), ...named.map((m): [string, string] => [m[1]!, m[2]!])];
  it.each(v4Routes.map(([m, p]) => [`${m} ${p}`, m, p] as const))('v4 %s', (_, method, path) => {
    expect(route(method, path, 'v4')).toBeDefined();
  });

  it('states no operation the specification does not name', () => {
    // The endpoint tables, the named v4 endpoints, and both columns of the v3 → v4 mapping table.
    const mapped = mapping.flatMap((r) => [`v3 ${r[0]}`, `v4 ${r[1]}`]);
    const named = new Set([...v3Rows.map((r) => `v3 ${r[0]} ${r[1]}`), ...v4Routes.map(([m, p]) => `v4 ${m} ${p}`), ...mapped]);
    const unstated = resolved.operations
      .filter((op) => isStated(op) && !named.has(`${op.version} ${op.method} ${op.path}`))
      .map((op) => locatedAt(`${op.version} ${op.method} ${op.path}`, ['operations', op.id]));
    expectNoneUnstated(unstated);
  });

  it('reads the mapping table', () => expect(mapping.length, stated('the v3 → v4 mapping table has 9 rows')).toBe(9));

  it.each(mapping.map((r) => [`${r[0]} → ${r[1]}`, r] as const))('mapping %s is in the model and links the two operations', (_, row) => {
    const [m3, p3] = row[0]!.split(' ');
    const v3 = route(m3!, p3!, 'v3');
    expect(v3, row[0]).toBeDefined();
    const entry = resolved.migration!.mappings.find((m) => m.from === v3!.id);
    expect(entry).toBeDefined();
    if (row[1]!.startsWith('none')) {
      expect(entry!.to).toBeNull();
    } else {
      const [m4, p4] = row[1]!.split(' ');
      expect(entry!.to).toBe(route(m4!, p4!, 'v4')!.id);
    }
  });

  it('every stated workflow operation exists on /projects/{id}/...', () => {
    const rule = text.match(/The v4 workflow operations are (.+?), on/)![1]!;
    const ops = rule.replace(' and ', ', ').split(', ');
    expect(ops, stated('it names 7 workflow operations')).toHaveLength(7);
    for (const op of ops) expect(route('POST', `/projects/{id}/${op}`, 'v4'), op).toBeDefined();
  });

  it('every v4 resource with a collection has a /help endpoint', () => {
    const collections = resolved.operations.filter((op) => op.version === 'v4' && op.method === 'GET' && /^\/[a-z_]+$/.test(op.path) && op.path !== '/welcome');
    expect(collections.length).toBeGreaterThan(0);
    for (const c of collections) expect(route('GET', `${c.path}/help`, 'v4'), c.path).toBeDefined();
  });

  it('the form-encoded bodies are form-encoded', () => {
    expect(model.operations!.requestToken!.body!.mediaType).toBe('application/x-www-form-urlencoded');
    expect(model.operations!.rejectJobApproval!.body!.mediaType).toBe('application/x-www-form-urlencoded');
  });

  it('the v3 resources with no v4 equivalent are all listed', () => {
    const bullets = section('## Versioning').join('\n').split('v3 resources with no v4 equivalent:')[1]!;
    const paths = [...bullets.matchAll(/`(\/[^`]+)`/g)].map((m) => m[1]);
    expect(resolved.migration!.fromOnly.flatMap((g) => g.paths)).toEqual(paths);
  });

  it('the documented v3 list parameter names are model parameters', () => {
    const documented = text
      .match(/Documented names are (.+?)\./)![1]!
      .match(/`([a-z]+)`/g)!
      .map((s) => s.replace(/`/g, ''));
    for (const name of documented)
      expect(
        Object.values(model.parameters!).some((p) => p.name === name),
        name,
      ).toBe(true);
  });
});

describe('scopes', () => {
  const readScopes = [...text.matchAll(/^- `([a-z_]+:read)`/gm)].map((m) => m[1]!);
  const pairs = tableRows(between('Read and write pairs', 'Special scope:')).map((r) => [r[0]!.replace(/`/g, ''), r[1]!] as const);
  const special = [
    ...between('Special scope:', '## ')
      .join('\n')
      .matchAll(/^- `([a-z_]+)`:/gm),
  ].map((m) => m[1]!);
  const declared = new Map(resolved.scopes.map((s) => [s.name, s]));

  it('reads read scopes, read/write pairs and special scopes from the specification', () => {
    for (const list of [readScopes, pairs, special]) expect(list.length).toBeGreaterThan(0);
  });

  it('states no scope the specification does not list', () => {
    const listed = new Set([...readScopes, ...pairs.flatMap(([name]) => [`${name}:read`, `${name}:write`]), ...special]);
    const unstated = resolved.scopes.filter((s) => !listed.has(s.name)).map((s) => locatedAt(s.name, ['scopes', s.group, s.key]));
    expectNoneUnstated(unstated);
  });

  it.each(special)('special scope %s is declared', (scope) => expect(declared.get(scope)?.group).toBe('special'));

  it.each(readScopes)('%s is declared', (scope) => expect(declared.has(scope)).toBe(true));

  it.each(pairs)('%s:read and :write are declared with the stated meaning', (name, notes) => {
    expect(declared.has(`${name}:read`)).toBe(true);
    expect(declared.get(`${name}:write`)?.description.toLowerCase()).toContain(notes.toLowerCase().replace(/\.$/, ''));
  });

  it('every v4 operation but the token request names a declared scope', () => {
    for (const op of resolved.operations.filter((o) => o.version === 'v4' && o.authenticated !== false)) {
      const name = typeof op.scope === 'string' ? op.scope : op.scope!.name;
      expect(declared.has(name), op.id).toBe(true);
    }
  });
});

describe('errors', () => {
  const envelope = tableRows(between('**v4 error envelope', '**Status codes.**'));
  const statuses = tableRows(between('**Status codes.**', '**Token endpoint error body'));

  it('every envelope field is in the model with its presence', () => {
    expect(envelope, stated('the v4 error envelope has 6 fields')).toHaveLength(6);
    for (const [field, presence] of envelope) {
      const f = resolved.errors.envelope!.fields[field!.replace(/`/g, '')];
      expect(f, field).toBeDefined();
      expect(f!.presence).toBe(({ 'on 403': 'on403', 'some responses': 'some' } as Record<string, string>)[presence!] ?? presence);
    }
  });

  it('every status row is in the model with its client action', () => {
    expect(statuses, stated('the status table has 7 rows')).toHaveLength(7);
    for (const [status, , action] of statuses) {
      const code = Number(status!.slice(0, 3));
      const rows = resolved.errors.statuses.filter((r) => r.status === code);
      const norm = (s: string) => s.toLowerCase().replace(/[.`]/g, '');
      expect(
        rows.map((r) => norm(r.action)),
        status,
      ).toContain(norm(action!));
    }
  });

  it('every error code named in the specification is a model error code', () => {
    const named = [
      // Backticked words of the condition column, but for the envelope field `error` itself.
      ...statuses.flatMap((row) => [...row[1]!.matchAll(/`([a-z_]+)`/g)].map((m) => m[1]!)).filter((w) => w !== 'error'),
      ...[...text.matchAll(/`error` equal to `([a-z_]+)`/g)].map((m) => m[1]!),
    ];
    expect(named.length).toBeGreaterThanOrEqual(5);
    for (const code of named) expect(resolved.errors.codes[code], code).toBeDefined();
  });

  it('Tenant Unknown is a plain-text 404', () => {
    expect(resolved.errors.tenantUnknown).toMatchObject({ status: 404, mediaType: 'text/plain', body: 'Tenant Unknown' });
  });

  it('the actionable 422 carries approver_selection and submit can return it', () => {
    expect(resolved.errors.codes.approver_selection_required!.fields!.approver_selection!.type).toBe('array');
    expect(model.operations!.submitProject!.errors).toContain('approver_selection_required');
    expect(model.operations!.submitProject!.body!.schema.fields!.approvers).toBeDefined();
  });

  it('the OAuth error body has error and error_description', () => {
    expect(Object.keys(resolved.errors.oauth!.fields)).toEqual(['error', 'error_description']);
  });
});

describe('conventions', () => {
  it('the tenant header is <brand>-tenant-id with brand service', () => {
    expect(resolved.tenantHeader!.name).toBe(text.match(/Organisation header \| `([a-z-]+)`/)![1]);
  });

  it('has the global and the three regional servers and the organisation domain', () => {
    expect(Object.keys(resolved.conventions.servers)).toEqual(['global', 'eu', 'uk', 'us', 'organisation']);
    expect(resolved.conventions.servers.organisation!.tenantHeader).toBe(false);
  });

  it('formats match the stated shapes and the default order is created desc', () => {
    const { formats, defaultOrder } = resolved.conventions;
    expect(formats.timestamp!.shape).toBe('YYYY-MM-DDTHH:MM:SSZ');
    expect(formats.date!.shape).toBe('YYYY-MM-DD');
    expect(formats.dateRange!.shape).toBe(text.match(/Date-range filter value \| `([^`]+)`/)![1]);
    expect(new RegExp(formats.dateRange!.pattern).test('2024-01-01+TO+2024-02-01')).toBe(true);
    expect(new RegExp(formats.sort!.pattern).test('updated:desc,created:asc')).toBe(true);
    expect(defaultOrder).toEqual({ field: 'created', direction: 'desc' });
  });

  it('every "not shown" of the specification has an unspecified item that names its subject', () => {
    const STOP = new Set(['which', 'whether', 'other', 'their', 'fields', 'shown', 'values', 'beyond', 'status', 'operations']);
    const reasons = resolved.provenance.filter((p) => p.status === 'unspecified').map((p) => p.reason.toLowerCase());
    const sentences = text.split(/(?<=\.)\s+|\n/).filter((l) => /not shown/i.test(l));
    expect(sentences.length).toBeGreaterThan(15);
    for (const sentence of sentences) {
      const subject = sentence.split(/:?\s*not shown/i)[0]!.toLowerCase();
      const words = [...new Set(subject.match(/[a-z_]{5,}/g) ?? [])].filter((w) => !STOP.has(w));
      const best = Math.max(...reasons.map((r) => words.filter((w) => r.includes(w)).length));
      expect(best, `no unspecified item names "${sentence.trim()}"`).toBeGreaterThanOrEqual(Math.ceil(words.length / 2));
    }
  });
});
