/**
 * The changelog: held in the model per version, rendered as the docs' changelog page (linked from
 * the index and every overview) and as the client package's CHANGELOG.md; a release drafted by
 * `diff --changelog`, pasted into the model, validates and is rendered.
 */
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { compareModels } from '../../src/diff/compare.ts';
import { changelogDraft } from '../../src/diff/format.ts';
import { loadSpecTexts } from '../../src/load/load-spec.ts';
import type { ReleaseSpecT } from '../../src/model/schema.ts';
import { analyseLoaded, compileLoaded } from '../../src/pipeline/compile.ts';
import { CORPUS, EditableModel, modelTexts } from './corpus.ts';
import { seedTexts, type SpecText } from '../support/seed-texts.ts';

function compiled(texts: SpecText[]) {
  const result = compileLoaded(loadSpecTexts(texts));
  if (!result.ok) throw new Error(result.diagnostics.map((d) => d.message).join('\n'));
  return { result, artefacts: new Map(result.outputs.flatMap((o) => o.artefacts).map((a) => [a.path, String(a.content)])) };
}

function analysed(texts: SpecText[]) {
  const result = analyseLoaded(loadSpecTexts(texts));
  if (!result.ok) throw new Error(result.diagnostics.map((d) => d.message).join('\n'));
  return result;
}

describe('the changelog', () => {
  it('renders every release of the model in the docs and in the client package, linked from the index and each overview', () => {
    const { result, artefacts } = compiled(seedTexts());
    const page = artefacts.get('docs/changelog.md')!;
    const packageChangelog = artefacts.get('client/CHANGELOG.md')!;
    for (const view of result.views) {
      for (const release of result.resolved.model.changelog![view.id]!) {
        for (const text of [page, packageChangelog]) {
          expect(text).toContain(`### ${release.revision} (${release.date})`);
          for (const entry of release.entries) expect(text).toContain(entry.text);
        }
      }
      expect(artefacts.get(`docs/${view.id}/README.md`)).toContain('](../changelog.md)');
    }
    expect(artefacts.get('docs/README.md')).toContain('](changelog.md)');
    expect((JSON.parse(artefacts.get('client/package.json')!) as { files: string[] }).files).toContain('CHANGELOG.md');
  });

  it('takes a release drafted by diff --changelog, pasted into the model, without a new warning', () => {
    const edit = CORPUS.find((c) => c.name === 'a filter attribute dropped')!;
    const head = modelTexts(edit.head);
    const edited = analysed(head);
    const report = compareModels('base', analysed(seedTexts()), edited);
    const draft = parse(changelogDraft(report, '2026-12-01')) as { changelog: Record<string, ReleaseSpecT[]> };
    const model = new EditableModel(head);
    const changelog = [...model.files.values()].find((f) => f.changelog)!.changelog!;
    for (const [version, [release]] of Object.entries(draft.changelog)) {
      changelog[version]!.unshift(release!);
    }
    const pasted = analysed(model.texts());
    // The edit may warn on its own (a rule naming the dropped attribute); the pasted release adds nothing.
    expect(pasted.warnings).toEqual(edited.warnings);
    const { artefacts } = compiled(model.texts());
    const [version, [release]] = Object.entries(draft.changelog)[0]!;
    // An entry is as breaking as its kind: the draft does not restate it, the docs say it.
    expect(release!.entries.every((e) => e.kind !== undefined && e.breaking === undefined)).toBe(true);
    expect(artefacts.get('docs/changelog.md')).toContain(`### ${release!.revision} (2026-12-01)`);
    expect(artefacts.get('docs/changelog.md')).toMatch(/- \*\*Breaking:\*\* Filter `/);
    expect(artefacts.get(`openapi/${version}.json`)).toContain(`"version": "${release!.revision}"`);
  });
});
