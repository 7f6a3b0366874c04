/**
 * Every encoding of a secret a server or a fetch implementation may quote back (as sent,
 * percent-encoded, form-encoded with `+` for a space, base64 inside a Basic header) is masked in
 * errors and in what the client logs; a `client_secret=` the client cannot recognise as its own
 * (quoted in an encoding it does not know) is masked by its field name. The packed client's
 * JavaScript over real HTTP on loopback.
 */
import { inspect } from 'node:util';
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, createV4Client, NetworkError, OAuthError, UnexpectedResponseError, type LogEvent } from '../../generated/client/dist/index.js';
import { json, startLoopback, type Loopback, type RecordedRequest } from '../support/loopback.ts';

const CLIENT_ID = 'acme-full';
/** A space, a slash, a plus, a tilde and an exclamation mark: each encoding writes it differently. */
const SECRET = 'S3cr/et 8c2d+4e6f~0a!';
const basic = (id: string, secret: string) => Buffer.from(`${id}:${secret}`).toString('base64');
const ENCODINGS = {
  raw: SECRET,
  percent: encodeURIComponent(SECRET),
  'percent, lower-case hex': encodeURIComponent(SECRET).replace(/%[0-9A-F]{2}/g, (e) => e.toLowerCase()),
  form: new URLSearchParams({ s: SECRET }).toString().slice(2),
  'base64 in a Basic header': `Basic ${basic(CLIENT_ID, SECRET)}`,
  base64: Buffer.from(SECRET).toString('base64'),
};

/** Every form a secret could take in the text: none may remain. */
const FORBIDDEN = [...Object.values(ENCODINGS), basic(CLIENT_ID, SECRET)];

let server: Loopback;
let tokenAnswer: (req: RecordedRequest, res: ServerResponse) => void;
let apiAnswer: (req: RecordedRequest, res: ServerResponse) => void;

beforeAll(async () => {
  server = await startLoopback((req, res) => (req.url === '/api/v4/oauth/token' ? tokenAnswer(req, res) : apiAnswer(req, res)));
});
afterAll(() => server.close());
beforeEach(() => {
  tokenAnswer = (_req, res) => json(res, 200, { access_token: 'tok-0f3a9c', token_type: 'Bearer', expires_in: 3600, scope: 'welcome:read' });
  apiAnswer = (_req, res) => json(res, 200, { message: 'hi', owner: { id: 'u', email: 'e' }, scopes: '' });
});

const client = (extra: Partial<Parameters<typeof createV4Client>[0]> = {}) =>
  createV4Client({ baseUrl: server.origin, tenant: 'acme', clientId: CLIENT_ID, clientSecret: SECRET, ...extra } as Parameters<typeof createV4Client>[0]);

function shown(error: unknown, events: readonly LogEvent[] = []): string {
  const e = error as Error;
  return [e.message, String(e), JSON.stringify(e), e.stack ?? '', inspect(e, { depth: 10 }), JSON.stringify(events)].join('\n');
}

function expectMasked(text: string): void {
  for (const form of FORBIDDEN) expect(text).not.toContain(form);
  expect(text).toContain('[redacted]');
}

describe('every encoding of the client secret is masked', () => {
  it.each(Object.entries(ENCODINGS))('%s, quoted by the token endpoint', async (_encoding, quoted) => {
    tokenAnswer = (_req, res) => json(res, 401, { error: 'invalid_client', error_description: `client authentication failed for ${quoted}` });
    const error = await client()
      .getWelcome()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OAuthError);
    expectMasked(shown(error));
  });

  it.each(Object.entries(ENCODINGS))('%s, quoted by an API error envelope', async (_encoding, quoted) => {
    apiAnswer = (_req, res) => json(res, 400, { error: 'invalid_request', error_description: `echo: ${quoted}`, details: { echoed: [quoted] } });
    const error = await client()
      .getWelcome()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expectMasked(shown(error));
  });

  it.each(Object.entries(ENCODINGS))('%s, in the message of a failing fetch, in the error and in the log', async (_encoding, quoted) => {
    const events: LogEvent[] = [];
    const failing: typeof fetch = async (input, init) => {
      if (String(input).endsWith('/oauth/token')) return fetch(input, init);
      throw new TypeError(`could not send (credentials ${quoted})`);
    };
    const error = await client({ fetch: failing, retry: { idempotent: true, baseDelayMs: 1, maxRetries: 1 }, logger: (e) => events.push(e) })
      .getWelcome()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(events.some((e) => e.type === 'retry')).toBe(true);
    expectMasked(shown(error, events));
  });
});

describe('a client_secret field the client cannot recognise as its own', () => {
  it('is masked by its name in the raw text an error keeps', async () => {
    // Encoded twice: no encoding the client knows of its secret, yet still the secret.
    const twice = encodeURIComponent(encodeURIComponent(SECRET));
    tokenAnswer = (_req, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end(`<html>proxy could not forward grant_type=client_credentials&client_secret=${twice}&client_id=${CLIENT_ID}</html>`);
    };
    const error = await client()
      .getWelcome()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnexpectedResponseError);
    const { rawText } = error as UnexpectedResponseError;
    expect(rawText).toContain('client_secret=[redacted]');
    expect(`${rawText ?? ''}\n${shown(error)}`).not.toContain(twice);
  });
});
