/**
 * Emitters share the products of one compile and keep nothing between compiles: a version's
 * published document is built once per compile and handed to every emitter that asks, and
 * compiles in one process (what `--watch` does on every edit) each give what a fresh process
 * gives.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSpecTexts } from '../src/load/load-spec.ts';
import { compileLoaded, EMITTERS, type Emitter } from '../src/pipeline/compile.ts';
import { SPEC_DIR } from './support/seed.ts';

const OPENAPI = EMITTERS.filter((e) => e.name === 'openapi');
const seedTexts = readdirSync(SPEC_DIR)
  .filter((name) => name.endsWith('.yaml'))
  .map((name) => ({ name: `spec/${name}`, text: readFileSync(join(SPEC_DIR, name), 'utf8') }));

function withEdit(file: string, from: string, to: string) {
  return seedTexts.map((t) => {
    if (t.name !== `spec/${file}`) return t;
    expect(t.text).toContain(from);
    return { ...t, text: t.text.replace(from, to) };
  });
}

function openApiFiles(texts: typeof seedTexts): Record<string, string> {
  const result = compileLoaded(loadSpecTexts(texts), OPENAPI);
  if (!result.ok) throw new Error(result.diagnostics.map((d) => d.message).join('; '));
  return Object.fromEntries(result.outputs.flatMap((o) => o.artefacts).map((a) => [a.path, a.content]));
}

describe('emitters share pipeline products, not state', () => {
  it('hands every emitter of a compile the same published document per version', () => {
    const seen: object[][] = [];
    const recorder = (name: string): Emitter => ({
      name,
      reads: 'contract',
      emit: ({ views, publishedDocument }) => {
        seen.push(views.map((view) => publishedDocument(view)));
        return [];
      },
    });
    const result = compileLoaded(loadSpecTexts(seedTexts), [recorder('first'), recorder('second')]);
    expect(result.ok).toBe(true);
    expect(seen).toHaveLength(2);
    seen[0]!.forEach((document, i) => expect(seen[1]![i]).toBe(document));
  });

  it('follows every edit in one process, to the version it touches and to both when shared files change', () => {
    const seed = openApiFiles(seedTexts);
    const v4Edit = openApiFiles(withEdit('v4.yaml', 'summary: Confirm identity', 'summary: Confirm who is calling'));
    expect(v4Edit['openapi/v4.yaml']).toContain('Confirm who is calling');
    expect(v4Edit['openapi/v4.openapi-3.0.json']).toContain('Confirm who is calling');
    for (const file of Object.keys(seed).filter((f) => f.startsWith('openapi/v3'))) expect(v4Edit[file]).toBe(seed[file]);

    // A shared file (the publication metadata, in conventions.yaml) reaches both versions.
    const shared = openApiFiles(withEdit('conventions.yaml', 'name: API contract team', 'name: Partner desk'));
    for (const version of ['v3', 'v4']) expect(shared[`openapi/${version}.yaml`]).toContain('name: Partner desk');

    // Back to the seed: the same bytes as the first compile.
    expect(openApiFiles(seedTexts)).toEqual(seed);
  });
});
