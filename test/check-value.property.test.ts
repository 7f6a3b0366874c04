/**
 * The demo-data check reads route-table schemas itself (src/contract/routes/check-value.ts) where
 * the route-stub runtime compiles them with Ajv. The oracle is Ajv: for every record schema of
 * the seed model's route tables, and values made from the demo records with one field replaced
 * by an arbitrary JSON value (or left whole), both must agree on whether the value is valid, and
 * every place our check names must be one Ajv names.
 */
import { Ajv } from 'ajv';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkValue } from '../src/contract/routes/check-value.ts';
import type { JsonSchema } from '../src/contract/routes/validation-schema.ts';
import { sandboxModel } from '../src/demo/model-facts.ts';
import { renderRecord } from '../src/demo/records.ts';
import { readChoices } from '../src/demo/choices.ts';
import { DEMO_FIXTURE_PATH, Store } from '../src/demo/store.ts';
import { REPO, seedModel } from './support/seed.ts';

const { resolved, views } = seedModel();
const model = sandboxModel(resolved, views);
const store = Store.fromText(readFileSync(join(REPO, DEMO_FIXTURE_PATH), 'utf8'), DEMO_FIXTURE_PATH);
const { minorUnitDigits } = readChoices(store.choices, views, model.stated).choices;
const shared = new Map(model.versions.flatMap((v) => v.table.schemas.map((s) => [s.$id, s as JsonSchema] as const)));
const ajv = new Ajv({ allErrors: true, strict: false });
for (const schema of shared.values()) ajv.addSchema(schema);

/** Each route's success-body schema with the demo records its operation answers, rendered as it answers them. */
const subjects = model.versions.flatMap((version) =>
  version.table.routes.flatMap((route) => {
    if (!route.responseSchema) return [];
    const operation = version.view.operations.find((o) => o.id === route.operationId)!;
    const answer = version.answer(operation.id);
    const records = [...store.tenants.values()].flatMap((data) => [...(data.collections.get(operation.resource)?.values() ?? [])]);
    const bodies = records.map((record) => {
      const rendered = renderRecord(record, answer, version, minorUnitDigits);
      return answer.listField ? { [answer.listField]: [rendered] } : rendered;
    });
    return [{ id: `${version.view.id} ${operation.id}`, schema: route.responseSchema as JsonSchema, bodies }];
  }),
);

/** A body with the value at one of its paths replaced, or the body as it is. */
function edited(body: unknown, path: readonly string[], value: unknown): unknown {
  if (path.length === 0) return value;
  if (typeof body !== 'object' || body === null) return body;
  const [head, ...rest] = path as [string, ...string[]];
  const copy: Record<string, unknown> = Array.isArray(body) ? ([...body] as unknown as Record<string, unknown>) : { ...body };
  copy[head] = edited(copy[head], rest, value);
  return copy;
}

function pathsOf(value: unknown, prefix: string[] = []): string[][] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return [prefix, ...Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...prefix, key]))];
}

describe('the demo-data check reads schemas as Ajv does', () => {
  const withBodies = subjects.filter((s) => s.bodies.length > 0);

  it('has schemas with demo bodies to compare on', () => {
    expect(withBodies.length).toBeGreaterThan(10);
  });

  it('agrees with Ajv on every body, whole or with one value replaced by any JSON', () => {
    const cases = fc
      .constantFrom(...withBodies)
      .chain((subject) => fc.tuple(fc.constant(subject), fc.constantFrom(...subject.bodies)))
      .chain(([subject, body]) =>
        fc.tuple(
          fc.constant(subject),
          fc.constant(body),
          fc.constantFrom(...pathsOf(body)),
          fc.option(
            fc.oneof(
              fc.jsonValue({ maxDepth: 2 }),
              fc.constantFrom<unknown>(1.5, -1, 0, '', 'x', true, [], {}),
              fc.double({ noNaN: true, noDefaultInfinity: true }),
            ),
          ),
        ),
      );
    fc.assert(
      fc.property(cases, ([subject, body, path, value]) => {
        const candidate = value === null ? body : edited(body, path, value);
        const ours = checkValue(subject.schema, candidate, (id) => shared.get(id));
        const valid = ajv.validate(subject.schema, candidate);
        expect(ours.length === 0, `${subject.id}: ${JSON.stringify(ours)} / ${JSON.stringify(ajv.errors)}`).toBe(valid);
        const ajvPlaces = new Set((ajv.errors ?? []).map((e) => e.instancePath));
        for (const problem of ours) expect(ajvPlaces, `${subject.id} ${problem.instancePath}`).toContain(problem.instancePath);
      }),
      { numRuns: 1500, seed: 20261125 },
    );
  });

  it('refuses a schema keyword it does not read, rather than passing what it cannot check', () => {
    expect(() => checkValue({ type: 'string', maxLength: 3 }, 'long', () => undefined)).toThrow(/maxLength/);
  });
});
