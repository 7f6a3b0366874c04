/**
 * The corpus runner: each pair of models (corpus.ts) is compared through the pipeline, and the
 * changes found per version (kind and classification) are exactly those the case expects.
 */
import { describe, expect, it } from 'vitest';
import { CORPUS, reportOf } from './corpus.ts';

const line = (e: { version: string; kind: string; breaking: boolean }) => `${e.version} ${e.breaking ? 'breaking' : 'safe'} ${e.kind}`;

describe('the change-report corpus', () => {
  it('holds at least 40 paired edits', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(CORPUS.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const report = reportOf(c);
    const found = report.versions.flatMap((v) => v.changes.map((change) => line({ version: v.version, ...change })));
    expect([...new Set(found)].sort()).toEqual([...new Set(c.expected.map(line))].sort());
    for (const v of report.versions) {
      for (const change of v.changes) {
        // Every change is located in a model file and says one sentence.
        expect(change.location).toMatch(/^spec\/[a-z0-9-]+\.yaml:\d+:\d+$/);
        expect(change.message).toMatch(/^[A-Z`].*\.$/);
      }
      // A breaking change the corpus expects asks for a new major revision.
      if (c.expected.some((e) => e.version === v.version && e.breaking)) expect(v.revision.required).toBe('major');
    }
  });
});
