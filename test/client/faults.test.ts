/**
 * The generated clients (v3 with an API key, v4 with OAuth) against a fault-injecting loopback
 * server (test/support/faults.ts): bad bodies, proxy pages, resets, stalls, rate limiting and
 * server errors, repeated 401s and broken token responses. Every fault ends in a typed error,
 * after exactly the attempts the retry policy allows; no rejection goes unhandled; and no
 * secret (the API key, the client secret, a token) appears in any error's message, string,
 * JSON, stack or inspected form, nor in anything the client logs, even when the server echoes
 * the credentials back.
 */
import { inspect } from 'node:util';
import type { IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiError,
  createV3Client,
  createV4Client,
  InvalidTokenError,
  NetworkError,
  OAuthError,
  TimeoutError,
  UnexpectedResponseError,
  type LogEvent,
} from '../../generated/client/dist/index.js';
import {
  proxyErrorPage,
  resetBeforeResponse,
  resetMidBody,
  respond,
  respondJson,
  stall,
  stallMidBody,
  startFaultServer,
  type Fault,
  type FaultServer,
} from '../support/faults.ts';
import { seedModel } from '../support/seed.ts';

const API_KEY = 'v3key-5f1c0e7b9d2a';
const CLIENT_SECRET = 'secret-8c2d4e6f0a1b';
/** Every token the server issues starts with this; the rest is a counter. */
const TOKEN_PREFIX = 'tok-3b9f0c71a2e4-';
const SECRETS = [API_KEY, CLIENT_SECRET, TOKEN_PREFIX];
const TOKEN_PATH = '/api/v4/oauth/token';
/** Short, so stalled cases end quickly; a working loopback call takes a few milliseconds. */
const TIMEOUT_MS = 300;
const RETRY = { idempotent: true, baseDelayMs: 1, maxRetries: 2 };

let issued = 0;
const workingToken: Fault = (_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ access_token: `${TOKEN_PREFIX}${++issued}`, token_type: 'Bearer', expires_in: 3600, scope: 'welcome:read' }));
};
const workingApi = respondJson(200, { id: 'j1', message: 'hello', owner: { id: 'u1', email: 'a@b.c' }, scopes: 'welcome:read' });

/** What a careless server writes back: whichever credential the request carried. */
function credentialOf(headers: IncomingHttpHeaders, body: string): string {
  return String(headers['x-api-key'] ?? headers.authorization ?? new URLSearchParams(body).get('client_secret') ?? '');
}

/** An error envelope that echoes the request's credential in its description and details. */
function echoingEnvelope(status: number, code: string, headers: Record<string, string> = {}): Fault {
  return (req, res) => {
    const credential = credentialOf(req.headers, req.body);
    respondJson(
      status,
      { error: code, error_description: `refused ${credential}`, message: `refused ${credential}`, details: { credential } },
      headers,
    )(req, res);
  };
}

let server: FaultServer;
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

beforeAll(async () => {
  process.on('unhandledRejection', onUnhandled);
  server = await startFaultServer(TOKEN_PATH, workingToken, workingApi);
});

afterAll(async () => {
  await server.close();
  // Rejections are reported after the microtask queue drains; give them a turn of the event loop.
  await new Promise((resolve) => setTimeout(resolve, 50));
  process.off('unhandledRejection', onUnhandled);
  expect(unhandled).toEqual([]);
});

/** Whether the model gives the version the JSON error envelope. */
const envelopeOf = (version: string) => seedModel().views.find((v) => v.id === version)!.usesErrorEnvelope;

interface ClientUnderTest {
  name: 'v3' | 'v4';
  /** Calls one idempotent GET; resolves with the error it ended in. */
  fail(options: { retry?: typeof RETRY; timeoutMs?: number; logger: (event: LogEvent) => void }): Promise<unknown>;
}

const CLIENTS: ClientUnderTest[] = [
  {
    name: 'v3',
    fail: (options) =>
      createV3Client({ baseUrl: server.origin, tenant: 'acme', apiKey: API_KEY, ...options })
        .getJob({ path: { id: 'j1' } })
        .then(
          () => 'resolved',
          (e: unknown) => e,
        ),
  },
  {
    name: 'v4',
    fail: (options) =>
      createV4Client({ baseUrl: server.origin, tenant: 'acme', clientId: 'acme-full', clientSecret: CLIENT_SECRET, ...options })
        .getWelcome()
        .then(
          () => 'resolved',
          (e: unknown) => e,
        ),
  },
];

/** No secret in anything a caller or a log could show of the error or the events. */
function expectNothingSecret(error: unknown, events: readonly LogEvent[]): void {
  const e = error as Error;
  const shown = [e.message, String(e), JSON.stringify(e), e.stack ?? '', inspect(e, { depth: 10 }), JSON.stringify(events)];
  for (const text of shown) for (const secret of SECRETS) expect(text).not.toContain(secret);
}

