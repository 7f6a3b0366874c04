/**
 * A platform engineer's edit reaches every artefact, through the CLI as a process on a copy of
 * the seed model. In the OAuth version the edit adds a scope, a GET endpoint on a new path that
 * needs it (with a response body of stated fields), a field on that body (whatever the version
 * shows of its resources), an error code of a status the status table has no row for, listed by the
 * endpoint, and a deprecation of the endpoint. Each element is then looked for in both OpenAPI
 * documents, the client sources, the route stubs and the Markdown docs; `validate --strict`
 * passes with no `model-element-unrendered` warning.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { deprecationHeaders } from '../src/contract/routes/deprecation-headers.ts';
import type { ModelFile } from '../src/model/schema.ts';
import { analyse } from '../src/pipeline/compile.ts';
import { cli, type CliRun as Run } from './support/cli-process.ts';
import { SPEC_DIR, seedModel } from './support/seed.ts';
import { operationSection } from './support/markdown-docs.ts';

const work = mkdtempSync(join(tmpdir(), 'platform-edit-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const seed = seedModel();
const versions = seed.resolved.model.versions!;
const VERSION = Object.keys(versions).find((id) => versions[id]!.auth.kind === 'oauth2ClientCredentials')!;
const view = seed.views.find((v) => v.id === VERSION)!;
/** An existing resource of the version the new endpoint belongs to (its docs page). */
const RESOURCE = view.operations.find((op) => op.method === 'GET' && op.authenticated && op.scope)!.resource;

/** What the edit adds, named here once. */
const SCOPE_KEY = 'archive_snapshots';
const SCOPE = `${SCOPE_KEY}:read`;
const OPERATION = 'getArchiveSnapshot';
const PATH = '/archive-snapshot';
const STATED_FIELD = 'snapshot_id';
const NEW_FIELD = 'archived_at';
const CODE = 'snapshot_gone';
const STATUS = 410;
// A sunset still ahead: `validate --strict` warns about an element kept past its sunset (sunset-passed).
const DEPRECATION = { since: '2026-01-01', sunset: '2099-12-31' };

/** The files of the model copy that hold `section`, parsed. */
function fileHolding(spec: string, section: keyof ModelFile): { path: string; model: ModelFile } {
  for (const name of readdirSync(spec).filter((n) => n.endsWith('.yaml'))) {
    const path = join(spec, name);
    const model = parse(readFileSync(path, 'utf8')) as ModelFile;
    if (model[section] !== undefined) return { path, model };
  }
  throw new Error(`no ${section} in the model`);
}

