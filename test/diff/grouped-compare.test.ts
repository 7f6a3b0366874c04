/**
 * The comparison goes a group of facts at a time (the version's own, each operation's, each
 * schema's: src/diff/surface.ts) and lists its changes as comparing the whole surfaces does: a
 * change of one model line seen in several schemas is one change naming them in the order the
 * version lists its schemas.
 */
import { describe, expect, it } from 'vitest';
import { compareModels, type AnalysedModel } from '../../src/diff/compare.ts';
import { loadSpecTexts } from '../../src/load/load-spec.ts';
import { analyseLoaded } from '../../src/pipeline/compile.ts';
import type { SpecText } from '../support/seed-texts.ts';
import { EditableModel, modelTexts, seed } from './corpus.ts';
import { nestedTypes, type WireType } from '../../src/views/wire-type.ts';

function analysed(texts: readonly SpecText[]): AnalysedModel {
  const result = analyseLoaded(loadSpecTexts(texts));
  if (!result.ok) throw new Error(result.diagnostics.map((d) => `${d.file}:${d.line} ${d.message}`).join('\n'));
  return result;
}

describe('the comparison, group by group', () => {
  it('names the schemas a change of one line is seen in, in the order the version lists them', () => {
    const head = analysed(
      modelTexts((m) => {
        m.resource(seed.shown).fields[seed.decimalField]!.type = 'integer';
      }),
    );
    const report = compareModels('base', analysed(modelTexts()), head);
    const merged = report.versions.flatMap((v) => v.changes.filter((c) => c.subject.includes('(also ')).map((c) => ({ version: v.version, change: c })));
    expect(merged.length).toBeGreaterThan(0);
    for (const { version, change } of merged) {
      const order = head.views.find((v) => v.id === version)!.schemas.map((s) => s.name);
      const positions = [...change.subject.matchAll(/`(\w+)\./g)].map((m) => order.indexOf(m[1]!));
      expect(positions.length, change.subject).toBeGreaterThan(1);
      expect(positions.every((p) => p >= 0)).toBe(true);
      expect(positions, change.subject).toEqual([...positions].sort((a, b) => a - b));
    }
  });
});

/** The first ref inside a type (its fields', items', values' and variants' too). */
function firstRef(type: WireType): string | undefined {
  if (type.kind === 'ref') return type.name;
  for (const nested of nestedTypes(type)) {
    const name = firstRef(nested);
    if (name !== undefined) return name;
  }
  return undefined;
}

function seedModel(): AnalysedModel {
  return analysed(modelTexts());
}

describe('groups the two models make alike', () => {
  it('are still compared where a request expands a schema that refers to a changed one, though the operation is the same', () => {
    const base = seedModel();
    // An operation whose request body refers to a resource's schema that itself refers to another resource's.
    const found = base.views.flatMap((view) =>
      view.operations.flatMap((op) => {
        const outer = op.body && firstRef(op.body.type);
        const outerSchema = view.schemas.find((s) => s.name === outer);
        const inner = outerSchema && firstRef(outerSchema.type);
        const innerSchema = view.schemas.find((s) => s.name === inner);
        return innerSchema?.resource ? [{ version: view.id, op, resource: innerSchema.resource }] : [];
      }),
    )[0];
    expect(found).toBeDefined();
    const head = analysed(
      modelTexts((m) => {
        m.resource(found!.resource).fields.probe_field = { type: 'string' };
      }),
    );
    const changes = compareModels('base', base, head).versions.find((v) => v.version === found!.version)!.changes;
    expect(changes.filter((c) => c.operationId === found!.op.id && c.subject.includes('probe_field')).length).toBeGreaterThan(0);
  });
});

describe('a help operation', () => {
  it('is still compared where the list it describes gains a filter, though the help operation is the same', () => {
    const base = seedModel();
    // A help operation describing a list that takes filters: its payload is made of them.
    const found = base.views.flatMap((view) =>
      view.operations.flatMap((help) => {
        const list = view.operations.find((op) => op.id === help.describes && op.isList);
        return list ? [{ version: view.id, help, list }] : [];
      }),
    )[0];
    expect(found, 'a help operation describing a filtered list').toBeDefined();
    const head = analysed(
      modelTexts((m) => {
        m.operation(found!.list.id).filterable!.probe_attribute = { schema: { type: 'string' }, operators: ['eq'] };
      }),
    );
    const changes = compareModels('base', base, head).versions.find((v) => v.version === found!.version)!.changes;
    expect(changes.filter((c) => c.operationId === found!.help.id && c.subject.includes('probe_attribute'))).toEqual([
      expect.objectContaining({ kind: 'response-enum-value-added', breaking: false }),
    ]);
  });
});

describe('an operation deprecated for one of another version', () => {
  it('changes where that operation moves, though neither the deprecated operation nor its version changes otherwise', () => {
    const views = seedModel().views;
    const ops = views.map((view) => view.operations[0]!);
    const [deprecated, replacement] = [ops[0]!, ops[1]!];
    const deprecate = (m: EditableModel) => {
      m.operation(deprecated.id).deprecated = { since: '2026-01-01', replacement: replacement.id };
    };
    const base = analysed(modelTexts(deprecate));
    const head = analysed(
      modelTexts((m) => {
        deprecate(m);
        m.operation(replacement.id).path = `${replacement.path}-moved`;
      }),
    );
    const version = views[0]!.id;
    const changes = compareModels('base', base, head).versions.find((v) => v.version === version)!.changes;
    expect(changes.map((c) => c.operationId)).toContain(deprecated.id);
  });
});

describe('a version whose names could run into each other', () => {
  it('is compared whole: a schema removed with one named below it is one removal, through the parent', () => {
    const head = seedModel();
    const base = seedModel();
    // `Odd.Name` is a child of `Odd` by its key (a `.` follows the parent's): compared group by group, the removal of `Odd` would also name `Odd.Name` as a schema of its own.
    const view = base.views[0]!;
    const copied = view.schemas[0]!;
    const withOddNames = { ...view, schemas: [...view.schemas, { ...copied, name: 'Odd' }, { ...copied, name: 'Odd.Name' }] };
    const changes = compareModels('base', { ...base, views: [withOddNames, ...base.views.slice(1)] }, head).versions.find(
      (v) => v.version === view.id,
    )!.changes;
    const removals = changes.filter((c) => c.subject.includes('Odd'));
    // One removal, through the parent: `Odd.Name`'s facts are its children, not a schema of their own.
    expect(removals).toHaveLength(1);
    expect(removals[0]!.subject).toMatch(/`Odd`/);
    expect(removals[0]!.subject).not.toContain('Odd.Name');
  });
});
