/**
 * What every benchmark section shares: median and spread, number formatting, child processes
 * run in their own process group (killed whole on time-out or Ctrl-C), GNU time for peak memory,
 * and the sizes of output folders.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..');
export const CLI = join(ROOT, 'scripts', 'cli.mjs');

export interface Stat {
  median: number;
  min: number;
  max: number;
}

export function stat(values: readonly number[]): Stat | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { median, min: sorted[0]!, max: sorted[sorted.length - 1]! };
}

/** The median of a list that has values. */
export function median(values: readonly number[]): number {
  return stat(values)!.median;
}

export const fmt = (n: number, digits = 0): string => n.toFixed(digits);

/** `median (min–max)`, or n/a. */
export function fmtStat(s: Stat | undefined, digits = 0, scale = 1): string {
  return s ? `${fmt(s.median / scale, digits)} (${fmt(s.min / scale, digits)}–${fmt(s.max / scale, digits)})` : 'n/a';
}

export interface ChildOutcome {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  wallMs: number;
  timedOut: boolean;
  error?: Error;
}

/** Kill functions of the children still running (for Ctrl-C). */
const activeChildren = new Set<() => void>();

export function killActiveChildren(): void {
  for (const kill of activeChildren) kill();
}

export interface ChildOptions {
  timeoutMs: number;
  cwd?: string;
  env?: NodeJS.ProcessEnv;
}

/**
 * Runs one child in its own process group, so that on time-out the whole group is killed:
 * `/usr/bin/time` and the node process under it, and whatever that one started.
 */
export function runChild(command: string, args: readonly string[], options: ChildOptions): Promise<ChildOutcome> {
  return new Promise((resolvePromise) => {
    const start = performance.now();
    const child = spawn(command, args, { cwd: options.cwd ?? ROOT, env: options.env ?? process.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => err.push(b));
    let timedOut = false;
    let error: Error | undefined;
    const killGroup = () => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup();
    }, options.timeoutMs);
    activeChildren.add(killGroup);
    child.on('error', (e) => (error = e));
    child.on('close', (code, signal) => {
      const wallMs = performance.now() - start;
      clearTimeout(timer);
      activeChildren.delete(killGroup);
      resolvePromise({
        code,
        signal,
        stdout: Buffer.concat(out).toString('utf8'),
        stderr: Buffer.concat(err).toString('utf8'),
        wallMs,
        timedOut,
        ...(error ? { error } : {}),
      });
    });
  });
}

/**
 * Flushes the writes the kernel still holds (`sync`), so that no measured process pays for the
 * writeback of the one before it: the ×100 model alone writes 150 MB (in one test here, seed-model
 * runs right after 60 MB of writes took ~200 ms in process, ~115–160 ms after a flush).
 */
export function flushPendingWrites(): void {
  spawnSync('sync', { timeout: 60_000 });
}

const TIME_BIN = '/usr/bin/time';

function hasGnuTime(): boolean {
  if (!existsSync(TIME_BIN)) return false;
  const probe = spawnSync(TIME_BIN, ['-v', 'true'], { encoding: 'utf8', timeout: 5_000 });
  return probe.status === 0 && /Maximum resident set size/.test(probe.stderr ?? '');
}

/** Whether peak memory can be measured (GNU time). */
export const USE_TIME = hasGnuTime();

/** A Node process, under GNU time when available: `[command, args]` for runChild. */
export function nodeCommand(nodeArgs: readonly string[]): [string, string[]] {
  return USE_TIME ? [TIME_BIN, ['-v', process.execPath, ...nodeArgs]] : [process.execPath, [...nodeArgs]];
}

export function peakRssKb(stderr: string): number | undefined {
  const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(stderr);
  return rss ? Number(rss[1]) : undefined;
}

/** The child's own error lines, without GNU time's report. */
export function ownErrorLines(stderr: string): string {
  return stderr
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('\t') && !l.startsWith('Command exited with'))
    .slice(0, 8)
    .join('\n');
}

export interface FolderSize {
  files: number;
  bytes: number;
}

export function folderSize(dir: string): FolderSize {
  if (!existsSync(dir)) return { files: 0, bytes: 0 };
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files++;
    bytes += statSync(join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}

export function fmtBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${fmt(bytes / 1024 / 1024, 1)} MB` : `${fmt(bytes / 1024, 0)} KB`;
}

/** A wall-clock budget shared by the sections of one benchmark run. */
export class Budget {
  private readonly start = performance.now();
  constructor(private readonly totalMs: number) {}
  elapsed(): number {
    return performance.now() - this.start;
  }
  remaining(): number {
    return this.totalMs - this.elapsed();
  }
}

/** One line of the summary table that opens bench/RESULTS.md (and that the README quotes). */
export interface SummaryRow {
  figure: string;
  measured: string;
  target: string;
  /** Undefined where there is no target to meet. */
  met?: boolean;
}

/** A section of bench/RESULTS.md and its lines in the summary. */
export interface Section {
  markdown: string;
  summary: SummaryRow[];
}
