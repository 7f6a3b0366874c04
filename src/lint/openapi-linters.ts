/**
 * Runs the published-document checks with the project's own devDependencies:
 * @readme/openapi-parser (validity), Redocly (recommended-strict) and Spectral
 * ([spectral:oas, all] and the OWASP API Security ruleset). Used by `npm run lint` and the tests.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { validate } from '@readme/openapi-parser';

const run = promisify(execFile);
const BIN = join(process.cwd(), 'node_modules', '.bin');
/** No telemetry, no update checks: CI has no network but the registries. */
const QUIET_ENV = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };

export interface LintCount {
  errors: number;
  warnings: number;
  messages: string[];
}

export async function parserErrors(file: string): Promise<string[]> {
  const result = await validate(file);
  return result.valid ? [] : (result.errors ?? []).map((e) => `${file}: ${e.message}`);
}

/** The linters exit non-zero when they find problems; their JSON report is what we read. */
async function stdoutOf(command: string, args: readonly string[]): Promise<string> {
  try {
    const { stdout } = await run(join(BIN, command), args, { env: QUIET_ENV, maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    return (error as { stdout?: string }).stdout ?? '';
  }
}

/** Redocly prints one JSON report per file, so each file is linted on its own and the totals summed. */
export async function redoclyLint(files: readonly string[]): Promise<LintCount> {
  const total: LintCount = { errors: 0, warnings: 0, messages: [] };
  for (const file of files) {
    const stdout = await stdoutOf('redocly', ['lint', '--extends', 'recommended-strict', '--format', 'json', file]);
    const report = JSON.parse(stdout.slice(stdout.indexOf('{'))) as {
      totals: { errors: number; warnings: number };
      problems: { ruleId: string; message: string; location?: { pointer?: string }[] }[];
    };
    total.errors += report.totals.errors;
    total.warnings += report.totals.warnings;
    total.messages.push(...report.problems.map((p) => `${file} ${p.ruleId}: ${p.message} (${p.location?.[0]?.pointer ?? ''})`));
  }
  return total;
}

export interface SpectralFinding {
  code: string;
  severity: number;
  message: string;
  source: string;
  path: string[];
}

export async function spectralLint(ruleset: string, files: readonly string[]): Promise<SpectralFinding[]> {
  // Spectral appends a human summary to stdout, so the JSON report goes to a file.
  const dir = mkdtempSync(join(tmpdir(), 'spectral-'));
  try {
    const output = join(dir, 'report.json');
    await stdoutOf('spectral', ['lint', '-r', ruleset, '-f', 'json', '-o', output, '--fail-severity', 'error', ...files]);
    return JSON.parse(readFileSync(output, 'utf8')) as SpectralFinding[];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Spectral severities: 0 error, 1 warning, 2 info, 3 hint. */
export const SPECTRAL_ERROR = 0;
