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
import { modelTexts, seed } from './corpus.ts';

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
