/**
 * Every request `verify` sends goes through here: one at a time, at most `maxRequests` of them,
 * no faster than `rate` a second (no limit on loopback), each bounded by `timeoutMs`. Five network
 * failures in a row stop the run: the server is gone, and every further check would only say so.
 * Each exchange carries a `curl` that repeats it, with every secret masked by the client's
 * redaction (src/runtime/redact.ts).
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { redactHeaders, redactSecrets, redactText } from '../runtime/redact.ts';

export interface HttpRequest {
  method: string;
  url: string;
  /** Lower-case names. A `host` header is sent as given (an organisation's own domain at the server's address). */
  headers: Record<string, string>;
  body?: string;
}

/** What came back: status, lower-case header names, the body as text. */
interface Answer {
  status: number;
  headers: Record<string, string>;
  text: string;
}

export interface Exchange {
  version: string;
  /** The operation id, or the path where the request names none. */
  operation: string;
  request: HttpRequest;
  status: number;
  /** Response headers, lower-case names. */
  headers: Record<string, string>;
  /** The media type without parameters (`application/json`), empty when none was sent. */
  mediaType: string;
  text: string;
  /** The parsed body where it is JSON, else undefined. */
  json: unknown;
  repro: string;
}

export interface HttpLimits {
  maxRequests: number;
  /** Requests a second; undefined for no limit. */
  rate: number | undefined;
  timeoutMs: number;
}

/** Consecutive network failures after which the run stops. */
export const MAX_CONSECUTIVE_FAILURES = 5;

/** The run's request budget is spent: the checks still to run are skipped. */
export class BudgetSpent extends Error {
  override readonly name = 'BudgetSpent';
}

/** The server stopped answering: the run cannot go on (exit 2). */
export class Unreachable extends Error {
  override readonly name = 'Unreachable';
}

/** One request got no answer (reset, refused, timed out). */
export class NoAnswer extends Error {
  override readonly name = 'NoAnswer';
  constructor(
    message: string,
    readonly repro: string,
  ) {
    super(message);
  }
}

const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

export class Http {
  private sent = 0;
  private failuresInARow = 0;
  private nextStart = 0;
  /** Secret values (keys, client secrets, tokens): masked wherever they would be shown. */
  private readonly secrets: string[] = [];
  private readonly secretHeaders: string[] = [];
  readonly exchanges: Exchange[] = [];

  constructor(private readonly limits: HttpLimits) {}

  get requestCount(): number {
    return this.sent;
  }

  addSecrets(...values: string[]): void {
    for (const value of values) if (value && !this.secrets.includes(value)) this.secrets.push(value);
  }

  addSecretHeader(name: string): void {
    this.secretHeaders.push(name);
  }

  /** Masks every known secret in text the server sent (servers echo requests). */
  mask(text: string): string {
    return redactText(redactSecrets(text, this.secrets));
  }

  curl(request: HttpRequest): string {
    const headers = redactHeaders(request.headers, this.secretHeaders);
    const parts = ['curl -sS -i', `-X ${request.method}`, quote(this.mask(request.url))];
    for (const [name, value] of Object.entries(headers)) parts.push(`-H ${quote(`${name}: ${this.mask(value)}`)}`);
    if (request.body !== undefined) parts.push(`--data-binary ${quote(this.mask(request.body))}`);
    return parts.join(' ');
  }

  async send(version: string, operation: string, request: HttpRequest): Promise<Exchange> {
    if (this.sent >= this.limits.maxRequests) throw new BudgetSpent(`the request budget (--max-requests ${this.limits.maxRequests}) is spent`);
    await this.pace();
    this.sent++;
    const repro = this.curl(request);
    let answer: Answer;
    try {
      answer = request.headers.host !== undefined ? await sendWithHost(request, this.limits.timeoutMs) : await sendWithFetch(request, this.limits.timeoutMs);
    } catch (error) {
      this.failuresInARow++;
      const reason = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
      if (this.failuresInARow >= MAX_CONSECUTIVE_FAILURES)
        throw new Unreachable(`${MAX_CONSECUTIVE_FAILURES} requests in a row got no answer (the last: ${this.mask(reason)})`);
      throw new NoAnswer(`no answer from the server: ${this.mask(reason)}`, repro);
    }
    this.failuresInARow = 0;
    const { headers, text } = answer;
    const mediaType = (headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    let json: unknown;
    if (/[/+]json$/.test(mediaType)) {
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
    }
    const exchange: Exchange = { version, operation, request, status: answer.status, headers, mediaType, text, json, repro };
    this.exchanges.push(exchange);
    return exchange;
  }

  private async pace(): Promise<void> {
    if (this.limits.rate === undefined) return;
    const now = Date.now();
    const wait = this.nextStart - now;
    this.nextStart = Math.max(now, this.nextStart) + 1000 / this.limits.rate;
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

async function sendWithFetch(request: HttpRequest, timeoutMs: number): Promise<Answer> {
  const response = await fetch(request.url, {
    method: request.method,
    headers: request.headers,
    ...(request.body !== undefined ? { body: request.body } : {}),
    redirect: 'manual',
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => (headers[name] = value));
  return { status: response.status, headers, text };
}

/**
 * Fetch sets `Host` from the URL and ignores one given: a request with its own `Host` (an
 * organisation's own domain, sent to the server's address) goes through Node's http client,
 * which sends the header as given (and names the host to TLS for https).
 */
function sendWithHost(request: HttpRequest, timeoutMs: number): Promise<Answer> {
  const url = new URL(request.url);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const servername = request.headers.host!.replace(/:\d+$/, '');
  return new Promise((resolve, reject) => {
    const outgoing = send(
      url,
      { method: request.method, headers: request.headers, timeout: timeoutMs, ...(url.protocol === 'https:' ? { servername } : {}) },
      (response: IncomingMessage) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(response.headers))
            if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
          resolve({ status: response.statusCode ?? 0, headers, text: Buffer.concat(chunks).toString('utf8') });
        });
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}
