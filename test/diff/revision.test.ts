/**
 * Revisions: each version's revision is its changelog's newest release (stated once), the
 * `info.version` of its documents and shown in its docs; the client package's version is derived
 * from them; a revision that is not semver is refused.
 */
import { describe, expect, it } from 'vitest';
import { loadSpecTexts } from '../../src/load/load-spec.ts';
import { compileLoaded } from '../../src/pipeline/compile.ts';
import { versionRevision } from '../../src/model/revision.ts';
import { editModel, seedTexts } from '../support/seed-texts.ts';
import { EditableModel } from './corpus.ts';

function compiled(texts = seedTexts()) {
  const result = compileLoaded(loadSpecTexts(texts));
  if (!result.ok) throw new Error(result.diagnostics.map((d) => d.message).join('\n'));
  const artefacts = new Map(result.outputs.flatMap((o) => o.artefacts).map((a) => [a.path, String(a.content)]));
  return { result, artefacts };
}

describe('revisions', () => {
  it("publish each version's revision as info.version and in its overview", () => {
    const { result, artefacts } = compiled();
    for (const view of result.views) {
      const revision = result.resolved.model.changelog![view.id]![0]!.revision;
      const document = JSON.parse(String(artefacts.get(`openapi/${view.id}.json`))) as { info: { version: string } };
      expect(document.info.version).toBe(revision);
      expect(String(artefacts.get(`docs/${view.id}/README.md`))).toContain(`Revision ${revision};`);
    }
  });

  it('derive the client package version, so a major bump of any version is a major bump of the package', () => {
    const before = compiled();
    const ids = before.result.views.map((v) => v.id);
    const packageVersion = (a: Map<string, unknown>) =>
      (JSON.parse(String(a.get('client/package.json'))) as { version: string }).version.split('.').map(Number);
    const [major, minor] = packageVersion(before.artefacts);
    const model = new EditableModel(seedTexts());
    const [m] = versionRevision(before.result.resolved.model, ids[0]!)!.split('.').map(Number);
    model.release(ids[0]!, `${m! + 1}.0.0`);
    const after = packageVersion(compiled(model.texts()).artefacts);
    expect(after[0]).toBe(major! + 1);
    // The minor of the bumped version fell back to 0: the package's minor cannot rise.
    expect(after[1]).toBeLessThanOrEqual(minor!);
  });

  it('refuse a revision that is not MAJOR.MINOR.PATCH, located', () => {
    const texts = editModel(seedTexts(), 'changelog.yaml', (model) => {
      Object.values(model.changelog!)[0]![0]!.revision = 'v3';
    });
    const result = compileLoaded(loadSpecTexts(texts));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.diagnostics.some((d) => d.file === 'spec/changelog.yaml' && d.message.includes('revision'))).toBe(true);
  });

  it('are stated once: a version states none of its own, a version without a release is refused, located at it', () => {
    const stated = editModel(seedTexts(), 'conventions.yaml', (model) => {
      (Object.values(model.versions!)[0] as Record<string, unknown>).revision = '3.0.0';
    });
    const twice = compileLoaded(loadSpecTexts(stated));
    expect(twice.ok).toBe(false);
    if (twice.ok) return;
    expect(twice.diagnostics.some((d) => d.file === 'spec/conventions.yaml' && d.message.includes('`revision`'))).toBe(true);
    const [first] = Object.keys(compiled().result.resolved.model.changelog!);
    const without = editModel(seedTexts(), 'changelog.yaml', (model) => {
      delete model.changelog![first!];
    });
    const result = compileLoaded(loadSpecTexts(without));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.diagnostics).toContainEqual(expect.objectContaining({ code: 'version-without-release', file: 'spec/conventions.yaml' }));
  });
});
