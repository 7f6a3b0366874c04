/**
 * Provenance by element, through the CLI on a copy of the seed model: a version-wide rule (the
 * version with `resourceFields: unspecified`) is a default. A new resource of that version alone
 * that states its fields (`overridesIn.<version>.resourceFields: stated`) renders them in the
 * OpenAPI document, the client's types and the Markdown reference; without the override, its
 * fields are an open object, and each is a located `model-element-unrendered` warning.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pascalCase } from '../src/model/naming.ts';
import { cli, type CliRun as Run } from './support/cli-process.ts';
import { SPEC_DIR, seedModel } from './support/seed.ts';

const work = mkdtempSync(join(tmpdir(), 'resource-overrides-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const seed = seedModel();
/** The version whose resource fields are not shown, by its own rule. */
const view = seed.views.find((v) => v.resourceFieldsUnspecified !== undefined)!;
const template = view.operations.find((op) => op.method === 'GET' && op.authenticated && op.pathParams.length === 1)!;
const RESOURCE = 'archive_entry';
const TITLE = 'Archive entry';
const FIELDS = { id: { type: 'id', required: true, description: "The entry's id." }, archived_at: { type: 'timestamp', description: 'When it was archived.' } };

function modelText(override: boolean): string {
  return [
    'resources:',
    `  ${RESOURCE}:`,
    `    title: ${TITLE}`,
    '    description: A record of an archived project.',
    '    kind: resource',
    ...(override ? ['    overridesIn:', `      ${view.id}: { resourceFields: stated }`] : []),
    '    fields:',
    ...Object.entries(FIELDS).map(([name, field]) => `      ${name}: ${JSON.stringify(field)}`),
    'operations:',
    '  getArchiveEntry:',
    `    version: ${view.id}`,
    `    resource: ${RESOURCE}`,
    '    method: GET',
    '    path: /archive-entries/{id}',
    '    summary: Get an archive entry',
    ...(template.scope ? [`    scope: '${template.scope.name}'`] : []),
    '    pathParams:',
    "      id: { description: The entry's id., schema: { type: id } }",
    '    responses:',
    "      '200': { description: The entry., body: { type: object, of: archive_entry } }",
    '',
  ].join('\n');
}

async function generate(name: string, override: boolean): Promise<{ run: Run; out: string; spec: string }> {
  const spec = join(work, name, 'spec');
  cpSync(SPEC_DIR, spec, { recursive: true });
  writeFileSync(join(spec, 'x-archive.yaml'), modelText(override));
  const out = join(work, name, 'generated');
  return { run: await cli('generate', '--spec', spec, '--out', out), out, spec };
}

type Schema = { properties?: Record<string, unknown>; 'x-provenance'?: string };
const componentOf = (out: string): Schema =>
  (JSON.parse(readFileSync(join(out, 'openapi', `${view.id}.json`), 'utf8')) as { components: { schemas: Record<string, Schema> } }).components.schemas[
    pascalCase(RESOURCE)
  ]!;

describe('a resource of one version that states its fields there', () => {
  let out: string;
  let run: Run;
  beforeAll(async () => ({ run, out } = await generate('stated', true)), 120_000);

  it('generates with no warning', () => {
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toBe('');
  });

  it('has its fields in the OpenAPI document, not an open object', () => {
    const schema = componentOf(out);
    expect(Object.keys(schema.properties ?? {})).toEqual(Object.keys(FIELDS));
    expect(schema['x-provenance']).toBeUndefined();
  });

  it("has its fields in the client's types", () => {
    const types = readFileSync(join(out, 'client', 'src', view.id, 'types.ts'), 'utf8');
    const block = types.slice(types.indexOf(`export type ${pascalCase(RESOURCE)} = {`));
    const body = block.slice(0, block.indexOf('\n};'));
    for (const name of Object.keys(FIELDS)) expect(body).toMatch(new RegExp(`^ {2}${name}\\??: `, 'm'));
  });

  it('has a row per field on its page of the Markdown reference', () => {
    const folder = join(out, 'docs', view.id, 'resources');
    const page = readdirSync(folder)
      .map((file) => readFileSync(join(folder, file), 'utf8'))
      .find((text) => text.startsWith(`# ${TITLE}\n`))!;
    for (const name of Object.keys(FIELDS)) expect(page).toMatch(new RegExp(`^\\| \`${name}\` \\|`, 'm'));
  });
});

describe('the same resource without the override', () => {
  it('is an open object, and each field nothing shows is a located warning', async () => {
    const { run, out, spec } = await generate('default', false);
    expect(run.code, run.stderr).toBe(0);
    expect(componentOf(out).properties ?? {}).toEqual({});
    const lines = readFileSync(join(spec, 'x-archive.yaml'), 'utf8').split('\n');
    for (const name of Object.keys(FIELDS)) {
      const line = lines.findIndex((l) => l.startsWith(`      ${name}:`));
      expect(run.stderr).toContain(`spec/x-archive.yaml:${line + 1}:7 warning model-element-unrendered: \`resources.${RESOURCE}.fields.${name}\``);
    }
  }, 120_000);
});