type ErrorClass = abstract new (...args: never[]) => Error;

interface FaultCase {
  name: string;
  fault: Fault;
  error: ErrorClass;
  status?: number;
  code?: string;
  /** Attempts with retries on: network errors and 502/503/504 on a GET are retried. */
  retried?: boolean;
}

const API_FAULTS: FaultCase[] = [
  {
    name: 'malformed JSON',
    fault: respond(200, 'application/json', '{"id": "j1", "status": '),
    error: UnexpectedResponseError,
    status: 200,
    code: 'unexpected_response',
  },
  {
    name: 'JSON cut short, correctly framed',
    fault: respond(200, 'application/json', JSON.stringify({ id: 'j1', items: Array(50).fill('x') }).slice(0, 60)),
    error: UnexpectedResponseError,
    status: 200,
  },
  { name: 'JSON sent as text/plain', fault: respond(200, 'text/plain', '{"id": "j1"}'), error: UnexpectedResponseError, status: 200 },
  {
    name: 'an HTML page with status 200 (a captive portal)',
    fault: respond(200, 'text/html', '<html><body>Sign in to the network</body></html>'),
    error: UnexpectedResponseError,
    status: 200,
  },
  {
    name: 'an HTML error page from a proxy, echoing the request (502)',
    fault: proxyErrorPage(502),
    error: UnexpectedResponseError,
    status: 502,
    code: 'http_502',
    retried: true,
  },
  { name: 'an empty 200 body', fault: respond(200, 'application/json', ''), error: UnexpectedResponseError, status: 200 },
  { name: 'an empty 500 body without a content type', fault: respond(500, undefined, ''), error: UnexpectedResponseError, status: 500, code: 'http_500' },
  { name: 'the connection reset before the response', fault: resetBeforeResponse, error: NetworkError, retried: true },
  { name: 'the connection reset in the middle of the body', fault: resetMidBody('{"id": "j1", "title": '), error: NetworkError, retried: true },
  { name: 'a response that never comes', fault: stall, error: TimeoutError },
  { name: 'a body that stops halfway', fault: stallMidBody('{"id": '), error: TimeoutError },
  { name: '429 without Retry-After', fault: echoingEnvelope(429, 'rate_limited'), error: ApiError, status: 429, code: 'rate_limited' },
  { name: '429 with Retry-After', fault: echoingEnvelope(429, 'rate_limited', { 'retry-after': '1' }), error: ApiError, status: 429, code: 'rate_limited' },
  { name: '500 with an error envelope', fault: echoingEnvelope(500, 'internal_error'), error: ApiError, status: 500 },
  { name: '503 with Retry-After', fault: echoingEnvelope(503, 'unavailable', { 'retry-after': '120' }), error: ApiError, status: 503, retried: true },
  { name: '504 from a gateway', fault: respond(504, 'text/plain', 'Gateway Timeout'), error: UnexpectedResponseError, status: 504, retried: true },
];

describe.each(CLIENTS)('$name client under API faults', (client) => {
  describe.each([
    { mode: 'without retries', retry: undefined },
    { mode: 'with retries of idempotent calls', retry: RETRY },
  ])('$mode', ({ retry }) => {
    it.each(API_FAULTS)('$name → $error.name', async (c) => {
      server.inject({ api: c.fault });
      const events: LogEvent[] = [];
      const error = await client.fail({ timeoutMs: TIMEOUT_MS, logger: (e) => events.push(e), ...(retry ? { retry } : {}) });
      // A version whose error bodies the model leaves unspecified classes every error response by its status alone.
      const byStatus = !envelopeOf(client.name) && c.status !== undefined && c.status >= 400;
      expect(error).toBeInstanceOf(byStatus ? ApiError : c.error);
      if (c.status !== undefined) expect(error).toMatchObject({ status: c.status });
      if (byStatus) expect(error).toMatchObject({ code: `http_${c.status!}` });
      else if (c.code !== undefined) expect(error).toMatchObject({ code: c.code });
      // Bounded and documented: only network errors and 502/503/504 on a GET, at most maxRetries more.
      const attempts = retry && c.retried ? 1 + retry.maxRetries : 1;
      expect(server.apiRequests()).toHaveLength(attempts);
      expect(events.filter((e) => e.type === 'retry')).toHaveLength(attempts - 1);
      expectNothingSecret(error, events);
    });
  });
});

