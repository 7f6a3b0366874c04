/**
 * Versions are data: a model built from the seed with a third version (a copy of the migration's
 * `to` version under a new id, with a copy of each of its operations) compiles through every
 * emitter, and every artefact the `to` version has, the new version has too.
 */
import { describe, expect, it } from 'vitest';
import { loadSpecTexts } from '../src/load/load-spec.ts';
import type { ModelFile, OperationSpec } from '../src/model/schema.ts';
import { analyseLoaded, compileLoaded, EMITTERS } from '../src/pipeline/compile.ts';
import { editModel, seedTexts, type SpecText } from './support/seed-texts.ts';

/** A version id the seed does not use: one past the highest `v<n>`. */
function nextVersionId(versions: readonly string[]): string {
  const numbers = versions.map((id) => Number(/^v(\d+)$/.exec(id)?.[1] ?? 0));
  return `v${Math.max(0, ...numbers) + 1}`;
}

function withThirdVersion(): { texts: SpecText[]; copied: string; added: string; rename: (id: string) => string } {
  const seed = seedTexts();
  const analysed = analyseLoaded(loadSpecTexts(seed));
  if (!analysed.ok) throw new Error('the seed does not validate');
  const copied = analysed.resolved.migration!.to;
  const added = nextVersionId(analysed.resolved.versionIds);
  const rename = (id: string) => `${id}${added.toUpperCase()}`;
  const versionFile = seed.find((t) => t.text.includes(`\n  ${copied}:\n    title:`))!.name.replace('spec/', '');
  let texts = editModel(seed, versionFile, (model) => {
    const version = structuredClone(model.versions![copied]!);
    version.title = `${version.title} (${added})`;
    version.root = version.root.replace(new RegExp(`${copied}$`), added);
    if (version.auth.kind === 'oauth2ClientCredentials') version.auth.tokenOperation = rename(version.auth.tokenOperation);
    model.versions![added] = version;
  });
  // Its first release states its revision.
  texts = editModel(texts, 'changelog.yaml', (model) => {
    model.changelog![added] = [{ revision: '1.0.0', date: '2026-12-01', entries: [{ text: `The first release of ${added}.` }] }];
  });
  // The copied version's operations, in a file of their own, as a team adding a version would write them.
  const operations: Record<string, OperationSpec> = {};
  for (const op of analysed.resolved.operations.filter((o) => o.version === copied)) {
    const { id, ...spec } = structuredClone(op) as OperationSpec & { id: string };
    // Its references to operations name the copies, as `tokenOperation` does.
    operations[rename(id)] = { ...spec, version: added, ...(spec.describes ? { describes: rename(spec.describes) } : {}) };
  }
  const file: ModelFile = { operations };
  texts = [...texts, { name: `spec/${added}.yaml`, text: JSON.stringify(file) }];
  // Resources named differently in the copied version keep that name in the new one.
  for (const t of texts.filter((x) => x.text.includes('names:'))) {
    texts = editModel(texts, t.name.replace('spec/', ''), (model) => {
      for (const resource of Object.values(model.resources ?? {})) {
        if (resource.names?.[copied]) resource.names[added] = resource.names[copied];
      }
    });
  }
  return { texts, copied, added, rename };
}

const migrationFile = (texts: readonly SpecText[]) => texts.find((t) => /^migration:/m.test(t.text))!.name.replace('spec/', '');
const errorsFile = (texts: readonly SpecText[]) => texts.find((t) => /^errors:/m.test(t.text))!.name.replace('spec/', '');

