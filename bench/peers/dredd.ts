/**
 * Dredd (npm `dredd`), the benchmark's second peer for `verify`, as a team would set it up: the
 * version's OpenAPI 3.0.3 twin as published (Dredd reads 2.0 and 3.0, not 3.1; it needs an
 * `example` on every path parameter, which the documents take from the demo data), and the
 * tenant header and the version's credential on every request (`--header`). Dredd then replays
 * one request per documented response and checks the answer against it.
 *
 * Dredd pulls old dependencies: it lives in its own folder (bench/peers/dredd/package.json and
 * its lock), installed with `npm ci --prefix` when the benchmark runs, never in the root
 * package.json.
 */
import { execFile, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { VersionView } from '../../src/views/version-view.ts';

const FOLDER = join(import.meta.dirname, 'dredd');

/** `npm ci --prefix bench/peers/dredd`; Dredd's version. */
export async function installDredd(): Promise<string> {
  await promisify(execFile)('npm', ['ci', '--prefix', FOLDER, '--no-audit', '--no-fund', '--loglevel', 'error'], { maxBuffer: 16 * 1024 * 1024 });
  return (JSON.parse(readFileSync(join(FOLDER, 'node_modules', 'dredd', 'package.json'), 'utf8')) as { version: string }).version;
}

/** The version's 3.0.3 twin as `generate` publishes it, in `generated`. */
export function dreddDocument(generated: string, view: VersionView): string {
  return join(generated, 'openapi', `${view.id}.openapi-3.0.json`);
}

/**
 * One Dredd run of `document` against `base` (asynchronous: the server under test runs in this
 * process). Its failures, one line each (`fail: GET (200) /projects` and the lines saying what
 * failed), without durations; its summary line.
 */
export async function runDredd(document: string, base: string, headers: readonly string[]): Promise<{ failures: Set<string>; summary: string }> {
  const child = spawn(join(FOLDER, 'node_modules', '.bin', 'dredd'), [document, base, ...headers.flatMap((h) => ['--header', h]), '--no-color'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve) => child.on('close', () => resolve()));
  const lines = output.split('\n');
  const failures = new Set(lines.filter((l) => /^(fail|error): /.test(l)).map((l) => l.replace(/ duration: \d+ms$/, '')));
  return { failures, summary: lines.find((l) => l.startsWith('complete: ') && /total/.test(l))?.replace(/^complete: /, '') ?? 'no summary' };
}
