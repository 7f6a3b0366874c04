/**
 * The build (scripts/build.mjs) through the launcher, on a copy of the tool: the CLI runs the
 * code of its inputs as they are, never an older build. A change to the compiler's code or to a
 * template changes the output of the next run; a file touched without a change does not rebuild
 * (the launcher compares a hash of the inputs, not their times). V8's code cache of the bundle,
 * which the build makes, is read only for the very bundle it was made from.
 */
import { isAscii } from 'node:buffer';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO } from './support/seed.ts';

const copy = mkdtempSync(join(tmpdir(), 'build-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));
for (const part of ['scripts', 'src', 'templates', 'spec', 'package.json']) cpSync(join(REPO, part), join(copy, part), { recursive: true });
symlinkSync(join(REPO, 'node_modules'), join(copy, 'node_modules'));

const bundle = join(copy, 'dist', 'cli.cjs');
const out = join(copy, 'out');

function generate(): void {
  execFileSync(process.execPath, [join(copy, 'scripts', 'cli.mjs'), 'generate', '--spec', join(copy, 'spec'), '--out', out], { cwd: copy, encoding: 'utf8' });
}

/** Replaces `from` with `to` in a file of the copy, checking that `from` is there. */
function edit(file: string, from: string, to: string): void {
  const path = join(copy, file);
  const text = readFileSync(path, 'utf8');
  expect(text).toContain(from);
  writeFileSync(path, text.replace(from, to));
}

const clientFile = () => readFileSync(join(out, 'client', 'src', 'index.ts'), 'utf8');
const docsIndex = () => readFileSync(join(out, 'docs', 'README.md'), 'utf8');

describe('the CLI runs what its inputs say', () => {
  it('builds on the first run, and rebuilds on a change of code or template, not on a touched file', () => {
    generate();
    expect(clientFile()).toContain('do not edit.');
    const firstBuild = statSync(bundle).mtimeMs;

    // The same text with a newer time: no rebuild.
    const touched = join(copy, 'src', 'emit', 'shared', 'artefact.ts');
    utimesSync(touched, new Date(), new Date(Date.now() + 60_000));
    generate();
    expect(statSync(bundle).mtimeMs).toBe(firstBuild);

    // The code that writes every generated TypeScript file's first line.
    edit('src/emit/shared/artefact.ts', 'do not edit.', 'do not edit (rebuilt).');
    generate();
    expect(clientFile()).toContain('do not edit (rebuilt).');

    // A template, which the build precompiles into the bundle.
    edit('templates/index.md.hbs', '{{title}}', '{{title}} (rebuilt)');
    generate();
    expect(docsIndex()).toContain('(rebuilt)');
  });

  it('compiles a bundle that differs from the one its code cache was made from, even at the same length', () => {
    generate();
    const cache = `${bundle}.v8-cache`;
    expect(statSync(cache).size, 'the build made a code cache').toBeGreaterThan(100_000);
    // V8 itself checks only the source's length: an edit of the same length, made to the
    // bundle alone, must still run as edited.
    const text = readFileSync(bundle, 'utf8');
    expect(text).toContain('do not edit (rebuilt).');
    writeFileSync(bundle, text.replace('do not edit (rebuilt).', 'DO NOT EDIT (REBUILT).'));
    generate();
    expect(clientFile()).toContain('DO NOT EDIT (REBUILT).');
  });

  it('writes each bundle all ASCII, its comments and regular expressions too, so that a run reads it without decoding UTF-8', () => {
    for (const name of ['cli', 'sandbox']) {
      const built = readFileSync(join(REPO, 'dist', `${name}.cjs`));
      expect(isAscii(built), `dist/${name}.cjs`).toBe(true);
      // The escapes stand for the same characters everywhere but in a template literal's raw text.
      expect(built.toString('latin1'), `dist/${name}.cjs`).not.toMatch(/String\.raw/);
    }
    // A comment of the source that the bundle keeps, and a message whose text is a template literal.
    const text = readFileSync(join(REPO, 'dist', 'cli.cjs'), 'latin1');
    expect(text).toContain('// \\u2500\\u2500 The version as a whole');
    expect(text).toContain('inside \\`{ \\u2026 }\\` ended');
  });
});
