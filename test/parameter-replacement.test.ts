/**
 * A deprecated parameter's replacement names a shared parameter by its key, as `query:` lists do,
 * and partners read its wire name; the wire name written instead is refused with the key to write.
 */
import { describe, expect, it } from 'vitest';
import { loadSpecTexts } from '../src/load/load-spec.ts';
import { compileLoaded } from '../src/pipeline/compile.ts';
import { editModel, seedTexts } from './support/seed-texts.ts';
import { parse } from 'yaml';
import type { ModelFile } from '../src/model/schema.ts';

/** The seed's first operation sending two shared parameters with a wire name other than their key: its file, the version, the two keys. */
function twoSharedParameters() {
  for (const t of seedTexts()) {
    const model = parse(t.text) as ModelFile;
    for (const op of Object.values(model.operations ?? {})) {
      const keys = (op.query ?? []).filter((q): q is string => typeof q === 'string' && model.parameters?.[q]?.name !== q);
      if (keys.length >= 2) return { file: t.name.replace('spec/', ''), version: op.version, deprecated: keys[1]!, replacement: keys[0]!, model };
    }
  }
  throw new Error('no operation of the seed sends two shared parameters');
}

function compiledWith(replacement: (case_: ReturnType<typeof twoSharedParameters>) => string) {
  const c = twoSharedParameters();
  const texts = editModel(seedTexts(), c.file, (model) => {
    model.parameters![c.deprecated]!.deprecated = { since: '2026-01-01', replacement: replacement(c) };
  });
  return { c, result: compileLoaded(loadSpecTexts(texts)) };
}

describe("a deprecated parameter's replacement", () => {
  it('names a shared parameter by its key; the documents show its wire name', () => {
    const { c, result } = compiledWith((c) => c.replacement);
    expect(result.ok ? [] : result.diagnostics.map((d) => d.message)).toEqual([]);
    if (!result.ok) return;
    const wire = c.model.parameters![c.replacement]!.name!;
    const document = result.outputs.flatMap((o) => o.artefacts).find((a) => a.path === `openapi/${c.version}.json`)!;
    const parameter = Object.values(
      JSON.parse(String(document.content)).paths as Record<string, Record<string, { parameters?: { name: string; description?: string }[] }>>,
    )
      .flatMap((item) => Object.values(item).flatMap((op) => op.parameters ?? []))
      .find((p) => p.name === c.model.parameters![c.deprecated]!.name)!;
    expect(parameter.description).toContain(`Use \`${wire}\` instead.`);
  });

  it('written as the wire name, is refused at its line with the key to write', () => {
    const { c, result } = compiledWith((c) => c.model.parameters![c.replacement]!.name!);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.diagnostics).toContainEqual(
      expect.objectContaining({ code: 'replacement-by-wire-name', file: `spec/${c.file}`, hint: expect.stringContaining(`replacement: ${c.replacement}`) }),
    );
  });
});
