/**
 * What one client can make the sandbox hold is bounded (issue 14): connections that send nothing
 * are closed, connections beyond the cap are refused, expired tokens are swept, live tokens per
 * client are capped (oldest revoked first), created records keep only the model's fields, each
 * collection is capped, and created ids are never given twice. Everything over real HTTP on
 * loopback; small limits are configured where the defaults would take long to reach.
 */
import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_LIVE_TOKENS_PER_CLIENT } from '../../src/server-runtime/credentials.ts';
import { DEFAULT_CONNECTION_LIMITS } from '../../src/server-runtime/server.ts';
import { FACTS as V3_FACTS } from '../../generated/server/v3/routes.ts';
import { FACTS as V4_FACTS } from '../../generated/server/v4/routes.ts';
import { TOKEN_REQUEST_FIELDS, TOKEN_RESPONSE_FIELDS } from '../../src/server-runtime/oauth-fields.ts';
import { sandboxModel } from '../../src/demo/model-facts.ts';
import { MAX_CREATED_RECORD_BYTES } from '../../src/demo/rules.ts';
import { readChoices } from '../../src/demo/choices.ts';
import { type SandboxOptions } from '../../src/sandbox/server.ts';
import { Store } from '../../src/demo/store.ts';
import { REPO, seedModel } from '../support/seed.ts';
import { startSandbox } from '../support/sandbox-server.ts';

const { resolved, views } = seedModel();
const model = sandboxModel(resolved, views);
const TENANT = { [resolved.tenantHeader!.name.toLowerCase()]: 'acme' };
const apiKeyVersion = model.versions.find((v) => v.view.auth.kind === 'apiKey')!;
const apiKeyHeader = apiKeyVersion.view.auth.kind === 'apiKey' ? apiKeyVersion.view.auth.header : '';
const V3 = { ...TENANT, [apiKeyHeader.toLowerCase()]: 'acme-v3-key' };
/** The collection createMilestone stores into: its resource. */
const MILESTONES = resolved.operations.find((o) => o.id === 'createMilestone')!.resource;

type Running = Awaited<ReturnType<typeof startSandbox>> & { store: Store };

const running: Running[] = [];
afterEach(async () => {
  for (const r of running.splice(0)) await r.app.close();
});

async function start(options: Partial<SandboxOptions> = {}): Promise<Running> {
  const store = Store.fromFile(join(REPO, 'sandbox', 'demo.yaml'));
  const r = { ...(await startSandbox({ store, model, ...options })), store };
  running.push(r);
  return r;
}

/** A raw connection, once connected; `closed` settles when the server (or we) closed it, with every byte received. */
async function rawSocket(port: number): Promise<{ socket: Socket; closed: Promise<string> }> {
  const socket = connect(port, '127.0.0.1');
  const chunks: Buffer[] = [];
  socket.on('data', (c: Buffer) => chunks.push(c));
  // A connection the server refuses may be reset rather than closed; either way it ends.
  socket.on('error', () => undefined);
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1'))));
  await once(socket, 'connect');
  return { socket, closed };
}

/** One request on a raw connection, and the status line of its answer (the connection stays open). */
async function statusLine(socket: Socket): Promise<string> {
  socket.write(
    `GET /api/v3/jobs HTTP/1.1\r\nhost: 127.0.0.1\r\n${Object.entries(V3)
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join('')}\r\n`,
  );
  const [chunk] = (await once(socket, 'data')) as [Buffer];
  return chunk.toString('latin1').split('\r\n')[0]!;
}

const issue = (origin: string, clientId: string, tenant = 'acme') =>
  fetch(`${origin}/api/v4/oauth/token`, {
    method: 'POST',
    headers: { [resolved.tenantHeader!.name]: tenant, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      [TOKEN_REQUEST_FIELDS.grantType]: 'client_credentials',
      [TOKEN_REQUEST_FIELDS.clientId]: clientId,
      [TOKEN_REQUEST_FIELDS.clientSecret]: `${clientId}-secret`,
    }),
  }).then(async (r) => {
    expect(r.status).toBe(200);
    return ((await r.json()) as Record<string, string>)[TOKEN_RESPONSE_FIELDS.accessToken]!;
  });

const welcome = (origin: string, token: string, tenant = 'acme') =>
  fetch(`${origin}/api/v4/welcome`, { headers: { [resolved.tenantHeader!.name]: tenant, authorization: `Bearer ${token}` } }).then((r) => r.status);

