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
import { analyse, compileLoaded, EMITTERS, type Emitter } from '../src/pipeline/compile.ts';
import { emitInputOf } from '../src/pipeline/emit-input.ts';
import { CompileSession } from '../src/pipeline/session.ts';
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
  return Object.fromEntries(result.outputs.flatMap((o) => o.artefacts).map((a) => [a.path, String(a.content)]));
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

  it("hands the client package and the route stubs one version's `types.ts`, the input's", () => {
    // Each emitter given an input whose `types.ts` is a marker: both ship the marker, so neither makes its own.
    const marked = EMITTERS.filter((e) => e.name === 'client' || e.name === 'server').map((emitter): Emitter => ({
      name: emitter.name,
      reads: 'contract',
      emit: (input) => (emitter.reads === 'contract' ? emitter.emit({ ...input, typesFile: (view) => `// the input's ${view.id} types\n` }) : []),
    }));
    const result = compileLoaded(loadSpecTexts(seedTexts), marked);
    if (!result.ok) throw new Error(result.diagnostics.map((d) => d.message).join('; '));
    const files = new Map(result.outputs.flatMap((o) => o.artefacts).map((a) => [a.path, String(a.content)]));
    for (const version of ['v3', 'v4'])
      for (const path of [`client/src/${version}/types.ts`, `server/${version}/types.ts`]) expect(files.get(path)).toBe(`// the input's ${version} types\n`);
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

  it("renders a page of a watch anew when its context or the templates changed, and takes the last compile's otherwise", () => {
    const analysed = analyse(SPEC_DIR);
    if (!analysed.ok) throw new Error('the seed model does not compile');
    const session = new CompileSession();
    /** A compile's input whose templates have `fingerprint` and render every page as `text`: the page it renders for `context`. */
    const pageOf = (fingerprint: string, text: string, context: object) => {
      const input = emitInputOf(analysed.resolved, analysed.views, session.reuse, () => ({ fingerprint, render: () => text }));
      const page = input.render('overview.md', context, 'docs/v4/README.md');
      session.endCompile(true);
      return page;
    };
    expect(pageOf('templates', 'first', { title: 'T' })).toBe('first');
    // Templates that render otherwise under the same fingerprint: the page is the last compile's.
    expect(pageOf('templates', 'second', { title: 'T' })).toBe('first');
    expect(pageOf('edited templates', 'third', { title: 'T' })).toBe('third');
    expect(pageOf('edited templates', 'fourth', { title: 'U' })).toBe('fourth');
    expect(pageOf('edited templates', 'fifth', { title: 'U', more: undefined })).toBe('fifth');
  });
});
