/**
 * The demo data is model data (src/demo/check.ts): a record the model cannot describe is a
 * located error at `validate`, `generate` and `npm start`, never a 500 when a partner lists it.
 * The oracle: every value of the shipped demo data that some version answers as a JSON number,
 * boolean or enum value, at any depth (a field of a nested object, such as an organisation's
 * settings), replaced by a word, is reported at exactly that word's line and column; the shipped
 * data, unchanged, gives no report.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { checkDemoData } from '../src/demo/check.ts';
import { sandboxModel } from '../src/demo/model-facts.ts';
import { renderRecord } from '../src/demo/records.ts';
import { readChoices } from '../src/demo/choices.ts';
import { DEMO_FIXTURE_PATH, Store } from '../src/demo/store.ts';
import type { WireType } from '../src/views/wire-type.ts';
import { cli } from './support/cli-process.ts';
import { SANDBOX_MAIN } from './support/sandbox-process.ts';
import { REPO, seedModel, SPEC_DIR } from './support/seed.ts';

const { resolved, views } = seedModel();
const model = sandboxModel(resolved, views);
const text = readFileSync(join(REPO, DEMO_FIXTURE_PATH), 'utf8');
const store = Store.fromText(text, DEMO_FIXTURE_PATH);
const { minorUnitDigits } = readChoices(store.choices, views, model.stated).choices;
const work = mkdtempSync(join(tmpdir(), 'demo-data-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Where the value `marker` starts in `text` (at its opening quote, if quoted), as a diagnostic says it. */
function lineAndColumn(of: string, marker: string): string {
  const at = of.indexOf(marker);
  const before = of.slice(0, `'"`.includes(of[at - 1]!) ? at - 1 : at);
  const lines = before.split('\n');
  return `${lines.length}:${lines.at(-1)!.length + 1}`;
}

/** A value's place in the fixture: tenant, collection, record index, then the path below the record (`settings`, `cis_contractor`). */
interface TypedValue {
  tenant: string;
  collection: string;
  index: number;
  path: (string | number)[];
}

/**
 * Every place in a rendered record, at any depth (a field of a nested object, an item of a list),
 * whose value a version answers as a JSON number, boolean or enum value: `type` is the wire type
 * of `value`, its references resolved through the version's components.
 */
function typedPaths(value: unknown, type: WireType | undefined, component: (name: string) => WireType | undefined): (string | number)[][] {
  const resolved = type?.kind === 'ref' ? component(type.name) : type;
  if (resolved === undefined || value === null || value === undefined) return [];
  if (resolved.kind === 'scalar') return typeof value === 'number' || typeof value === 'boolean' || resolved.enum !== undefined ? [[]] : [];
  const below = (key: string | number, nested: unknown, nestedType: WireType | undefined) =>
    typedPaths(nested, nestedType, component).map((path) => [key, ...path]);
  if (resolved.kind === 'array' && Array.isArray(value)) return value.flatMap((item, i) => below(i, item, resolved.items));
  if (resolved.kind === 'object' && typeof value === 'object') {
    const fields = new Map(resolved.fields.map((f) => [f.name, f.type]));
    return Object.entries(value).flatMap(([key, nested]) => below(key, nested, fields.get(key)));
  }
  return [];
}

/** Every typed value of the demo data that some version's read operation answers, nested ones included. */
function typedValues(): TypedValue[] {
  const found = new Map<string, TypedValue>();
  for (const version of model.versions) {
    for (const operation of version.view.operations.filter((o) => o.method === 'GET')) {
      const answer = version.answer(operation.id);
      if (!answer.type || answer.borrowed) continue;
      for (const [tenant, data] of store.tenants) {
        [...(data.collections.get(operation.resource)?.values() ?? [])].forEach((record, index) => {
          for (const path of typedPaths(renderRecord(record, answer, version, minorUnitDigits), answer.type, (name) => version.component(name))) {
            found.set(`${tenant}/${operation.resource}/${index}/${path.join('.')}`, { tenant, collection: operation.resource, index, path });
          }
        });
      }
    }
  }
  return [...found.values()];
}

