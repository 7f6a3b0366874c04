/**
 * Valid models at the edges of what the seed shows, each once found by the model fuzzer to crash
 * an emitter: they must compile with every emitter, and the artefacts must say what they can.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSpecTexts } from '../src/load/load-spec.ts';
import { compileLoaded, EMITTERS } from '../src/pipeline/compile.ts';
import { SPEC_DIR } from './support/seed.ts';

function seedTexts(): { name: string; text: string }[] {
  return readdirSync(SPEC_DIR)
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => ({ name: `spec/${name}`, text: readFileSync(join(SPEC_DIR, name), 'utf8') }));
}

/** The seed's files with `search` replaced by `replace` in `file`, which must hold it once. */
function edited(file: string, search: string, replace: string): { name: string; text: string }[] {
  return seedTexts().map((t) => {
    if (t.name !== `spec/${file}`) return t;
    expect(t.text.split(search)).toHaveLength(2);
    return { ...t, text: t.text.replace(search, replace) };
  });
}

function compiled(texts: { name: string; text: string }[]) {
  const result = compileLoaded(
    loadSpecTexts(texts),
    EMITTERS.filter((e) => e.name !== 'html docs'),
  );
  expect(result.ok ? [] : result.diagnostics.map((d) => d.message)).toEqual([]);
  return result.ok ? result.outputs.flatMap((o) => o.artefacts) : [];
}

describe('models at the edges', () => {
  it('two resource titles that make the same page name: each gets its own docs page, and links reach both', () => {
    // Titles are unique (a rule says so), but `line_item` and `Line item` both make `line-item`.
    const artefacts = compiled(edited('resources.yaml', 'title: Screening question', 'title: line_item'));
    const paths = artefacts.map((a) => a.path);
    expect(new Set(paths).size).toBe(paths.length);
    const pages = paths.filter((p) => p.startsWith('docs/v3/resources/line-item'));
    expect(pages).toEqual(['docs/v3/resources/line-item.md', 'docs/v3/resources/line-item-screening-question.md']);
    const job = artefacts.find((a) => a.path === 'docs/v3/resources/job.md')!.content;
    expect(job).toContain('(../resources/line-item.md)');
    expect(job).toContain('(../resources/line-item-screening-question.md)');
  });

  it('a version without operations: every emitter runs, and its client is shown without a call', () => {
    const texts = seedTexts().map((t) => {
      // Its first release states its revision.
      if (t.name === 'spec/changelog.yaml')
        return { ...t, text: `${t.text}  v3_copy:\n    - { revision: 1.0.0, date: '2026-12-01', entries: [{ text: A copy. }] }\n` };
      if (t.name !== 'spec/conventions.yaml') return t;
      // A copy of the v3 version under a new id: no operation names it.
      const start = t.text.indexOf('  v3:\n    title: Sourcing Platform API v3');
      const end = t.text.indexOf('  v4:\n    title: Sourcing Platform API v4');
      expect(start).toBeGreaterThan(0);
      const copy = t.text
        .slice(start, end)
        .replace('  v3:\n', '  v3_copy:\n')
        .replace('title: Sourcing Platform API v3', 'title: Sourcing Platform API v3 copy')
        // Two versions are never at one root (version-roots-overlap).
        .replace(/^( {4}root: ).*$/m, '$1/api/v3-copy');
      return { ...t, text: t.text.slice(0, end) + copy + t.text.slice(end) };
    });
    const readme = String(compiled(texts).find((a) => a.path === 'client/README.md')!.content);
    const section = readme.slice(readme.indexOf('## Sourcing Platform API v3 copy'));
    expect(section).toContain('createV3CopyClient(');
    expect(section.slice(0, section.indexOf('```\n\n'))).not.toContain('await client.');
  });
});