describe('401 twice in a row', () => {
  it('v4: one new token and one retry, then InvalidTokenError', async () => {
    server.inject({ api: echoingEnvelope(401, 'invalid_token') });
    const events: LogEvent[] = [];
    const error = await CLIENTS[1]!.fail({ logger: (e) => events.push(e), retry: RETRY });
    expect(error).toBeInstanceOf(InvalidTokenError);
    expect(server.apiRequests()).toHaveLength(2);
    expect(server.tokenRequests()).toHaveLength(2);
    const [first, second] = server.apiRequests().map((r) => r.headers.authorization);
    expect(first).not.toBe(second);
    expectNothingSecret(error, events);
  });

  it('v3: an API key cannot be renewed, so the first 401 is final', async () => {
    server.inject({ api: (req, res) => respondJson(401, { message: `invalid key ${credentialOf(req.headers, req.body)}` })(req, res) });
    const events: LogEvent[] = [];
    const error = await CLIENTS[0]!.fail({ logger: (e) => events.push(e), retry: RETRY });
    expect(error).toBeInstanceOf(InvalidTokenError);
    expect(error).toMatchObject({ status: 401, code: 'http_401', description: 'invalid key [redacted]' });
    expect(server.apiRequests()).toHaveLength(1);
    expectNothingSecret(error, events);
  });
});

const TOKEN_FAULTS: FaultCase[] = [
  {
    name: 'a token response that is not JSON',
    fault: respond(200, 'application/json', `{"access_token": "${TOKEN_PREFIX}x", "token_type": "Bea`),
    error: UnexpectedResponseError,
    code: 'invalid_token_response',
  },
  {
    name: 'no expires_in',
    fault: respondJson(200, { access_token: `${TOKEN_PREFIX}x`, token_type: 'Bearer' }),
    error: UnexpectedResponseError,
    code: 'invalid_token_response',
  },
  {
    name: 'expires_in as a string',
    fault: respondJson(200, { access_token: `${TOKEN_PREFIX}x`, token_type: 'Bearer', expires_in: '3600' }),
    error: UnexpectedResponseError,
    code: 'invalid_token_response',
  },
  {
    name: 'a MAC token',
    fault: respondJson(200, { access_token: `${TOKEN_PREFIX}x`, token_type: 'mac', expires_in: 3600 }),
    error: UnexpectedResponseError,
    code: 'invalid_token_response',
  },
  {
    name: 'no token_type',
    fault: respondJson(200, { access_token: `${TOKEN_PREFIX}x`, expires_in: 3600 }),
    error: UnexpectedResponseError,
    code: 'invalid_token_response',
  },
  { name: 'an empty 200 body', fault: respond(200, 'application/json', ''), error: UnexpectedResponseError, code: 'invalid_token_response' },
  // Not retried: the retry policy looks at the call's own response; a token endpoint's 502 is a bad token response.
  { name: 'an HTML error page from a proxy, echoing the form (502)', fault: proxyErrorPage(502), error: UnexpectedResponseError, status: 502 },
  { name: 'invalid_client echoing the client secret', fault: echoingEnvelope(400, 'invalid_client'), error: OAuthError, status: 400, code: 'invalid_client' },
  { name: 'a 503 OAuth error', fault: respondJson(503, { error: 'temporarily_unavailable' }), error: OAuthError, status: 503 },
  { name: 'the connection reset', fault: resetBeforeResponse, error: NetworkError, retried: true },
  { name: 'a token response that never comes', fault: stall, error: TimeoutError },
];

describe('v4 client under token endpoint faults', () => {
  it.each(TOKEN_FAULTS)('$name → $error.name, and the next call gets a token', async (c) => {
    server.inject({ token: c.fault });
    const events: LogEvent[] = [];
    const client = createV4Client({
      baseUrl: server.origin,
      tenant: 'acme',
      clientId: 'acme-full',
      clientSecret: CLIENT_SECRET,
      timeoutMs: TIMEOUT_MS,
      logger: (e) => events.push(e),
    });
    const error = await client.getWelcome().then(
      () => 'resolved',
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(c.error);
    if (c.status !== undefined) expect(error).toMatchObject({ status: c.status });
    if (c.code !== undefined) expect(error).toMatchObject({ code: c.code });
    // Without retries the token request is made once and the API never called.
    expect(server.tokenRequests()).toHaveLength(1);
    expect(server.apiRequests()).toHaveLength(0);
    expectNothingSecret(error, events);

    // A failed token request is not remembered: with the endpoint working again, the same client recovers.
    server.inject({});
    await expect(client.getWelcome()).resolves.toMatchObject({ message: 'hello' });
  });

  it.each(TOKEN_FAULTS)('$name, with retries on: $error.name after the attempts the policy allows', async (c) => {
    server.inject({ token: c.fault });
    const events: LogEvent[] = [];
    const client = createV4Client({
      baseUrl: server.origin,
      tenant: 'acme',
      clientId: 'acme-full',
      clientSecret: CLIENT_SECRET,
      timeoutMs: TIMEOUT_MS,
      retry: RETRY,
      logger: (e) => events.push(e),
    });
    const error = await client.getWelcome().then(
      () => 'resolved',
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(c.error);
    // A network error while fetching the token fails the attempt like any network error.
    expect(server.tokenRequests()).toHaveLength(c.retried ? 1 + RETRY.maxRetries : 1);
    expect(server.apiRequests()).toHaveLength(0);
    expectNothingSecret(error, events);
  });
});
