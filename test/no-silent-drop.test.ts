/**
 * No silent drop, through the CLI as a process on a copy of the seed model. A new error code of
 * a status the status table has no row for, listed by a new endpoint of the version with the
 * error envelope, reaches every artefact: the OpenAPI document (that status, with the envelope
 * body), the Markdown reference, the client's method and the route stubs. Listed by an operation
 * of a version that shows no error bodies (no response can carry it), the same code is a located
 * warning, and --strict fails on it.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationView, VersionView } from '../src/views/version-view.ts';
import { ENVELOPE_SCHEMA } from '../src/views/errors-view.ts';
import { cli, type CliRun as Run } from './support/cli-process.ts';
import { SPEC_DIR, seedModel } from './support/seed.ts';
import { operationSection } from './support/markdown-docs.ts';

const work = mkdtempSync(join(tmpdir(), 'no-silent-drop-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const seed = seedModel();
const CODE = 'record_gone';
/** A client-error status no row of the model's status table has. */
const STATUS = [410, 409, 429].find((s) => !seed.resolved.errors.statuses.some((row) => row.status === s))!;
const envelopeView = seed.views.find((v) => v.usesErrorEnvelope)!;
const plainView = seed.views.find((v) => !v.usesErrorEnvelope)!;

const writeScope = (scope: string) => scope.replace(/:read$/, ':write');
const declaredScopes = new Set(seed.resolved.scopes.map((s) => s.name));

/**
 * An authenticated GET of one record in the version (its path ends with its one parameter), whose
 * read scope has a declared write scope: the new endpoint restores what it reads.
 */
function recordOperation(view: VersionView): OperationView {
  const found = view.operations.find(
    (op) =>
      op.method === 'GET' &&
      op.authenticated &&
      op.pathParams.length === 1 &&
      op.path.endsWith(`{${op.pathParams[0]!.name}}`) &&
      (!op.scope || declaredScopes.has(writeScope(op.scope.name))),
  );
  if (!found) throw new Error(`${view.id} has no authenticated GET of one record whose scope has a declared write scope: the model offers no subject`);
  return found;
}

function newOperation(view: VersionView, id: string): { id: string; path: string; text: string } {
  const template = recordOperation(view);
  const path = `${template.path}/restore`;
  const text = [
    `  ${id}:`,
    `    version: ${view.id}`,
    `    resource: ${template.resource}`,
    `    method: POST`,
    `    path: ${path}`,
    `    summary: Restore the record`,
    ...(template.scope ? [`    scope: '${writeScope(template.scope.name)}'`] : []),
    `    pathParams:`,
    `      ${template.pathParams[0]!.name}: { description: The record's id., schema: { type: id } }`,
    `    errors: [${CODE}]`,
    `    responses:`,
    `      2XX: { description: Restored., body: { type: unknown } }`,
  ].join('\n');
  return { id, path, text };
}

/** The seed model copied, with the new code in errors.yaml and the operations in x-drop.yaml. */
function modelWith(name: string, operations: { text: string }[]): string {
  const spec = join(work, name, 'spec');
  cpSync(SPEC_DIR, spec, { recursive: true });
  const errorsFile = join(spec, 'errors.yaml');
  const errors = readFileSync(errorsFile, 'utf8');
  expect(errors).toMatch(/^ {2}codes:\n/m);
  writeFileSync(errorsFile, errors.replace(/^ {2}codes:\n/m, `  codes:\n    ${CODE}:\n      status: ${STATUS}\n      description: The record is gone.\n`));
  writeFileSync(join(spec, 'x-drop.yaml'), `operations:\n${operations.map((op) => op.text).join('\n')}\n`);
  return spec;
}

describe(`an error code of status ${STATUS}, listed by a new operation`, () => {
  const listed = newOperation(envelopeView, 'restoreRecord');
  let out: string;
  let run: Run;

  beforeAll(async () => {
    const spec = modelWith('rendered', [listed]);
    out = join(work, 'rendered', 'generated');
    run = await cli('generate', '--strict', '--spec', spec, '--out', out);
  }, 120_000);

  it('generates under --strict, with no warning', () => {
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).not.toMatch(/model-element-unrendered/);
  });

  it('is a response of that status in the OpenAPI document, with the envelope body', () => {
    const document = JSON.parse(readFileSync(join(out, 'openapi', `${envelopeView.id}.json`), 'utf8')) as {
      paths: Record<
        string,
        Record<string, { responses: Record<string, { 'x-error-codes'?: string[]; content?: Record<string, { schema: { $ref?: string } }> }> }>
      >;
    };
    const response = document.paths[listed.path]?.post?.responses[String(STATUS)];
    expect(response?.['x-error-codes']).toEqual([CODE]);
    expect(response?.content?.['application/json']?.schema.$ref).toBe(`#/components/schemas/${ENVELOPE_SCHEMA}`);
  });

  it("is in the operation's section of the Markdown reference", () => {
    expect(operationSection(join(out, 'docs', envelopeView.id, 'resources'), listed.id)).toMatch(new RegExp(`^\\| \`${STATUS}\` \\| \`${CODE}\` \\|`, 'm'));
  });

  it("is in the client method's and the route stub's errors", () => {
    const errors = `${STATUS} (${CODE})`;
    expect(readFileSync(join(out, 'client', 'src', envelopeView.id, 'operations.ts'), 'utf8')).toContain(errors);
    expect(readFileSync(join(out, 'server', envelopeView.id, 'handlers.ts'), 'utf8')).toContain(errors);
  });
});

describe('an error code listed where no response can carry it', () => {
  const unrenderable = newOperation(plainView, 'restorePlainRecord');

  it('is a located warning, and --strict fails on it', async () => {
    const spec = modelWith('unrendered', [unrenderable]);
    const text = readFileSync(join(spec, 'x-drop.yaml'), 'utf8');
    const lines = text.split('\n');
    const line = lines.findIndex((l) => l.includes(`errors: [${CODE}]`));
    const at = `spec/x-drop.yaml:${line + 1}:${lines[line]!.indexOf(CODE) + 1}`;
    const element = `\`operations.${unrenderable.id}.errors[0]\` (\`${CODE}\`)`;

    const validate = await cli('validate', '--spec', spec);
    expect(validate.code, validate.stderr).toBe(0);
    expect(validate.stderr).toContain(`${at} warning model-element-unrendered: ${element}`);

    const strict = await cli('generate', '--strict', '--spec', spec, '--out', join(work, 'unrendered', 'generated'));
    expect(strict.code).toBe(1);
    expect(strict.stderr).toContain(`${at} warning model-element-unrendered`);
  }, 120_000);
});