const createMilestone = (origin: string, body: Record<string, unknown>) =>
  fetch(`${origin}/api/v3/milestones`, { method: 'POST', headers: { ...V3, 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(
    async (r) => ({
      status: r.status,
      body: (await r.json()) as Record<string, unknown>,
    }),
  );

/** v3 requests sent in one write on one connection (HTTP/1.1 pipelining), and their answers in order. */
async function pipelined(
  port: number,
  requests: { method: string; path: string; body?: unknown }[],
): Promise<{ status: number; body: Record<string, unknown> }[]> {
  const { socket, closed } = await rawSocket(port);
  const headers = Object.entries({ host: '127.0.0.1', ...V3 }).map(([k, v]) => `${k}: ${v}\r\n`);
  const bytes = requests.map(({ method, path, body }) => {
    const payload = body === undefined ? '' : JSON.stringify(body);
    const typed = body === undefined ? '' : `content-type: application/json\r\ncontent-length: ${Buffer.byteLength(payload)}\r\n`;
    return `${method} ${path} HTTP/1.1\r\n${headers.join('')}${typed}\r\n${payload}`;
  });
  socket.end(bytes.join(''));
  const answers: { status: number; body: Record<string, unknown> }[] = [];
  let rest = await closed;
  while (rest.length > 0) {
    const headEnd = rest.indexOf('\r\n\r\n');
    const head = rest.slice(0, headEnd);
    const length = Number(/\r\ncontent-length: (\d+)/i.exec(head)![1]);
    answers.push({ status: Number(head.split(' ')[1]), body: JSON.parse(rest.slice(headEnd + 4, headEnd + 4 + length)) as Record<string, unknown> });
    rest = rest.slice(headEnd + 4 + length);
  }
  expect(answers).toHaveLength(requests.length);
  return answers;
}

const deleteMilestone = (origin: string, id: string) => fetch(`${origin}/api/v3/milestones/${id}`, { method: 'DELETE', headers: V3 }).then((r) => r.status);

describe('connections', () => {
  it('the sandbox runs with the stated limits, the idle bound within 30 s', async () => {
    const { app } = await start();
    expect(DEFAULT_CONNECTION_LIMITS.idleTimeoutMs).toBeLessThanOrEqual(30_000);
    expect(app.server.timeout).toBe(DEFAULT_CONNECTION_LIMITS.idleTimeoutMs);
    expect(app.server.headersTimeout).toBe(DEFAULT_CONNECTION_LIMITS.headersTimeoutMs);
    expect(app.server.requestTimeout).toBe(DEFAULT_CONNECTION_LIMITS.requestTimeoutMs);
    expect(app.server.keepAliveTimeout).toBe(DEFAULT_CONNECTION_LIMITS.keepAliveTimeoutMs);
    expect(app.server.maxConnections).toBe(DEFAULT_CONNECTION_LIMITS.maxConnections);
  });

  it('closes a connection that sends nothing', async () => {
    const { port } = await start({ connectionLimits: { idleTimeoutMs: 200 } });
    const { socket, closed } = await rawSocket(port);
    // Nothing is written: only the server can end this connection.
    expect(await closed).toBe('');
    expect(socket.destroyed).toBe(true);
  });

  it('refuses connections beyond the cap, and takes new ones once others close', async () => {
    const cap = 2;
    const { app, port } = await start({ connectionLimits: { maxConnections: cap } });
    const accepted: Socket[] = [];
    app.server.on('connection', (s: Socket) => accepted.push(s));
    const open = [];
    for (let i = 0; i < cap; i++) {
      const raw = await rawSocket(port);
      expect(await statusLine(raw.socket)).toMatch(/^HTTP\/1\.1 200/);
      open.push(raw);
    }
    const dropped = once(app.server, 'drop');
    const beyond = await rawSocket(port);
    beyond.socket.write('GET /api/v3/jobs HTTP/1.1\r\nhost: 127.0.0.1\r\n\r\n');
    expect(await beyond.closed).toBe(''); // closed unanswered
    await dropped;
    expect(accepted).toHaveLength(cap);

    // One closes; once the server has seen it go, a new connection is served.
    const gone = once(accepted[0]!, 'close');
    open[0]!.socket.destroy();
    await gone;
    const next = await rawSocket(port);
    expect(await statusLine(next.socket)).toMatch(/^HTTP\/1\.1 200/);
    for (const raw of [...open, next]) raw.socket.destroy();
  });
});

describe('tokens', () => {
  it('expired tokens are swept when tokens are issued, not only when used', async () => {
    let now = 1_700_000_000_000;
    const { origin, tokens } = await start({ now: () => now });
    const unused = [await issue(origin, 'acme-full'), await issue(origin, 'acme-narrow'), await issue(origin, 'globex-full', 'globex')];
    expect(tokens.size).toBe(unused.length);
    now += readChoices(Store.fromFile(join(REPO, 'sandbox', 'demo.yaml')).choices, views).choices.tokenLifetimeSeconds * 1000;
    const fresh = await issue(origin, 'acme-full');
    expect(tokens.size).toBe(1); // the three expired ones, never used again, are gone
    expect(await welcome(origin, fresh)).toBe(200);
  });

  it('a client holds at most MAX_LIVE_TOKENS_PER_CLIENT live tokens: the oldest are revoked first', async () => {
    const { origin, tokens } = await start();
    const other = await issue(origin, 'acme-narrow');
    const issued: string[] = [];
    for (let i = 0; i < MAX_LIVE_TOKENS_PER_CLIENT + 2; i++) issued.push(await issue(origin, 'acme-full'));
    expect(tokens.size).toBe(MAX_LIVE_TOKENS_PER_CLIENT + 1); // the cap, and the other client's one
    expect(await welcome(origin, issued[0]!)).toBe(V4_FACTS.problems.invalidToken.status);
    expect(await welcome(origin, issued[1]!)).toBe(V4_FACTS.problems.invalidToken.status);
    expect(await welcome(origin, issued[2]!)).toBe(200);
    expect(await welcome(origin, issued.at(-1)!)).toBe(200);
    expect(await welcome(origin, other)).toBe(200); // the cap is per client
  });
});

describe('created records', () => {
  it("keep only the fields of the model's component", async () => {
    const { origin, store } = await start();
    const type = apiKeyVersion.answer('createMilestone').type;
    const fields = new Set(type?.kind === 'object' ? type.fields.map((f) => f.name) : []);
    const created = await createMilestone(origin, { title: 'Handover', job_id: 'job-1001', not_in_the_model: 'x'.repeat(10_000), id: 'chosen-by-the-client' });
    expect(created.status).toBeLessThan(300);
    const id = String(created.body.id);
    expect(id).not.toBe('chosen-by-the-client');
    const stored = store.collection('acme', MILESTONES).get(id)!;
    expect(stored).toMatchObject({ title: 'Handover', job_id: 'job-1001' });
    expect(Object.keys(stored).filter((key) => !fields.has(key))).toEqual([]);
    expect(created.body).not.toHaveProperty('not_in_the_model');
  });

  it('a collection takes records up to its cap, then a clear 422 until one is deleted', async () => {
    const fixture = Store.fromFile(join(REPO, 'sandbox', 'demo.yaml')).collection('acme', MILESTONES).size;
    const { origin, store } = await start({ maxRecordsPerCollection: fixture + 2 });
    const first = await createMilestone(origin, { title: 'one' });
    expect((await createMilestone(origin, { title: 'two' })).status).toBeLessThan(300);
    const refused = await createMilestone(origin, { title: 'three' });
    expect(refused.status).toBe(V3_FACTS.problems.validationFailed.status);
    expect(refused.body).toEqual({ message: expect.stringMatching(/delete one/) as unknown });
    expect(store.collection('acme', MILESTONES).size).toBe(fixture + 2);
    expect(await deleteMilestone(origin, String(first.body.id))).toBe(200);
    expect((await createMilestone(origin, { title: 'three' })).status).toBeLessThan(300);
  });

  it('a record larger than MAX_CREATED_RECORD_BYTES is refused, not stored', async () => {
    const { origin, store } = await start();
    const before = store.collection('acme', MILESTONES).size;
    const refused = await createMilestone(origin, { title: 'big', details: 'x'.repeat(MAX_CREATED_RECORD_BYTES) });
    expect(refused.status).toBe(V3_FACTS.problems.validationFailed.status);
    expect(refused.body.message).toMatch(/bytes/);
    expect(store.collection('acme', MILESTONES).size).toBe(before);
  });

  it('ids are never given twice: create, delete, create in a tight loop overwrites nothing', async () => {
    const { origin, port, store } = await start();
    const ids = new Set<string>();
    const kept = new Map<string, string>();
    const rounds = 300;
    for (let i = 0; i < rounds; i++) {
      const a = String((await createMilestone(origin, { title: `a${i}` })).body.id);
      // Pipelined on one connection: the server runs the three back to back, within a millisecond.
      const [b, deleted, c] = await pipelined(port, [
        { method: 'POST', path: '/api/v3/milestones', body: { title: `b${i}` } },
        { method: 'DELETE', path: `/api/v3/milestones/${a}` },
        { method: 'POST', path: '/api/v3/milestones', body: { title: `c${i}` } },
      ]);
      expect(deleted!.status).toBe(200);
      for (const id of [a, String(b!.body.id), String(c!.body.id)]) ids.add(id);
      kept.set(String(b!.body.id), `b${i}`).set(String(c!.body.id), `c${i}`);
    }
    expect(ids.size).toBe(3 * rounds);
    const milestones = store.collection('acme', MILESTONES);
    for (const [id, title] of kept) expect(milestones.get(id)?.title).toBe(title);
  });
});
