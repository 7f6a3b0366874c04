/**
 * The sandbox's launcher (scripts/sandbox.mjs, `npm start`) on a copy of the tool: it runs its
 * bundle, built with V8's code cache of it, and rebuilds it when a file of src/ changed, so that
 * the sandbox never runs older code than its sources.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO } from '../support/seed.ts';

const copy = mkdtempSync(join(tmpdir(), 'sandbox-bundle-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));
for (const part of ['scripts', 'src', 'templates', 'spec', 'sandbox', 'package.json']) cpSync(join(REPO, part), join(copy, part), { recursive: true });
symlinkSync(join(REPO, 'node_modules'), join(copy, 'node_modules'));

const help = () => execFileSync(process.execPath, [join(copy, 'scripts', 'sandbox.mjs'), '--help'], { cwd: copy, encoding: 'utf8' });

describe('the sandbox runs what its sources say', () => {
  it('builds its bundle with a code cache on the first start, and rebuilds it when src/ changed', () => {
    expect(help()).toContain('Usage: npm start');
    const bundle = join(copy, 'dist', 'sandbox.cjs');
    expect(statSync(`${bundle}.v8-cache`).size, 'the build made a code cache').toBeGreaterThan(100_000);

    const main = join(copy, 'src', 'sandbox', 'main.ts');
    const text = readFileSync(main, 'utf8');
    expect(text).toContain('Usage: npm start');
    writeFileSync(main, text.replace('Usage: npm start', 'Usage (rebuilt): npm start'));
    expect(help()).toContain('Usage (rebuilt): npm start');
    expect(readFileSync(bundle, 'utf8')).toContain('Usage (rebuilt)');
  });
});
