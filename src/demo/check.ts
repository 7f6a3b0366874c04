/**
 * The demo data is model data: every record of a fixture is rendered as each version's read
 * operations would answer it (src/demo/records.ts) and checked against the record schema of that
 * operation's route (src/contract/routes/check-value.ts, which a test holds to the Ajv answer of the
 * route-stub runtime's response check). A record the model no longer allows (a field retyped, made required, an enum
 * value withdrawn) is a located error at `validate` and `generate`, and refuses `npm start`,
 * instead of a `500` when a partner first lists it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { CodeTable } from '../diagnostics/code-table.ts';
import { diagnosticCreator, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { paramMessage } from '../diagnostics/message.ts';
import { parseSpecText } from '../load/load-spec.ts';
import { positionOf, type SourceFile } from '../load/source-file.ts';
import { checkValue, type ValueProblem } from '../contract/routes/check-value.ts';
import type { RouteTable } from '../contract/routes/route-table.ts';
import type { JsonSchema } from '../contract/routes/validation-schema.ts';
import type { ResolvedModel } from '../resolve/resolve.ts';
import type { VersionView } from '../views/version-view.ts';
import { sandboxModel, type SandboxModel } from './model-facts.ts';
import { readChoices } from './choices.ts';
import { renderRecord } from './records.ts';
import { DEMO_FIXTURE_PATH, Store, type DemoData, type WireRecord } from './store.ts';

export const DEMO_CODES = {
  'demo-record-invalid': {
    severity: 'error',
    message: paramMessage`The demo record ${'record'} does not fit the model: ${'operation'} would answer it with ${'problem'}.`,
    hint: 'Change the record to fit the model (or the model, if the record is right): until they agree the sandbox answers it with 500.',
  },
  'demo-choice-invalid': {
    severity: 'error',
    message: paramMessage`The sandbox's choice ${'choice'} ${'problem'}`,
    hint: "The `choices:` of the demo data fill only what the model leaves open (see the sandbox page); a part the model states is the model's to decide.",
  },
  'demo-tenants-without-header': {
    severity: 'error',
    message: paramMessage`The model has no tenant header, so the demo data is one data set; \`tenants:\` holds ${'count'}.`,
    hint: 'Keep one entry under `tenants:` (its name is only a label): without a tenant header, a request cannot say which one it means.',
  },
  'demo-data-unreadable': {
    severity: 'error',
    message: paramMessage`The demo data cannot be read: ${'problem'}`,
    hint: 'The fixture holds a top-level `tenants:` mapping; each tenant its `apiKeys`, `clients`, and a list of records per collection (see sandbox/demo.yaml).',
  },
} as const satisfies CodeTable;

const makeDiagnostic = diagnosticCreator(DEMO_CODES);

/** A schema of the route table, as far as this module reads it. */
type Schema = { type?: string; properties?: Record<string, Schema>; items?: Schema; $ref?: string };

/** The schema of one record inside an operation's success body: the body, its items, or the items of its one list field. */
function recordSchema(body: Schema, listField: string | undefined): Schema | undefined {
  if (listField !== undefined) return body.properties?.[listField]?.items;
  return body.type === 'array' ? body.items : body;
}

