/**
 * The OpenAPI emitter reuses a version's output while its view is unchanged (what `--watch`
 * relies on when an edit touches one version). Reuse must never show: compiling a changed model
 * in the same process gives exactly what a fresh compile gives, for both versions, and going
 * back to the first model gives its output back.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSpecTexts } from '../src/load/load-spec.ts';
import { compileLoaded, EMITTERS } from '../src/pipeline/compile.ts';
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

async function openApiFiles(texts: typeof seedTexts): Promise<Record<string, string>> {
  const result = compileLoaded(loadSpecTexts(texts), OPENAPI);
  if (!result.ok) throw new Error(result.diagnostics.map((d) => d.message).join('; '));
  return Object.fromEntries(result.outputs.flatMap((o) => o.artefacts).map((a) => [a.path, a.content]));
}

describe('OpenAPI output reused across compiles', () => {
  it('follows every edit, to the version it touches and to both when shared files change', async () => {
    const seed = await openApiFiles(seedTexts);
    const v4Edit = await openApiFiles(withEdit('v4.yaml', 'summary: Confirm identity', 'summary: Confirm who is calling'));
    expect(v4Edit['openapi/v4.yaml']).toContain('Confirm who is calling');
    expect(v4Edit['openapi/v4.openapi-3.0.json']).toContain('Confirm who is calling');
    for (const file of Object.keys(seed).filter((f) => f.startsWith('openapi/v3'))) expect(v4Edit[file]).toBe(seed[file]);

    // A shared file (the publication metadata, in conventions.yaml) reaches both versions.
    const shared = await openApiFiles(withEdit('conventions.yaml', 'name: API contract team', 'name: Partner desk'));
    for (const version of ['v3', 'v4']) expect(shared[`openapi/${version}.yaml`]).toContain('name: Partner desk');

    // Back to the seed: the same bytes as the first compile.
    expect(await openApiFiles(seedTexts)).toEqual(seed);
  });
});
