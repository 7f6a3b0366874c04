/**
 * A copy of the seed model grown the way a platform engineer grows it in a week, through the
 * model's documented syntax: a stated integer field `priority` on projects with a v4 filter; a
 * new resource (`overridesIn: { v4: { resourceFields: stated } }`) with an enum field, listed by
 * a v4 nested list `GET /projects/{id}/audit_events` with its `/help` (`describes:`); a new read
 * scope; two error codes (400 and 410); demo records for the new list. With
 * `stateInSpecification`, the copy of spec/specification.md states the new facts too, as the
 * API owners' document would; without it, the model states facts the specification does not.
 * Model-derived tests run against it (test/model-growth.test.ts) through TEST_SPEC_DIR and
 * TEST_SANDBOX_FIXTURE (test/support/seed.ts).
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse, stringify } from 'yaml';
import { DEMO_FIXTURE_PATH } from '../../src/demo/store.ts';
import type { ModelFile, OperationSpec } from '../../src/model/schema.ts';
import { DEMO_DATA, SPEC_DIR } from './seed.ts';

/** What the edit adds, named once. */
export const GROWTH = {
  /** The resource that gains the field, and whose list gains the filter. */
  owner: 'project',
  field: 'priority',
  resource: 'audit_event',
  resourceTitle: 'Audit event',
  enum: 'audit_event_action',
  list: 'listProjectAuditEvents',
  help: 'getProjectAuditEventsHelp',
  path: '/projects/{id}/audit_events',
  scopeKey: 'audit_events',
  scope: 'audit_events:read',
  codes: { audit_window_invalid: 400, audit_events_gone: 410 },
} as const;

/** The model file of the copy that holds `section` (and that `where` accepts), parsed. */
function fileHolding(spec: string, section: keyof ModelFile, where: (model: ModelFile) => boolean = () => true): { path: string; model: ModelFile } {
  for (const name of readdirSync(spec).filter((n) => n.endsWith('.yaml'))) {
    const path = join(spec, name);
    const model = parse(readFileSync(path, 'utf8')) as ModelFile;
    if (model[section] !== undefined && where(model)) return { path, model };
  }
  throw new Error(`no ${section} in the model copy ${spec}`);
}

/** Lets `edit` change the model file of the copy that holds `section`, and writes it back. */
function editSection(spec: string, section: keyof ModelFile, edit: (model: ModelFile) => void, where?: (model: ModelFile) => boolean): void {
  const { path, model } = fileHolding(spec, section, where);
  edit(model);
  writeFileSync(path, stringify(model));
}

/** The id of the OAuth version (v4), whose operations carry scopes. */
function oauthVersion(spec: string): string {
  const { versions } = fileHolding(spec, 'versions').model;
  const id = Object.keys(versions!).find((v) => versions![v]!.auth.kind === 'oauth2ClientCredentials');
  if (!id) throw new Error('no OAuth version in the model');
  return id;
}

function growModelFiles(spec: string): void {
  const version = oauthVersion(spec);
  editSection(spec, 'resources', (model) => {
    model.enums![GROWTH.enum] = { description: 'What happened to a project.', values: ['created', 'updated', 'submitted'] };
    model.resources![GROWTH.owner]!.fields[GROWTH.field] = { type: 'integer', description: 'Priority, 1 the highest.' };
    model.resources![GROWTH.resource] = {
      title: GROWTH.resourceTitle,
      kind: 'resource',
      description: 'A change made to a project.',
      overridesIn: { [version]: { resourceFields: 'stated' } },
      fields: {
        id: { type: 'id' },
        project_id: { type: 'reference', to: 'project' },
        action: { type: 'enum', enum: GROWTH.enum },
        occurred_at: { type: 'timestamp' },
      },
    } as never;
  });
  editSection(spec, 'scopes', (model) => {
    model.scopes!.read[GROWTH.scopeKey] = {};
  });
  editSection(spec, 'errors', (model) => {
    const codes = model.errors!.codes as Record<string, unknown>;
    codes['audit_window_invalid'] = { status: GROWTH.codes.audit_window_invalid, description: 'The audit window is malformed.' };
    codes['audit_events_gone'] = { status: GROWTH.codes.audit_events_gone, description: 'The audit events were purged.' };
  });
  const isListProjects = (op: OperationSpec) => op.version === version && op.method === 'GET' && op.path === '/projects';
  const holdsListProjects = (model: ModelFile) => Object.values(model.operations!).some(isListProjects);
  editSection(
    spec,
    'operations',
    (model) => {
      const operations = model.operations!;
      const listProjects = Object.values(operations).find(isListProjects)!;
      listProjects.filterable![GROWTH.field] = { schema: { type: 'integer' }, operators: ['eq', 'gte'] };
      const pathParams = { id: { description: 'Project id.', schema: { type: 'id' } } };
      const grown: Record<string, OperationSpec> = {};
      grown[GROWTH.list] = {
        version,
        resource: GROWTH.resource,
        method: 'GET',
        path: GROWTH.path,
        summary: "List a project's audit events",
        scope: GROWTH.scope,
        pathParams,
        query: listProjects.query,
        filterable: {
          action: { schema: { type: 'enum', enum: GROWTH.enum }, operators: ['eq'] },
          occurred_at: { schema: { type: 'timestamp' }, operators: ['gte'] },
        },
        errors: Object.keys(GROWTH.codes),
        responses: { '200': { description: 'The audit events.', body: { type: 'array', items: { type: 'object', of: GROWTH.resource } } } },
      } as never;
      grown[GROWTH.help] = {
        version,
        resource: GROWTH.resource,
        method: 'GET',
        path: `${GROWTH.path}/help`,
        describes: GROWTH.list,
        summary: 'Describe audit event filters',
        inferred: 'The specification names a `/help` endpoint on every resource; the GET method and the path are assumed.',
        scope: GROWTH.scope,
        pathParams,
        responses: {
          '2XX': { description: 'The filterable attributes.', unspecified: 'The payload of `/help` endpoints is not shown.', body: { type: 'unknown' } },
        },
      } as never;
      // First in the file, as an engineer may add them: a test that took the first list it met now meets these.
      model.operations = { ...grown, ...operations };
    },
    holdsListProjects,
  );
}

