/**
 * The generated server keeps `process.nextTick` on V8's fast path after a full garbage
 * collection at an idle moment (src/server-runtime/tick-shape.ts). Read from V8's own
 * description of the function in a separate process: each of the four keys of a tick object has
 * an inline cache holding the hidden class it expects; a `[cleared]` one (megamorphic, once
 * later ticks have missed it) means that class was collected and every later tick takes the
 * slow path (measured: ~450 ns instead of 50–100 ns).
 */
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');

/** The first line of each `DefineKeyedOwnPropertyInLiteral` slot's contents: a weak map, or `[cleared]`. */
function tickLiteralCaches(debugPrint: string): string[] {
  const lines = debugPrint.split('\n');
  return lines.flatMap((line, i) => (line.includes('DefineKeyedOwnPropertyInLiteral') ? [lines[i + 1]?.trim() ?? ''] : []));
}

/**
 * The probe reads Node 20's V8: its tick object and the way `%DebugPrint` shows feedback (which
 * needs V8's object printing, on in Node's release builds). Other majors are not claimed.
 */
const readable = process.versions.node.startsWith('20.') && Number((process.config.variables as Record<string, unknown>).v8_enable_object_print) === 1;

it.runIf(readable)('after an idle-time full collection, the tick object caches of nextTick still hold their hidden classes', () => {
  // V8 prints through C's stdout, which a pipe can cut short at exit; a file gets all of it.
  const folder = mkdtempSync(join(tmpdir(), 'tick-probe-'));
  let output: string;
  try {
    const file = join(folder, 'debug-print.txt');
    const fd = openSync(file, 'w');
    try {
      const run = spawnSync(process.execPath, ['--expose-gc', '--allow-natives-syntax', '--import', 'tsx', join(ROOT, 'test', 'support', 'tick-cache-probe.ts')], { cwd: ROOT, stdio: ['ignore', fd, 'pipe'], encoding: 'utf8', timeout: 60_000 });
      expect(run.error).toBeUndefined();
      expect(run.status, run.stderr).toBe(0);
    } finally {
      closeSync(fd);
    }
    output = readFileSync(file, 'utf8');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  const caches = tickLiteralCaches(output);
  // Two symbol keys, `callback` and `args`: the shape of Node 20's tick object.
  expect(caches).toHaveLength(4);
  for (const cache of caches) expect(cache).toMatch(/^\[\d+\]: \[weak\] \S+ <Map\[/);
}, 60_000);
