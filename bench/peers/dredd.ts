/**
 * Dredd (npm `dredd`), the benchmark's second peer for `verify`, as a team would set it up: the
 * version's OpenAPI 3.0.3 twin (Dredd reads 2.0 and 3.0, not 3.1), with an `example` on every
 * path parameter (Dredd refuses a document whose path parameters have none: "Required URI
 * parameter 'id' has no example or default value"), taken from the demo data of the first tenant,
 * and the tenant header and the version's credential on every request (`--header`). Dredd then
 * replays one request per documented response and checks the answer against it.
 *
 * Dredd pulls old dependencies: it lives in its own folder (bench/peers/dredd/package.json and
 * its lock), installed with `npm ci --prefix` when the benchmark runs, never in the root
 * package.json.
 */
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Store } from '../../src/demo/store.ts';
import type { VersionView } from '../../src/views/version-view.ts';

const FOLDER = join(import.meta.dirname, 'dredd');

/** `npm ci --prefix bench/peers/dredd`; Dredd's version. */
export async function installDredd(): Promise<string> {
  await promisify(execFile)('npm', ['ci', '--prefix', FOLDER, '--no-audit', '--no-fund', '--loglevel', 'error'], { maxBuffer: 16 * 1024 * 1024 });
  return (JSON.parse(readFileSync(join(FOLDER, 'node_modules', 'dredd', 'package.json'), 'utf8')) as { version: string }).version;
}

/**
 * The version's 3.0.3 twin with an example on every path parameter: the id of the first tenant's
 * first record of the resource the parameter names (the operation at the path up to it, else the
 * operation's own resource), written to a temporary file.
 */
export function dreddDocument(generated: string, view: VersionView, store: Store, tenant: string): string {
  const document = JSON.parse(readFileSync(join(generated, 'openapi', `${view.id}.openapi-3.0.json`), 'utf8')) as {
    paths: Record<string, Record<string, { parameters?: { in: string; name: string; example?: string }[] }>>;
  };
  for (const op of view.operations) {
    for (const parameter of document.paths[op.path]?.[op.method.toLowerCase()]?.parameters ?? []) {
      if (parameter.in !== 'path') continue;
      const upTo = op.path.slice(0, op.path.indexOf(`{${parameter.name}}`) + parameter.name.length + 2);
      const owner = view.operations.find((o) => o.path === upTo) ?? op;
      parameter.example = [...store.collection(tenant, owner.resource).keys()][0] ?? 'none';
    }
  }
  const file = join(mkdtempSync(join(tmpdir(), 'dredd-')), `${view.id}.openapi-3.0.json`);
  writeFileSync(file, JSON.stringify(document));
  return file;
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
