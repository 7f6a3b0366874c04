/**
 * `generate --watch` in a temporary copy of the model: it warms up, an edit regenerates
 * everything (the HTML references included), a broken model is reported (located) without
 * ending the watch, and the fix regenerates again. Stopped, it writes nothing more and exits cleanly.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO, SPEC_DIR } from './support/seed.ts';

const work = mkdtempSync(join(tmpdir(), 'watch-test-'));
let child: ChildProcess | undefined;
afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(work, { recursive: true, force: true });
});

describe('generate --watch', () => {
  it('regenerates on edits, reports model errors without stopping, and recovers', async () => {
    const spec = join(work, 'spec');
    const out = join(work, 'out');
    cpSync(SPEC_DIR, spec, { recursive: true });
    let stdout = '';
    let stderr = '';
    child = spawn(process.execPath, [join(REPO, 'scripts', 'cli.mjs'), 'generate', '--watch', '--spec', spec, '--out', out], { cwd: REPO });
    child.stdout!.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
    /** Waits (bounded) until `read()` matches; the bound is a deadline for a hung watcher, not a timing claim. */
    const waitFor = async (read: () => string, pattern: RegExp) => {
      for (let i = 0; i < 600 && !pattern.test(read()); i++) await new Promise((r) => setTimeout(r, 50));
      expect(read()).toMatch(pattern);
    };

    // The copied model, and the docs templates of this checkout (which the docs are rendered from).
    await waitFor(() => stdout, /watching 2 folder/);
    await waitFor(() => stdout, /warmed up for edits in \d+ ms/);
    const v4 = join(spec, 'v4.yaml');
    const original = readFileSync(v4, 'utf8');
    writeFileSync(v4, original.replace('summary: Confirm identity', 'summary: Confirm who is calling'));
    await waitFor(() => stdout, /v4\.yaml: regenerated in \d+ ms; changed: .*\(\d+ files\)|v4\.yaml: regenerated in \d+ ms; changed: .*v4/);
    // Everything is written at once, the HTML reference included.
    expect(readFileSync(join(out, 'openapi', 'v4.yaml'), 'utf8')).toContain('summary: Confirm who is calling');
    expect(readFileSync(join(out, 'docs', 'html', 'v4.html'), 'utf8')).toContain('Confirm who is calling');

    writeFileSync(v4, original.replace('    scope: welcome:read\n', '    scope: welcome:write\n'));
    await waitFor(() => stderr, /model error\(s\)/);
    expect(stderr).toMatch(/spec\/v4\.yaml:\d+:\d+ error undeclared-scope/);
    expect(child.exitCode).toBeNull();
    expect(readFileSync(join(out, 'openapi', 'v4.yaml'), 'utf8')).toContain('summary: Confirm who is calling');

    writeFileSync(v4, original);
    await waitFor(() => String(stdout.match(/regenerated in/g)?.length ?? 0), /^3$/);
    expect(readFileSync(join(out, 'openapi', 'v4.yaml'), 'utf8')).toContain('summary: Confirm identity');

    // SIGTERM ends the watch with exit code 0, once work already under way is done.
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const [code] = (await exited) as [number | null];
    expect(code).toBe(0);
  });
});