describe('a model with a third version', () => {
  it("compiles through every emitter, with the new version's OpenAPI, client, route stubs and docs", () => {
    const { texts, copied, added } = withThirdVersion();
    const result = compileLoaded(loadSpecTexts(texts), EMITTERS);
    expect(result.ok ? [] : result.diagnostics.map((d) => `${d.file}:${d.line} ${d.code}: ${d.message}`)).toEqual([]);
    if (!result.ok) return;
    expect(result.outputs.map((o) => o.name)).toEqual(EMITTERS.map((e) => e.name));
    const paths = new Set(result.outputs.flatMap((o) => o.artefacts.map((a) => a.path)));
    const ofCopied = [...paths].filter((p) => p.split(/[/.]/).includes(copied));
    expect(ofCopied.length).toBeGreaterThan(0);
    const missing = ofCopied
      .map((p) =>
        p
          .split('/')
          .map((part) =>
            part
              .split('.')
              .map((s) => (s === copied ? added : s))
              .join('.'),
          )
          .join('/'),
      )
      .filter((p) => !paths.has(p));
    expect(missing).toEqual([]);
    for (const area of ['openapi/', 'client/src/', 'server/', 'docs/']) {
      expect(
        [...paths].some((p) => p.startsWith(area) && p.split(/[/.]/).includes(added)),
        area,
      ).toBe(true);
    }
  });
});

describe('the migration names its versions', () => {
  it('a migration from the copied version to the new one is the guide, whatever the ids', () => {
    const { texts, copied, added, rename } = withThirdVersion();
    const analysed = analyseLoaded(loadSpecTexts(texts));
    if (!analysed.ok) throw new Error('the third-version model does not validate');
    const copiedIds = analysed.resolved.operations.filter((o) => o.version === copied).map((o) => o.id);
    const moved = editModel(texts, migrationFile(texts), (model) => {
      const migration = model.migration!;
      migration.from = copied;
      migration.to = added;
      migration.mappings = copiedIds.map((id) => ({ from: id, to: rename(id) }));
      migration.fromOnly = [];
      // The list attributes translated between the seed's versions name their list parameters.
      delete migration.attributes;
    });
    const result = compileLoaded(
      loadSpecTexts(moved),
      EMITTERS.filter((e) => e.name === 'docs'),
    );
    if (!result.ok) throw new Error(result.diagnostics.map((d) => d.message).join('; '));
    const title = (id: string) => result.views.find((v) => v.id === id)!.title;
    const page = (path: string) => result.outputs.flatMap((o) => o.artefacts).find((a) => a.path === path)!.content;
    expect(page('docs/migration.md')).toContain(`# Migrating from ${title(copied)} to ${title(added)}`);
    for (const id of copiedIds) expect(page('docs/migration.md')).toContain(`client.${rename(id)}(`);
    expect(page('docs/README.md')).toContain(`[Migrating from ${copied} to ${added}]`);
  });

  it('refuses a migration, a mapping row or a message of an undeclared or wrong version', () => {
    const texts = seedTexts();
    const broken = editModel(
      editModel(texts, migrationFile(texts), (model) => {
        const migration = model.migration!;
        const row = migration.mappings.find((m) => m.to !== null)!;
        [row.from, row.to] = [row.to!, row.from];
        migration.to = 'v_unknown';
      }),
      errorsFile(texts),
      (model) => {
        model.errors!.messages = { ...model.errors!.messages, v_missing: 'A message of a version the model does not declare.' };
      },
    );
    const analysed = analyseLoaded(loadSpecTexts(broken));
    const found = analysed.ok ? [] : analysed.diagnostics.map((d) => `${d.code}: ${d.message}`);
    expect(found).toEqual(['unknown-reference: Unknown version `v_missing`.', 'unknown-reference: Unknown version `v_unknown`.']);

    const swapped = editModel(texts, migrationFile(texts), (model) => {
      const row = model.migration!.mappings.find((m) => m.to !== null)!;
      [row.from, row.to] = [row.to!, row.from];
    });
    const mismatch = analyseLoaded(loadSpecTexts(swapped));
    expect(mismatch.ok ? [] : mismatch.diagnostics.map((d) => d.code)).toEqual(['mapping-version-mismatch', 'mapping-version-mismatch']);
  });
});
