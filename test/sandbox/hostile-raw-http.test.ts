/**
 * More hostile input against the sandbox, sent as raw bytes on a socket (no HTTP library in
 * between to escape, reject or normalise anything): malformed and oddly typed bodies, wrong and
 * missing content types, oversized bodies, URLs and headers, prototype-pollution keys in deep
 * queries, JSON bodies and forms, path traversal, invalid UTF-8 in the path, the query and the
 * body, deep and wide `filter[...]`/`or[]` nesting, very long scope lists, duplicated form
 * fields and twice-escaped secrets in token requests.
 *
 * Every answer: no 5xx; a v4 error is the published envelope (checked against the document
 * where it documents the operation and status, else against its ErrorEnvelope schema, with a
 * snake_case code); no stack frame or internal path; Object.prototype untouched; and the
 * server serves a normal request afterwards. test/sandbox/hostile.test.ts holds the first corpus.
 */
import { connect } from 'node:net';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxModel } from '../../src/demo/model-facts.ts';
import { Store } from '../../src/demo/store.ts';
import { Conformance } from '../support/conformance.ts';
import { REPO, seedModel } from '../support/seed.ts';
import { startSandbox } from '../support/sandbox-server.ts';

let app: FastifyInstance;
let port: number;
let token: string;
const conformance = new Conformance(['v4']);
/** What every object inherits, before any attack: a polluting attack would add to it. */
const inherited = () => [Object.prototype, Array.prototype, Function.prototype].map((proto) => Object.getOwnPropertyNames(proto).sort().join(' '));
const inheritedBefore = inherited();

beforeAll(async () => {
  const { resolved, views } = seedModel();
  ({ app, port } = await startSandbox({ store: Store.fromFile(join(REPO, 'sandbox', 'demo.yaml')), model: sandboxModel(resolved, views) }));
  const response = await send(
    request('POST', '/api/v4/oauth/token', { ...TENANT, ...FORM }, 'grant_type=client_credentials&client_id=acme-full&client_secret=acme-full-secret'),
  );
  token = (JSON.parse(response.body) as { access_token: string }).access_token;
});
afterAll(() => app.close());

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const TENANT = { 'service-tenant-id': 'acme' };
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const JSON_TYPE = { 'content-type': 'application/json' };
const bearer = () => ({ ...TENANT, authorization: `Bearer ${token}` });

/** An HTTP/1.1 request as bytes; `Content-Length` is the body's unless given. */
function request(method: string, target: string | Buffer, headers: Record<string, string>, body: string | Buffer = ''): Buffer {
  const payload = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  const lines = Object.entries({ host: '127.0.0.1', connection: 'close', 'content-length': String(payload.length), ...headers }).map(([k, v]) => `${k}: ${v}`);
  const head = Buffer.concat([
    Buffer.from(`${method} `),
    typeof target === 'string' ? Buffer.from(target, 'latin1') : target,
    Buffer.from(` HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`),
  ]);
  return Buffer.concat([head, payload]);
}

function decodeChunked(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', at);
    const size = Number.parseInt(raw.subarray(at, lineEnd).toString('latin1'), 16);
    if (!size) return Buffer.concat(parts);
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

/** Writes the bytes on a fresh connection and reads the answer until the server closes it. */
function send(bytes: Buffer): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const raw = Buffer.concat(chunks);
      const split = raw.indexOf('\r\n\r\n');
      if (split < 0) return reject(new Error(`no HTTP response: ${JSON.stringify(raw.toString('latin1').slice(0, 200))}`));
      const [statusLine, ...headerLines] = raw.subarray(0, split).toString('latin1').split('\r\n');
      const headers = Object.fromEntries(headerLines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      const rest = raw.subarray(split + 4);
      const body = headers['transfer-encoding'] === 'chunked' ? decodeChunked(rest) : rest;
      resolve({ status: Number(statusLine!.split(' ')[1]), headers, body: body.toString('utf8') });
    });
    socket.end(bytes);
  });
}

interface Attack {
  name: string;
  bytes: () => Buffer;
}

const deepJson = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const INVALID_UTF8 = Buffer.from([0xc3, 0x28, 0xa0, 0xa1, 0xff, 0xfe, 0xed, 0xa0, 0x80]);
const submit = '/api/v4/projects/job-1003/submit';
const tokenRequest = (body: string | Buffer, headers: Record<string, string> = FORM) => request('POST', '/api/v4/oauth/token', { ...TENANT, ...headers }, body);
const CREDENTIALS = 'grant_type=client_credentials&client_id=acme-full&client_secret=acme-full-secret';