/** `/settings/payment_terms_in_days` → the path below the record. */
function pathOf(instancePath: string): string[] {
  return instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function problemOf(error: ValueProblem): string {
  const at = error.instancePath === '' ? 'the record' : `\`${error.instancePath.slice(1).replace(/\//g, '.')}\``;
  return `${at} that ${error.message ?? 'does not match'}`;
}

/** The fixture's text parsed with positions, or the diagnostic that says why it cannot be. */
function readFixture(name: string, text: string): { source: SourceFile; store: Store } | Diagnostic {
  const parsed = parseSpecText(name, text);
  if (!parsed.file) return parsed.diagnostics[0]!;
  try {
    return { source: parsed.file.source, store: Store.fromData(parsed.file.data, name) };
  } catch (error) {
    return makeDiagnostic('demo-data-unreadable', { file: name, line: 1, column: 1 }, { problem: error instanceof Error ? error.message : String(error) });
  }
}

/**
 * Every record of the fixture `text` (displayed as `name`) that a read operation of the model
 * would answer with a body its route does not allow, located at the value (or the record) at
 * fault; one diagnostic per place, naming the first operation that fails on it. And every choice
 * of its `choices:` that does not fit the model (`inheritedChoices`: a fixture without its own
 * takes another's, checked with that one).
 */
export function checkDemoData(model: SandboxModel, name: string, text: string, options: { inheritedChoices?: unknown } = {}): Diagnostic[] {
  const fixture = readFixture(name, text);
  if ('code' in fixture) return [fixture];
  const { source, store } = fixture;
  const tenantCount =
    model.tenancy || store.tenants.size === 1
      ? []
      : [makeDiagnostic('demo-tenants-without-header', positionOf(source, ['tenants']), { count: store.tenants.size })];
  // A fixture without choices of its own that takes another's (a user's --fixture) has none of its own to check.
  const ownChoices = !(options.inheritedChoices !== undefined && store.choices === undefined);
  const read = readChoices(
    ownChoices ? store.choices : options.inheritedChoices,
    model.versions.map((v) => v.view),
    model.stated,
  );
  const choiceProblems = (ownChoices ? read.problems : []).map(({ path, problem }) =>
    makeDiagnostic('demo-choice-invalid', positionOf(source, path), { choice: `\`${path.join('.')}\``, problem }),
  );
  const shared = new Map(model.versions.flatMap((version) => version.table.schemas.map((schema) => [schema.$id, schema] as const)));
  const found = new Map<string, Diagnostic>();
  for (const version of model.versions) {
    const operations = new Map(version.view.operations.map((o) => [o.id, o]));
    for (const route of version.table.routes) {
      const operation = operations.get(route.operationId);
      // A `/help` operation answers about a list, not its records.
      if (operation?.method !== 'GET' || operation.describes !== undefined || !route.responseSchema) continue;
      const answer = version.answer(operation.id);
      const schema = recordSchema(route.responseSchema as Schema, answer.listField);
      if (!answer.type || !schema) continue;
      for (const [tenant, data] of store.tenants) {
        [...(data.collections.get(operation.resource)?.values() ?? [])].forEach((record: WireRecord, index) => {
          for (const problem of checkValue(schema as JsonSchema, renderRecord(record, answer, version, read.choices.minorUnitDigits), (id) => shared.get(id))) {
            const position = positionOf(source, ['tenants', tenant, operation.resource, index, ...pathOf(problem.instancePath)]);
            const place = `${position.line}:${position.column}`;
            if (found.has(place)) continue;
            found.set(
              place,
              makeDiagnostic('demo-record-invalid', position, {
                record: `${tenant}/${operation.resource}/${record.id}`,
                operation: `${version.view.id} ${operation.method} ${operation.fullPath}`,
                problem: problemOf(problem),
              }),
            );
          }
        });
      }
    }
  }
  return [...tenantCount, ...choiceProblems, ...found.values()];
}

/** The demo data that goes with the model in `specDir`: `sandbox/demo.yaml` beside it, as in this repository. */
export function demoDataBeside(specDir: string): string {
  return join(dirname(resolve(specDir)), DEMO_FIXTURE_PATH);
}

/** The demo data at `path`, read once, or undefined where there is none (a model folder without a sandbox beside it). */
export function readDemoData(path: string): DemoData | undefined {
  return existsSync(path) ? { path, text: readFileSync(path, 'utf8') } : undefined;
}

/** The check of demo data against a compiled model. */
export function checkDemoDataOf(
  demo: DemoData,
  resolved: ResolvedModel,
  views: readonly VersionView[],
  tableOf: (view: VersionView) => RouteTable,
): Diagnostic[] {
  return checkDemoData(sandboxModel(resolved, views, tableOf), relative(process.cwd(), demo.path) || demo.path, demo.text);
}
