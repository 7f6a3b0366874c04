/**
 * The client's declarations come from oxc-transform (src/emit/client/transpile.ts), chosen for
 * speed over the TypeScript compiler. Here the TypeScript compiler is the oracle: for every
 * source file of the generated package, the committed `.d.ts` declares exactly what
 * `transpileDeclaration` declares, and carries the same documentation comments on them; its
 * JavaScript is what oxc-transform makes of the source.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { transformSync } from 'oxc-transform';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { GENERATED_DIR } from '../support/seed.ts';

const PACKAGE = join(GENERATED_DIR, 'client');

function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? filesUnder(path) : [path];
    });
}

const printer = ts.createPrinter({ removeComments: true });

/**
 * The declarations as TypeScript prints them, without comments, with one kind of quote, and
 * without `override`, which TypeScript's own declaration emit leaves out (it means nothing to a
 * consumer) and oxc keeps.
 */
function declarationsOf(text: string): string {
  const source = ts.createSourceFile('file.d.ts', text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  return printer
    .printFile(source)
    .replace(/'/g, '"')
    .replace(/\boverride /g, '');
}

/** Each documentation comment's lines, without their indentation and leading `*`. */
function docCommentsOf(text: string): string[] {
  return [...text.matchAll(/\/\*\*[\s\S]*?\*\//g)].map(([comment]) =>
    comment
      .split('\n')
      .map((line) => line.trim().replace(/^\*(?!\/)\s?/, ''))
      .join('\n'),
  );
}

/**
 * A comment opening the file and parted from the code by a blank line: it describes the module,
 * not a declaration, and the two tools differ on whether to keep it (TypeScript copies it onto
 * the first declaration it emits, even one it does not describe; oxc keeps it when an import
 * follows). Empty when the file has none.
 */
function fileHeaderOf(source: string): string[] {
  const header = /^\/\*\*[\s\S]*?\*\/\n\n/.exec(source);
  return header ? docCommentsOf(header[0]) : [];
}

const sources = filesUnder(join(PACKAGE, 'src')).filter((file) => file.endsWith('.ts'));

describe('declarations of the generated client', () => {
  it('covers every source file of the package', () => {
    expect(sources.length).toBeGreaterThan(20);
  });

  it.each(sources.map((file) => relative(join(PACKAGE, 'src'), file)))('%s: the same declarations and comments as the TypeScript compiler emits', (name) => {
    const source = readFileSync(join(PACKAGE, 'src', name), 'utf8');
    const expected = ts.transpileDeclaration(source, {
      fileName: name,
      compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, strict: true, declaration: true, isolatedDeclarations: true },
      reportDiagnostics: true,
    });
    expect(expected.diagnostics ?? []).toEqual([]);
    const emitted = readFileSync(join(PACKAGE, 'dist', name.replace(/\.ts$/, '.d.ts')), 'utf8');
    expect(declarationsOf(emitted)).toBe(declarationsOf(expected.outputText));
    const describesDeclaration = (comment: string) => !fileHeaderOf(source).includes(comment);
    expect(docCommentsOf(emitted).filter(describesDeclaration)).toEqual(docCommentsOf(expected.outputText).filter(describesDeclaration));
    // Continuation lines of a comment keep the space before their `*`, as in the source.
    expect(emitted).not.toMatch(/^\t*\*(?!\/)/m);
  });

  // A source that declares types alone skips the transformer (`typesOnlyFile`): what it ships
  // must still be what the transformer makes of it, as for every other source.
  it.each(sources.map((file) => relative(join(PACKAGE, 'src'), file)))('%s: the JavaScript the transformer makes of it', (name) => {
    const source = readFileSync(join(PACKAGE, 'src', name), 'utf8');
    const transformed = transformSync(name, source, { lang: 'ts', sourceType: 'module', target: 'es2022' });
    expect(transformed.errors).toEqual([]);
    expect(readFileSync(join(PACKAGE, 'dist', name.replace(/\.ts$/, '.js')), 'utf8')).toBe(transformed.code);
  });
});