/** The new facts added to the specification's own lists and tables, where the checklist reads them. */
function stateInSpecification(spec: string): void {
  const path = join(spec, 'specification.md');
  let text = readFileSync(path, 'utf8');
  const at = (anchor: RegExp) => {
    const match = anchor.exec(text);
    if (!match) throw new Error(`spec/specification.md: no ${String(anchor)}`);
    return match;
  };
  const insertAfter = (anchor: RegExp, line: string) => {
    const match = at(anchor);
    const end = match.index + match[0].length;
    text = `${text.slice(0, end)}\n${line}${text.slice(end)}`;
  };
  insertAfter(/^- `[a-z_]+:read`$(?![\s\S]*^- `[a-z_]+:read`$)/m, `- \`${GROWTH.scope}\``);
  insertAfter(/^### Project \(v3 `job`\)\n\n\| Field \| Notes \|\n\|---\|---\|$/m, `| ${GROWTH.field} | integer |`);
  insertAfter(/^- `GET \/supplier_users`$/m, `- \`GET ${GROWTH.path}\``);
  // A section of its own, last of the resources.
  const next = at(/^## States and transitions$/m).index;
  const section = [
    `### ${GROWTH.resourceTitle}`,
    '',
    '| Field | Notes |',
    '|---|---|',
    '| id, project_id | string |',
    '| action | one of `created`, `updated`, `submitted` |',
    '| occurred_at | timestamp |',
  ];
  text = `${text.slice(0, next)}${section.join('\n')}\n\n${text.slice(next)}`;
  writeFileSync(path, text);
}

/** Demo records for the new list: two audit events of the first tenant's first project. */
function growDemoData(fixture: string): void {
  const demo = parse(readFileSync(DEMO_DATA, 'utf8')) as { tenants: Record<string, Record<string, unknown>> };
  const [tenant] = Object.values(demo.tenants);
  const [project] = tenant![GROWTH.owner] as { id: string }[];
  tenant![GROWTH.resource] = [
    { id: 'ae-1', project_id: project!.id, action: 'created', occurred_at: '2024-01-02T09:00:00Z' },
    { id: 'ae-2', project_id: project!.id, action: 'updated', occurred_at: '2024-03-01T10:00:00Z' },
  ];
  writeFileSync(fixture, stringify(demo));
}

/**
 * Writes the grown copy into `dir`: `dir/spec`, and its demo data beside it as in this repository
 * (`dir/sandbox/demo.yaml`), which `generate` checks and makes the copy's examples from.
 */
export function growModel(dir: string, options: { stateInSpecification: boolean }): { spec: string; fixture: string } {
  const spec = join(dir, 'spec');
  const fixture = join(dir, DEMO_FIXTURE_PATH);
  cpSync(SPEC_DIR, spec, { recursive: true });
  mkdirSync(dirname(fixture), { recursive: true });
  growModelFiles(spec);
  if (options.stateInSpecification) stateInSpecification(spec);
  growDemoData(fixture);
  return { spec, fixture };
}