const ATTACKS: Attack[] = [
  // Malformed bodies
  { name: 'a JSON body cut short', bytes: () => request('POST', submit, { ...bearer(), ...JSON_TYPE }, '{"approvers": [{"step": 1, "approver_id": "u') },
  {
    name: 'a body shorter than its Content-Length',
    bytes: () => request('POST', submit, { ...bearer(), ...JSON_TYPE, 'content-length': '500' }, '{"approvers": []}'),
  },
  { name: 'an empty body declared JSON', bytes: () => request('POST', submit, { ...bearer(), ...JSON_TYPE }, '') },
  { name: 'a JSON array body', bytes: () => request('POST', submit, { ...bearer(), ...JSON_TYPE }, '[1, 2, 3]') },
  { name: 'JSON nested 10,000 deep', bytes: () => request('POST', submit, { ...bearer(), ...JSON_TYPE }, deepJson(10_000)) },
  { name: 'a number too large for a double', bytes: () => request('POST', submit, { ...bearer(), ...JSON_TYPE }, '{"approvers": [{"step": 1e400}]}') },
  {
    name: 'NUL bytes and a byte-order mark in JSON',
    bytes: () => request('POST', submit, { ...bearer(), ...JSON_TYPE }, '\ufeff{"approvers": ["\u0000"]}\u0000'),
  },
  {
    name: 'a chunked body with a bad chunk size',
    bytes: () => request('POST', submit, { ...bearer(), ...JSON_TYPE, 'transfer-encoding': 'chunked', 'content-length': '' }, 'zz\r\n{}\r\n0\r\n\r\n'),
  },
  // Wrong and missing content types
  {
    name: 'JSON declared as UTF-16',
    bytes: () => request('POST', submit, { ...bearer(), 'content-type': 'application/json; charset=utf-16' }, '{"approvers": []}'),
  },
  { name: 'a form sent to a JSON operation', bytes: () => request('POST', submit, { ...bearer(), ...FORM }, 'approvers=u1') },
  {
    name: 'multipart sent to a JSON operation',
    bytes: () =>
      request(
        'POST',
        submit,
        { ...bearer(), 'content-type': 'multipart/form-data; boundary=x' },
        '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
      ),
  },
  {
    name: 'a content type full of parameters',
    bytes: () => request('POST', submit, { ...bearer(), 'content-type': `application/json;${';a=b'.repeat(2000)}` }, '{}'),
  },
  { name: 'a token request without a content type', bytes: () => tokenRequest(CREDENTIALS, {}) },
  { name: 'a token request as text/plain', bytes: () => tokenRequest(CREDENTIALS, { 'content-type': 'text/plain' }) },
  {
    name: 'a token request as multipart',
    bytes: () =>
      tokenRequest('--x\r\nContent-Disposition: form-data; name="grant_type"\r\n\r\nclient_credentials\r\n--x--\r\n', {
        'content-type': 'multipart/form-data; boundary=x',
      }),
  },
  // Oversized bodies, URLs and headers
  { name: 'a 2 MiB form body', bytes: () => tokenRequest(`${CREDENTIALS}&pad=${'x'.repeat(2 * 1024 * 1024)}`) },
  {
    name: 'a 2 MiB body declared but not sent',
    bytes: () => request('POST', submit, { ...bearer(), ...JSON_TYPE, 'content-length': String(2 * 1024 * 1024) }, '{}'),
  },
  { name: 'a 60 KB query string', bytes: () => request('GET', `/api/v4/projects?filter[status][eq]=${'d'.repeat(60_000)}`, bearer()) },
  { name: 'headers over 16 KB', bytes: () => request('GET', '/api/v4/welcome', { ...bearer(), 'x-padding': 'y'.repeat(20_000) }) },
  {
    name: '500 headers',
    bytes: () => request('GET', '/api/v4/welcome', { ...bearer(), ...Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`x-h${i}`, 'v'])) }),
  },
  { name: 'a 20 KB bearer token', bytes: () => request('GET', '/api/v4/welcome', { ...TENANT, authorization: `Bearer ${'t'.repeat(20_000)}` }) },
  // Prototype-pollution keys
  {
    name: '__proto__ in a deep filter',
    bytes: () => request('GET', '/api/v4/projects?filter[__proto__][polluted]=1&filter[status][__proto__][polluted]=1', bearer()),
  },
  {
    name: 'constructor.prototype in a deep filter',
    bytes: () => request('GET', '/api/v4/projects?filter[constructor][prototype][polluted]=1&constructor[prototype][polluted]=1', bearer()),
  },
  {
    name: '__proto__ inside or[]',
    bytes: () => request('GET', '/api/v4/projects?or[0][__proto__][polluted]=1&or[__proto__][polluted]=1&sort[__proto__]=desc', bearer()),
  },
  { name: 'a plain __proto__ query key', bytes: () => request('GET', '/api/v4/projects?__proto__=polluted&constructor=polluted&toString=1', bearer()) },
  {
    name: '__proto__ nested in a JSON body',
    bytes: () =>
      request(
        'POST',
        submit,
        { ...bearer(), ...JSON_TYPE },
        '{"approvers": [{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}]}',
      ),
  },
  { name: '__proto__ in a token form', bytes: () => tokenRequest(`${CREDENTIALS}&__proto__=polluted&constructor[prototype][polluted]=1`) },
  // Path traversal
  { name: 'a raw ../ in the path', bytes: () => request('GET', '/api/v4/../../etc/passwd', bearer()) },
  { name: '%2e%2e%2f in the path', bytes: () => request('GET', '/api/v4/projects/%2e%2e%2f%2e%2e%2fetc%2fpasswd', bearer()) },
  { name: 'a twice-escaped traversal', bytes: () => request('GET', '/api/v4/projects/%252e%252e%252fsecret', bearer()) },
  { name: 'a backslash traversal', bytes: () => request('GET', '/api/v4/projects/..%5c..%5cwindows%5cwin.ini', bearer()) },
  { name: 'a traversal into the other version', bytes: () => request('GET', '/api/v4/../v3/jobs', bearer()) },
  { name: 'an absolute URL as the request target', bytes: () => request('GET', 'http://evil.invalid/api/v4/welcome', bearer()) },
  // Invalid UTF-8
  { name: 'raw invalid UTF-8 in the path', bytes: () => request('GET', Buffer.concat([Buffer.from('/api/v4/projects/'), INVALID_UTF8]), bearer()) },
  {
    name: 'raw invalid UTF-8 in the query',
    bytes: () => request('GET', Buffer.concat([Buffer.from('/api/v4/projects?filter[status][eq]='), INVALID_UTF8]), bearer()),
  },
  {
    name: 'escaped invalid UTF-8 in the query',
    bytes: () => request('GET', '/api/v4/projects?filter[status][eq]=%C3%28%FF&filter[%ED%A0%80][eq]=1', bearer()),
  },
  {
    name: 'invalid UTF-8 in a JSON body',
    bytes: () => request('POST', submit, { ...bearer(), ...JSON_TYPE }, Buffer.concat([Buffer.from('{"approvers": ["'), INVALID_UTF8, Buffer.from('"]}')])),
  },
  { name: 'invalid UTF-8 in a token form', bytes: () => tokenRequest(Buffer.concat([Buffer.from(`${CREDENTIALS}&scope=`), INVALID_UTF8])) },
  { name: 'invalid UTF-8 in a header', bytes: () => request('GET', '/api/v4/welcome', { ...bearer(), 'service-tenant-id': INVALID_UTF8.toString('latin1') }) },
  // Deep and wide filter[...] / or[] nesting
  { name: 'filter nested 200 deep', bytes: () => request('GET', `/api/v4/projects?filter${'[status]'.repeat(200)}=1`, bearer()) },
  { name: 'or[] nested 200 deep', bytes: () => request('GET', `/api/v4/projects?or[0]${'[or][0]'.repeat(200)}[status][eq]=1`, bearer()) },
  {
    name: '5,000 or[] groups',
    bytes: () => request('GET', `/api/v4/projects?${Array.from({ length: 5000 }, (_, i) => `or[${i}][status][eq]=draft`).join('&')}`, bearer()),
  },
  {
    name: 'an or[] index of 4,294,967,294',
    bytes: () => request('GET', '/api/v4/projects?or[4294967294][status][eq]=draft&or[99999999999999999999][status][eq]=new', bearer()),
  },
  {
    name: 'unbalanced and empty brackets',
    bytes: () => request('GET', '/api/v4/projects?filter[status[eq]=x&filter[][eq]=y&filter]=z&[]=1&filter[status][eq][]=a', bearer()),
  },
  {
    name: 'a filter that is a plain value and a tree at once',
    bytes: () => request('GET', '/api/v4/projects?filter=draft&filter[status][eq]=draft&filter[status]=new', bearer()),
  },
  // Token requests: scopes, duplicated fields, escaped secrets
  {
    name: 'a token request for 20,000 scopes',
    bytes: () => tokenRequest(`${CREDENTIALS}&scope=${Array.from({ length: 20_000 }, (_, i) => `s${i}:read`).join('+')}`),
  },
  { name: 'a token request repeating one scope 50,000 times', bytes: () => tokenRequest(`${CREDENTIALS}&scope=${'projects:read+'.repeat(50_000)}`) },
  { name: 'a duplicated grant_type', bytes: () => tokenRequest(`${CREDENTIALS}&grant_type=password`) },
  { name: 'a duplicated client_id', bytes: () => tokenRequest(`${CREDENTIALS}&client_id=globex-full`) },
  { name: 'a duplicated scope', bytes: () => tokenRequest(`${CREDENTIALS}&scope=welcome:read&scope=projects:write`) },
  { name: 'a twice-escaped client id', bytes: () => tokenRequest('grant_type=client_credentials&client_id=acme%252Dfull&client_secret=acme-full-secret') },
  {
    name: 'a twice-escaped secret in Basic credentials',
    bytes: () =>
      tokenRequest('grant_type=client_credentials', {
        ...FORM,
        authorization: `Basic ${Buffer.from('acme-full:acme%252Dfull%252Dsecret').toString('base64')}`,
      }),
  },
  {
    name: 'Basic credentials that are not base64',
    bytes: () => tokenRequest('grant_type=client_credentials', { ...FORM, authorization: 'Basic %%%not-base64%%%' }),
  },
];

