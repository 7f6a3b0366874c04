/**
 * Revisions: each version's `revision` is the `info.version` of its documents and is shown in its
 * docs; the client package's version is derived from them; a revision that is not semver is refused.
 */
import { describe, expect, it } from 'vitest';
import { loadSpecTexts } from '../../src/load/load-spec.ts';
import { compileLoaded } from '../../src/pipeline/compile.ts';
import { editModel, seedTexts } from '../support/seed-texts.ts';

function compiled(texts = seedTexts()) {
  const result = compileLoaded(loadSpecTexts(texts));
  if (!result.ok) throw new Error(result.diagnostics.map((d) => d.message).join('\n'));
  const artefacts = new Map(result.outputs.flatMap((o) => o.artefacts).map((a) => [a.path, a.content]));
  return { result, artefacts };
}

describe('revisions', () => {
  it("publish each version's revision as info.version and in its overview", () => {
    const { result, artefacts } = compiled();
    for (const view of result.views) {
      const revision = result.resolved.model.versions![view.id]!.revision;
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
    const file = 'conventions.yaml';
    const bumped = editModel(seedTexts(), file, (model) => {
      const version = model.versions![ids[0]!]!;
      const [m] = version.revision.split('.').map(Number);
      version.revision = `${m! + 1}.0.0`;
    });
    const after = packageVersion(compiled(bumped).artefacts);
    expect(after[0]).toBe(major! + 1);
    // The minor of the bumped version fell back to 0: the package's minor cannot rise.
    expect(after[1]).toBeLessThanOrEqual(minor!);
  });

  it('refuse a revision that is not MAJOR.MINOR.PATCH, located', () => {
    const texts = editModel(seedTexts(), 'conventions.yaml', (model) => {
      Object.values(model.versions!)[0]!.revision = 'v3';
    });
    const result = compileLoaded(loadSpecTexts(texts));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.diagnostics.some((d) => d.file === 'spec/conventions.yaml' && d.message.includes('revision'))).toBe(true);
  });
});