function editModel(spec: string): void {
  cpSync(SPEC_DIR, spec, { recursive: true });

  const scopes = fileHolding(spec, 'scopes');
  scopes.model.scopes!.read[SCOPE_KEY] = {};
  writeFileSync(scopes.path, stringify(scopes.model));

  const errors = fileHolding(spec, 'errors');
  const codes = errors.model.errors!.codes as Record<string, unknown>;
  expect(codes[CODE]).toBeUndefined();
  codes[CODE] = { status: STATUS, description: 'The snapshot was archived and is gone.' };
  writeFileSync(errors.path, stringify(errors.model));

  const operation = {
    version: VERSION,
    resource: RESOURCE,
    method: 'GET',
    path: PATH,
    summary: 'Read the archive snapshot',
    scope: SCOPE,
    deprecated: DEPRECATION,
    errors: [CODE],
    responses: {
      '200': {
        description: 'The snapshot.',
        body: {
          type: 'object',
          fields: {
            [STATED_FIELD]: { type: 'string', required: true, description: 'The snapshot id.' },
            [NEW_FIELD]: { type: 'string', description: 'When the snapshot was archived.' },
          },
        },
      },
    },
  };
  writeFileSync(join(spec, 'x-platform-edit.yaml'), stringify({ operations: { [OPERATION]: operation } }));
}

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe(`a platform engineer's edit of ${VERSION}`, () => {
  let out: string;
  let spec: string;
  let generate: Run;
  const read = (...path: string[]): string => readFileSync(join(out, ...path), 'utf8');

  beforeAll(async () => {
    spec = join(work, 'spec');
    out = join(work, 'generated');
    editModel(spec);
    generate = await cli('generate', '--spec', spec, '--out', out);
  }, 180_000);

  it('puts the new field on the new body, whatever the version shows of its resources', () => {
    const edited = analyse(spec);
    if (!edited.ok) throw new Error(edited.diagnostics.map((d) => d.message).join('; '));
    const version = edited.views.find((v) => v.id === VERSION)!;
    const answered = version.operations.find((o) => o.id === OPERATION)!.responses.find((r) => !r.isError)!.content[0]!.type;
    const body = answered.kind === 'ref' ? version.schemas.find((s) => s.name === answered.name)!.type : answered;
    expect(body.kind === 'object' ? body.fields.map((f) => f.name) : body).toEqual([STATED_FIELD, NEW_FIELD]);
  });

  it('generates, and validate --strict passes with no unrendered element', async () => {
    expect(generate.code, generate.stderr).toBe(0);
    const validate = await cli('validate', '--strict', '--spec', spec);
    expect(validate.code, validate.stderr).toBe(0);
    expect(generate.stderr + validate.stderr).not.toMatch(/model-element-unrendered/);
  }, 120_000);

  it.each(['', '.openapi-3.0'])('is in the OpenAPI document%s', (suffix) => {
    const document = JSON.parse(read('openapi', `${VERSION}${suffix}.json`)) as Json;
    const operation = document.paths[PATH]?.get as Json;
    expect(operation?.operationId).toBe(OPERATION);
    expect(operation.deprecated).toBe(true);
    expect(operation['x-deprecation']).toEqual(DEPRECATION);
    const schemes = (operation.security as Json[]).flatMap((requirement) => Object.entries(requirement));
    expect(schemes.some(([, scopes]) => (scopes as string[]).includes(SCOPE))).toBe(true);
    for (const [scheme] of schemes) {
      const flows = document.components.securitySchemes[scheme].flows as Json;
      expect(Object.values(flows).some((flow) => SCOPE in (flow as Json).scopes)).toBe(true);
    }
    expect(operation.responses[String(STATUS)]['x-error-codes']).toEqual([CODE]);
    const body = Object.values(operation.responses['200'].content as Json)[0] as Json;
    const schema = body.schema.$ref ? document.components.schemas[(body.schema.$ref as string).split('/').pop()!] : body.schema;
    expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining([STATED_FIELD, NEW_FIELD]));
  });

  it('is in the client sources', () => {
    const sources = readdirSync(join(out, 'client', 'src', VERSION)).map((file) => read('client', 'src', VERSION, file));
    const all = sources.join('\n');
    // The exported method, with its own doc comment (the one ending right before it).
    const method = new RegExp(`/\\*\\*((?:(?!\\*/)[\\s\\S])*)\\*/\\nexport function ${OPERATION}\\(`).exec(all);
    expect(method, `no method ${OPERATION}`).not.toBeNull();
    expect(method![1]).toMatch(new RegExp(`@deprecated[^\\n]*${DEPRECATION.since}`));
    expect(all).toMatch(new RegExp(`\\b${NEW_FIELD}\\??:`));
    expect(all).toMatch(new RegExp(`\\b${STATED_FIELD}:`));
    const errorCode = /export type ErrorCode =([^;]*);/.exec(all)?.[1];
    expect(errorCode).toContain(`'${CODE}'`);
  });

  it('is in the route stubs', () => {
    const routes = read('server', VERSION, 'routes.ts');
    const start = routes.indexOf(`operationId: '${OPERATION}'`);
    expect(start, `no route ${OPERATION}`).toBeGreaterThan(-1);
    const route = routes.slice(start, routes.indexOf('operationId:', start + 1));
    expect(route).toContain(`url: '${PATH}'`);
    expect(route).toContain(`scope: '${SCOPE}'`);
    const headers = deprecationHeaders(DEPRECATION);
    expect(Object.keys(headers).length).toBeGreaterThan(0);
    for (const value of Object.values(headers)) expect(route).toContain(value);
    const handlers = read('server', VERSION, 'handlers.ts');
    expect(handlers).toMatch(new RegExp(`\\b${OPERATION}\\(`));
    expect(handlers).toContain(`${STATUS} (${CODE})`);
  });

  it('is in the Markdown docs', () => {
    const section = operationSection(join(out, 'docs', VERSION, 'resources'), OPERATION);
    expect(section).toContain(PATH);
    expect(section).toContain(SCOPE);
    expect(section).toMatch(new RegExp(`^\\| \`${STATUS}\` \\| \`${CODE}\` \\|`, 'm'));
    expect(section).toMatch(/deprecated/i);
    expect(section).toContain(DEPRECATION.since);
    expect(section).toContain(NEW_FIELD);
    const scopesPage = read('docs', VERSION, 'scopes.md');
    expect(scopesPage).toContain(`### \`${SCOPE}\``);
    expect(scopesPage.slice(scopesPage.indexOf(`### \`${SCOPE}\``)).split('\n### ')[0]).toContain(OPERATION);
  });
});