const LEAK = /\bat .+:\d+:\d+|node_modules|\/work\/|\/src\/|\/generated\/|\.ts\b/;

/**
 * Problems with a v4 error answer: checked against the document where it documents the
 * operation and status (the plain-text `Tenant Unknown` included), else against its
 * ErrorEnvelope schema; a JSON envelope's `error` must be a stable code.
 */
function envelopeProblems(method: string, target: string, response: RawResponse): string[] {
  const contentType = response.headers['content-type'] ?? '';
  const isJson = /^application\/json/.test(contentType);
  const exchange = { method, url: `http://127.0.0.1${target.startsWith('/') ? target : '/'}`, status: response.status, contentType, body: response.body };
  const documented =
    isJson || contentType.startsWith('text/plain') ? conformance.problems(exchange) : [`${response.status} answered ${contentType || 'no content type'}`];
  const undocumented = documented.length === 1 && /not in the v4 document|no document serves|status not documented/.test(documented[0]!);
  if (!isJson) return undocumented ? [`${response.status} answered ${contentType || 'no content type'}, not the envelope`] : documented;
  const body = JSON.parse(response.body) as { error?: unknown };
  const problems = undocumented ? conformance.schemaProblems('v4', 'ErrorEnvelope', body) : documented;
  // Clients branch on the envelope's `error`: a stable code, not a status text.
  if (!/^[a-z][a-z_]*$/.test(String(body.error))) problems.push(`error code ${JSON.stringify(body.error)} is not a stable snake_case code`);
  return problems;
}

describe('hostile input as raw bytes', () => {
  it.each(ATTACKS.map((a) => [a.name, a] as const))('%s: no 5xx, the envelope, nothing leaks, no pollution', async (_, attack) => {
    const bytes = attack.bytes();
    const [method, target] = bytes.subarray(0, bytes.indexOf('\r\n')).toString('latin1').split(' ') as [string, string];
    const response = await send(bytes);
    expect(response.status, response.body).toBeGreaterThanOrEqual(200);
    expect(response.status, response.body).toBeLessThan(500);
    expect(response.body).not.toMatch(LEAK);
    expect(Object.keys(response.headers).join(' ')).not.toMatch(/x-powered-by/);
    expect(inherited()).toEqual(inheritedBefore);
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
    if (response.status >= 400)
      expect(envelopeProblems(method, target, response), `${response.status} ${JSON.stringify(response.headers)} ${response.body.slice(0, 300)}`).toEqual([]);
  });

  it('still serves a normal request afterwards', async () => {
    const response = await send(request('GET', '/api/v4/welcome', bearer()));
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toMatchObject({ owner: expect.any(Object) as unknown });
  });
});
