/**
 * `verify <base-url> --credentials <file> [options]`: the model's rules tested against a running
 * server. Exit 0 when no check fails, 1 when one does, 2 when the run cannot be made (usage, an
 * unreadable credentials file, an unknown version, a server that does not answer), with one line
 * saying why. Never prints a secret: every message and repro goes through the client's redaction.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { readOptions, UsageError } from '../model/command-line.ts';
import { ALL_CHECKS } from './checks/index.ts';
import { CredentialsError, readCredentials } from './credentials.ts';
import type { HttpLimits } from './http.ts';
import { loadVerifyModel, ModelUnusable } from './model.ts';
import { jsonReport, junitReport, textReport } from './report.ts';
import { locateObservations, suggestReport } from './suggest.ts';
import { CannotRun, runVerify } from './run.ts';

export const VERIFY_HELP = `Usage: npm run verify -- <base-url> --credentials <file> [options]   (or: node scripts/cli.mjs verify …)

Tests a running server against the model: tenant and own domain, authentication, scopes and
granted scopes, responses against the published documents, lists and their orders, records,
tenant isolation, methods a path does not take, /help, the workflow, deprecation headers,
robustness.

Options:
  --credentials <file>  Tenants with their API keys, OAuth clients, own domain and the records verify is given (the shape of sandbox/demo.yaml)
  --version <id>        Verify only this version (repeatable; default: every version)
  --only <check-id>     Run only this check, or family (\`tenant\`, \`scope.insufficient\`; repeatable)
  --allow-writes        Also send the operations that change data, to records verify creates or is given (off: only safe
                        methods, the token operation, and methods a path does not take at a record that does not exist)
  --max-requests <n>    Send at most n requests (default 2000)
  --rate <n>/s          At most n requests a second (default 20 against a remote host, no limit on loopback)
  --timeout-ms <n>      Time-out of one request (default 10000)
  --json                Print the result as JSON
  --suggest             Also print the model edits that state what was observed, per open question (YAML to paste)
  --junit <file>        Also write JUnit XML for CI
  --spec <dir>          Model folder (default: spec)

Exit codes: 0 no check failed, 1 a check failed, 2 the run cannot be made (the reason is printed).

Checks: ${ALL_CHECKS.map((c) => c.id).join(', ')}`;

export interface VerifyOptions {
  baseUrl: string;
  credentials: string;
  versions: string[];
  only: string[];
  allowWrites: boolean;
  maxRequests: number;
  rate: number | undefined;
  timeoutMs: number;
  json: boolean;
  suggest: boolean;
  junit: string | undefined;
  spec: string;
}

const DEFAULT_MAX_REQUESTS = 2000;
/** Requests a second against a host that is not this machine. */
const DEFAULT_REMOTE_RATE = 20;
const DEFAULT_TIMEOUT_MS = 10_000;

/** What a run against a server on this machine gets when no flag says otherwise (tests and benches run so). */
export const LOOPBACK_DEFAULTS: HttpLimits = { maxRequests: DEFAULT_MAX_REQUESTS, rate: undefined, timeoutMs: DEFAULT_TIMEOUT_MS };

const positive = (flag: string, text: string): number => {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`${flag} needs a positive whole number, not ${text}`);
  return n;
};

function isLoopback(url: URL): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127\./.test(host);
}

export function parseVerifyArgs(argv: readonly string[]): VerifyOptions | 'help' {
  let baseUrl: string | undefined;
  let rate: number | undefined;
  const options: Omit<VerifyOptions, 'baseUrl' | 'rate'> = {
    credentials: '',
    versions: [],
    only: [],
    allowWrites: false,
    maxRequests: DEFAULT_MAX_REQUESTS,
    timeoutMs: DEFAULT_TIMEOUT_MS,
    json: false,
    suggest: false,
    junit: undefined,
    spec: 'spec',
  };
  const help = readOptions(argv, {
    flags: {
      '--allow-writes': () => (options.allowWrites = true),
      '--json': () => (options.json = true),
      '--suggest': () => (options.suggest = true),
    },
    values: {
      '--credentials': (v) => (options.credentials = v),
      '--version': (v) => options.versions.push(v),
      '--only': (v) => options.only.push(...v.split(',')),
      '--junit': (v) => (options.junit = v),
      '--spec': (v) => (options.spec = v),
      '--max-requests': (v, flag) => (options.maxRequests = positive(flag, v)),
      '--timeout-ms': (v, flag) => (options.timeoutMs = positive(flag, v)),
      '--rate': (v, flag) => (rate = positive(flag, v.replace(/\/s$/, ''))),
    },
    positional(arg) {
      if (baseUrl !== undefined) return false;
      baseUrl = arg;
      return true;
    },
  });
  if (help) return 'help';
  if (baseUrl === undefined) throw new UsageError('verify needs the server’s base URL');
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new UsageError(`not a URL: ${baseUrl}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError(`the base URL must be http or https, not ${url.protocol}`);
  if (options.json && options.suggest) throw new UsageError('--suggest prints YAML; --json already lists the observations');
  if (options.credentials === '') throw new UsageError('verify needs --credentials <file>');
  const known = new Set(ALL_CHECKS.flatMap((c) => [c.id, c.id.split('.')[0]!]));
  const unknown = options.only.find((o) => !known.has(o));
  if (unknown !== undefined) throw new UsageError(`--only ${unknown}: not a check; the checks are ${ALL_CHECKS.map((c) => c.id).join(', ')}`);
  return { ...options, baseUrl: baseUrl.replace(/\/+$/, ''), rate: rate ?? (isLoopback(url) ? undefined : DEFAULT_REMOTE_RATE) };
}

export async function verifyCommand(argv: readonly string[]): Promise<number> {
  let options: VerifyOptions | 'help';
  try {
    options = parseVerifyArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`error: ${error.message}\n\n${VERIFY_HELP}`);
    return 2;
  }
  if (options === 'help') {
    console.log(VERIFY_HELP);
    return 0;
  }
  const start = performance.now();
  try {
    const model = loadVerifyModel(resolve(options.spec));
    const unknown = options.versions.find((v) => !model.views.some((view) => view.id === v));
    if (unknown !== undefined) throw new CannotRun(`unknown version ${unknown}; the model has ${model.views.map((v) => v.id).join(', ')}`);
    const views = options.versions.length > 0 ? model.views.filter((v) => options.versions.includes(v.id)) : model.views;
    const tenants = readCredentials(
      options.credentials,
      model.resolved.scopes.map((s) => s.name),
    );
    const result = await runVerify(model, {
      baseUrl: options.baseUrl,
      tenants,
      views,
      allowWrites: options.allowWrites,
      only: options.only,
      limits: { maxRequests: options.maxRequests, rate: options.rate, timeoutMs: options.timeoutMs },
    });
    locateObservations(model.resolved.provenance, result.observations);
    if (options.junit) writeFileSync(options.junit, junitReport(result));
    console.log(options.json ? jsonReport(result) : textReport(result, (performance.now() - start) / 1000));
    if (options.suggest)
      console.log(
        `\n${suggestReport(resolve(options.spec), model.resolved.provenance, result.observations, result.target, new Date().toISOString().slice(0, 10))}`,
      );
    return result.summary.fail > 0 ? 1 : 0;
  } catch (error) {
    if (error instanceof CannotRun || error instanceof CredentialsError || error instanceof ModelUnusable) {
      console.error(`error: ${error.message}`);
      return 2;
    }
    throw error;
  }
}
