/**
 * A deprecated value inside a parameter (a `sort[<attribute>]` direction: a map of an enum) is
 * named in the row of every parameter that takes it, in the Markdown reference.
 */
import { describe, expect, it } from 'vitest';
import { loadSpecTexts } from '../../src/load/load-spec.ts';
import { docsEmitter, resourcePagesEmitter } from '../../src/emit/docs/index.ts';
import { compileLoaded } from '../../src/pipeline/compile.ts';
import { EditableModel, seed } from '../diff/corpus.ts';
import { seedTexts } from '../support/seed-texts.ts';

describe('a deprecated sort direction in the docs', () => {
  it("is named in each sort parameter's row", () => {
    const model = new EditableModel(seedTexts());
    const declaration = model.enumDeclaration(seed.sortEnum);
    const value = declaration.values[0]!;
    declaration.deprecatedValues = { [value]: { since: '2026-01-01' } };
    const result = compileLoaded(loadSpecTexts(model.texts()), [docsEmitter, resourcePagesEmitter]);
    if (!result.ok) throw new Error(result.diagnostics.map((d) => d.message).join('\n'));
    const rows = result.outputs
      .flatMap((o) => o.artefacts)
      .filter((a) => a.path.endsWith('.md'))
      .flatMap((a) => String(a.content).split('\n'))
      .filter((line) => line.startsWith('| `sort` |'));
    const shownWithDirections = result.views.flatMap((v) => v.operations.flatMap((op) => op.query.filter((p) => p.type.kind === 'map')));
    expect(shownWithDirections.length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.includes(`Value \`${value}\`: **Deprecated** since 2026-01-01.`))).toHaveLength(shownWithDirections.length);
  });
});
