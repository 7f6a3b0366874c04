/**
 * Free text of the model (titles, descriptions, summaries) lands in the doc comments of the
 * generated TypeScript. Text that closes a comment must stay inside it: otherwise the rest of the
 * text becomes code (the fuzzer found a version title of `*\/` repeated that broke the client's
 * transpile). The model below puts comment-closing code in every kind of free text the client and
 * the route stubs print, and every generated script must parse cleanly with no trace of it as code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { loadSpecTexts } from '../src/load/load-spec.ts';
import { compileLoaded, EMITTERS } from '../src/pipeline/compile.ts';
import { SPEC_DIR } from './support/seed.ts';

const INJECTED = '*/ export const injected = 1; /*';

/** Replaces `search`, which must occur, with `replace` in one model file. */
function edit(texts: { name: string; text: string }[], name: string, search: string | RegExp, replace: string): void {
  const file = texts.find((t) => t.name === `spec/${name}`)!;
  const edited = file.text.replace(search, replace);
  expect(edited, `${name}: ${String(search)} not found`).not.toBe(file.text);
  file.text = edited;
}

function hostileModel(): { name: string; text: string }[] {
  const texts = readdirSync(SPEC_DIR)
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => ({ name: `spec/${name}`, text: readFileSync(join(SPEC_DIR, name), 'utf8') }));
  edit(texts, 'conventions.yaml', 'title: Sourcing Platform API v3', `title: 'v3 ${INJECTED}'`);
  edit(texts, 'conventions.yaml', 'title: Sourcing Platform API v4', `title: 'v4 ${INJECTED}'`);
  edit(texts, 'v4.yaml', 'summary: Confirm identity', `summary: 'Confirm ${INJECTED}'`);
  return texts;
}

/** Every identifier named `injected` in the file's code (comments are trivia, not nodes). */
function injectedIdentifiers(source: ts.SourceFile): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && node.text === 'injected') found.push(`${source.fileName}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('free text that closes a comment', () => {
  it('stays inside its doc comment in every generated script', () => {
    const result = compileLoaded(
      loadSpecTexts(hostileModel()),
      EMITTERS.filter((e) => e.name !== 'html docs'),
    );
    expect(result.ok ? [] : result.diagnostics.map((d) => d.message)).toEqual([]);
    if (!result.ok) return;
    const scripts = result.outputs.flatMap((o) => o.artefacts).filter((a) => /\.(ts|js)$/.test(a.path));
    const withTitle = scripts.filter((a) => String(a.content).includes('v4 *\\/ export const injected'));
    // The title reaches the client's and the route stubs' doc comments (escaped), so the check below has something to check.
    expect(withTitle.map((a) => a.path)).toEqual(expect.arrayContaining([expect.stringMatching(/^client\/src\/v4\//), expect.stringMatching(/^server\/v4\//)]));
    for (const script of scripts) {
      const source = ts.createSourceFile(
        script.path,
        String(script.content),
        ts.ScriptTarget.Latest,
        true,
        script.path.endsWith('.js') ? ts.ScriptKind.JS : ts.ScriptKind.TS,
      );
      const syntax = (source as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics.map((d) =>
        ts.flattenDiagnosticMessageText(d.messageText, '\n'),
      );
      expect(syntax, script.path).toEqual([]);
      expect(injectedIdentifiers(source), script.path).toEqual([]);
    }
  });
});
