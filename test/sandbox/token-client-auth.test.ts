/**
 * Client authentication at the token endpoint (RFC 6749 §2.3), over real HTTP against the
 * sandbox: HTTP Basic credentials alone are enough (the model documents them in the form, as
 * required fields, and the runtime takes the header instead); a Basic header that cannot be read
 * is 401 `invalid_client` with a challenge, never a 500; Basic and form credentials together are
 * 400 `invalid_request`; failing Basic credentials are 401 `invalid_client`. Every answer matches
 * the published document.
 */
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACTS } from '../../generated/server/v4/routes.ts';
import { TOKEN_REQUEST_FIELDS as REQUEST, TOKEN_RESPONSE_FIELDS as RESPONSE } from '../../src/server-runtime/oauth-fields.ts';
import { sandboxModel } from '../../src/demo/model-facts.ts';
import { Store } from '../../src/demo/store.ts';
import { Conformance, type Exchange } from '../support/conformance.ts';
import { REPO, seedModel } from '../support/seed.ts';
import { startSandbox } from '../support/sandbox-server.ts';

const { resolved, views } = seedModel();
const store = Store.fromFile(join(REPO, 'sandbox', 'demo.yaml'));
const client = store.tenants.get('acme')!.clients[0]!;
const exchanges: Exchange[] = [];
const conformance = new Conformance(['v4']);
const fetchRecorded = conformance.recorder(exchanges);
let app: FastifyInstance;
let origin: string;

beforeAll(async () => {
  ({ app, origin } = await startSandbox({ store, model: sandboxModel(resolved, views) }));
});
afterAll(() => app.close());

const GRANT = `${REQUEST.grantType}=${FACTS.token!.grantType}`;
const FORM_CREDENTIALS = `${REQUEST.clientId}=${client.id}&${REQUEST.clientSecret}=${client.secret}`;
/** `Basic` and the base64 of the given text (bytes as latin1 where they are not text). */
const basic = (text: string | Buffer) => `Basic ${Buffer.from(text).toString('base64')}`;

async function tokenRequest(body: string, authorization?: string): Promise<{ status: number; headers: Headers; body: Record<string, unknown> }> {
  const response = await fetchRecorded(`${origin}${FACTS.root}/oauth/token`, {
    method: 'POST',
    headers: { [resolved.tenantHeader!.name]: 'acme', 'content-type': 'application/x-www-form-urlencoded', ...(authorization ? { authorization } : {}) },
    body,
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
}

describe('client authentication at the token endpoint', () => {
  it('Basic credentials alone get a token that works', async () => {
    const answer = await tokenRequest(GRANT, basic(`${client.id}:${client.secret}`));
    expect(answer.status).toBe(200);
    const welcome = await fetchRecorded(`${origin}${FACTS.root}/welcome`, {
      headers: { [resolved.tenantHeader!.name]: 'acme', authorization: `Bearer ${String(answer.body[RESPONSE.accessToken])}` },
    });
    expect(welcome.status).toBe(200);
  });

  it('Basic credentials are form-encoded before base64 (RFC 6749 §2.3.1): escapes are decoded', async () => {
    const escape = (s: string) => [...s].map((ch) => `%${ch.charCodeAt(0).toString(16).padStart(2, '0')}`).join('');
    expect((await tokenRequest(GRANT, basic(`${escape(client.id)}:${escape(client.secret)}`))).status).toBe(200);
  });

  it.each([
    ['not base64', 'Basic %%%not-base64%%%'],
    ['base64 without its padding', basic(`${client.id}:${client.secret}`).replace(/=+$/, '')],
    ['no credentials after the scheme', 'Basic'],
    ['no colon', basic(`${client.id}${client.secret}`)],
    ['a bad percent-escape (%:x)', basic('%:x')],
    ['a bad percent-escape in the secret', basic(`${client.id}:%zz`)],
    ['bytes that are not UTF-8', basic(Buffer.from([0xff, 0x3a, 0xfe]))],
  ])('a malformed Basic header (%s) is 401 invalid_client with a challenge', async (_, authorization) => {
    const answer = await tokenRequest(GRANT, authorization);
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ error: FACTS.token!.invalidClient });
    expect(answer.headers.get('www-authenticate')).toMatch(/^Basic /);
  });

  it('Basic and form credentials in one request are 400 invalid_request, even when both are right', async () => {
    for (const body of [`${GRANT}&${FORM_CREDENTIALS}`, `${GRANT}&${REQUEST.clientId}=${client.id}`, `${GRANT}&${REQUEST.clientSecret}=${client.secret}`]) {
      const answer = await tokenRequest(body, basic(`${client.id}:${client.secret}`));
      expect(answer.status).toBe(FACTS.problems.invalidRequest.status);
      expect(answer.body).toMatchObject({ error: FACTS.problems.invalidRequest.error });
    }
  });

  it('failing Basic credentials are 401 invalid_client with a challenge', async () => {
    for (const credentials of [`${client.id}:wrong`, `nobody:${client.secret}`, `:`]) {
      const answer = await tokenRequest(GRANT, basic(credentials));
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ error: FACTS.token!.invalidClient });
      expect(answer.headers.get('www-authenticate')).toMatch(/^Basic /);
    }
  });

  it('form credentials still work alone, and no credentials at all are 400 invalid_request', async () => {
    expect((await tokenRequest(`${GRANT}&${FORM_CREDENTIALS}`)).status).toBe(200);
    const none = await tokenRequest(GRANT);
    expect(none.status).toBe(FACTS.problems.invalidRequest.status);
    expect(none.body).toMatchObject({ error: FACTS.problems.invalidRequest.error });
  });

  it('every answer matches the published document', () => {
    expect(exchanges.length).toBeGreaterThan(10);
    expect(exchanges.flatMap((e) => conformance.problems(e))).toEqual([]);
  });
});