describe("the sandbox's choices are checked against the model", () => {
  const machine = views.flatMap((v) => v.operations).find((o) => o.transition?.from !== undefined)!;
  const stated = machine.transition!;
  const rewritten = (edit: (choices: Record<string, unknown>) => void): string => {
    const document = parseDocument(text);
    const choices = document.toJS().choices as Record<string, unknown>;
    edit(choices);
    document.set('choices', document.createNode(choices));
    return document.toString();
  };
  const reportsAt = (fixture: string, key: string) =>
    checkDemoData(model, DEMO_FIXTURE_PATH, fixture).filter((d) => d.code === 'demo-choice-invalid' && d.message.includes(`\`${key}\``));

  it('a choice of a part the model states is an error at its key, naming what the model states', () => {
    const fixture = rewritten((choices) => {
      const transitions = choices.transitions as Record<string, Record<string, Record<string, unknown>>>;
      transitions[stated.machine]![machine.id] = {
        ...transitions[stated.machine]![machine.id],
        from: [stated.states.find((s) => !stated.from!.value.includes(s))],
      };
    });
    const key = `choices.transitions.${stated.machine}.${machine.id}.from`;
    const [report] = reportsAt(fixture, key);
    expect(report?.message).toContain(stated.from!.value.join(', '));
    // Located at the chosen value itself.
    expect(fixture.split('\n')[report!.line - 1]).toContain(String(stated.states.find((s) => !stated.from!.value.includes(s))));
  });

  it('a status that is not a value of the state machine, an unknown machine and a missing section are errors', () => {
    const open = views.flatMap((v) => v.operations).find((o) => o.transition && o.transition.to === undefined)!;
    const fixture = rewritten((choices) => {
      const transitions = choices.transitions as Record<string, Record<string, Record<string, unknown>>>;
      transitions[open.transition!.machine]![open.id] = { ...transitions[open.transition!.machine]![open.id], to: 'nowhere' };
      transitions.no_such_machine = {};
    });
    expect(reportsAt(fixture, `choices.transitions.${open.transition!.machine}.${open.id}.to`)[0]?.message).toContain('nowhere');
    expect(reportsAt(fixture, 'choices.transitions.no_such_machine')).toHaveLength(1);
    const without = checkDemoData(model, DEMO_FIXTURE_PATH, text.replace(/^choices:[\s\S]*?^tenants:/m, 'tenants:'));
    expect(without.map((d) => d.code)).toEqual(['demo-choice-invalid']);
    expect(checkDemoData(model, DEMO_FIXTURE_PATH, text.replace(/^choices:[\s\S]*?^tenants:/m, 'tenants:'), { inheritedChoices: store.choices })).toEqual([]);
  });
});

describe('malformed sandbox choices are located errors, never a crash', () => {
  const shapes: unknown[] = [null, 'text', 3, [], { transitions: 'x' }, { transitions: { a: null } }];
  const machine = views.flatMap((v) => v.operations).find((o) => o.transition)!.transition!.machine;
  shapes.push({ transitions: { [machine]: { anything: null } } }, { deletes: { [machine]: [] } }, { answers: { x: 'y' } }, { pageSize: 'big', records: 'x' });
  it.each(shapes.map((shape) => [JSON.stringify(shape), shape] as const))('choices: %s', (_name, shape) => {
    const document = parseDocument(text);
    document.set('choices', document.createNode(shape));
    const reports = checkDemoData(model, DEMO_FIXTURE_PATH, document.toString());
    expect(reports.length).toBeGreaterThan(0);
    expect(reports.every((d) => d.code === 'demo-choice-invalid' && d.line > 0)).toBe(true);
  });
});

describe('the demo data is checked against the model', () => {
  it('the shipped demo data fits the seed model: no report', () => {
    expect(checkDemoData(model, DEMO_FIXTURE_PATH, text)).toEqual([]);
  });

  it('demo data that is not a fixture, or not YAML, is one located error, not a crash', () => {
    const [unreadable] = checkDemoData(model, DEMO_FIXTURE_PATH, 'records: []\n');
    expect(unreadable).toMatchObject({ code: 'demo-data-unreadable', file: DEMO_FIXTURE_PATH, line: 1, column: 1 });
    expect(unreadable!.message).toContain('tenants:');
    const [syntax] = checkDemoData(model, DEMO_FIXTURE_PATH, 'tenants:\n  acme: [unclosed\n');
    expect(syntax).toMatchObject({ code: 'yaml-syntax', file: DEMO_FIXTURE_PATH, severity: 'error' });
  });

  const cases = typedValues();

  it('has typed values to break, nested ones among them (the oracle below would otherwise check nothing)', () => {
    expect(cases.length).toBeGreaterThan(10);
    expect(cases.filter((c) => c.path.length > 1).length).toBeGreaterThan(0);
  });

  it.each(cases.map((c) => [`${c.tenant}/${c.collection}[${c.index}].${c.path.join('.')}`, c] as const))(
    '%s replaced by a word is reported at that word',
    (_name, { tenant, collection, index, path }) => {
      const document = parseDocument(text);
      const marker = `not-a-value-${path.join('-')}`;
      document.setIn(['tenants', tenant, collection, index, ...path], marker);
      const broken = document.toString();
      const diagnostics = checkDemoData(model, DEMO_FIXTURE_PATH, broken);
      expect(diagnostics.map((d) => `${d.line}:${d.column} ${d.code}`)).toContain(`${lineAndColumn(broken, marker)} demo-record-invalid`);
      expect(diagnostics.every((d) => d.file === DEMO_FIXTURE_PATH)).toBe(true);
    },
  );

  it('validate fails, located in the demo data beside the model, when a model edit leaves it behind (money where it was decimal)', async () => {
    const spec = join(work, 'spec');
    cpSync(SPEC_DIR, spec, { recursive: true });
    const demo = join(work, DEMO_FIXTURE_PATH);
    cpSync(join(REPO, DEMO_FIXTURE_PATH), demo);
    const resources = readFileSync(join(spec, 'resources.yaml'), 'utf8');
    const decimal = /^(\s+)(\w+): \{ type: decimal,/m.exec(resources)!;
    const [, , field] = decimal;
    writeFileSync(join(spec, 'resources.yaml'), resources.replace(decimal[0], decimal[0].replace('type: decimal', 'type: money')));
    const run = await cli('validate', '--spec', spec);
    expect(run.code, run.stderr).toBe(1);
    const reported = new RegExp(`^${relative(REPO, demo).replace(/\./g, '\\.')}:(\\d+):\\d+ error demo-record-invalid: .*\`${field}\``, 'm').exec(run.stderr);
    expect(reported, run.stderr).not.toBeNull();
    expect(text.split('\n')[Number(reported![1]) - 1]).toContain(`${field}:`);
    const generate = await cli('generate', '--spec', spec, '--out', join(work, 'out'));
    expect(generate.code).toBe(1);
    expect(generate.stderr).toContain('nothing was written');
    // A model folder with no demo data beside it has none to keep in step.
    rmSync(demo);
    expect((await cli('validate', '--spec', spec)).code).toBe(0);
  });

  it('npm start refuses a fixture the model cannot describe, located, and does not start', async () => {
    const [target] = cases;
    const document = parseDocument(text);
    document.setIn(['tenants', target!.tenant, target!.collection, target!.index, ...target!.path], 'not-a-value');
    const fixture = join(work, 'broken.yaml');
    writeFileSync(fixture, document.toString());
    const child = spawn(process.execPath, [...SANDBOX_MAIN, '--fixture', fixture], { cwd: REPO, env: { ...process.env, PORT: '0' } });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // A sandbox that starts all the same is stopped when it says so, and the test fails on its exit code.
    child.stdout.on('data', (chunk: Buffer) => {
      if (/^Sandbox on /m.test(chunk.toString())) child.kill();
    });
    const [code] = (await once(child, 'exit')) as [number];
    expect(code).toBe(1);
    expect(stderr).toContain(`${relative(REPO, fixture)}:${lineAndColumn(document.toString(), 'not-a-value')} error demo-record-invalid`);
    expect(stderr).toContain('the sandbox did not start');
  });
});
