/**
 * A loopback proxy in front of the sandbox that injects one fault: it may rewrite the request on
 * its way in, answer in the sandbox's place, or rewrite the answer on its way out. The fault lives
 * here, outside the sandbox's code; the sandbox itself stays honest.
 */
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { sandboxModel, type SandboxModel } from '../../src/demo/model-facts.ts';
import { Store } from '../../src/demo/store.ts';
import { LOOPBACK_DEFAULTS } from '../../src/verify/command.ts';
import { readCredentials, type TenantCredentials } from '../../src/verify/credentials.ts';
import { loadVerifyModel, type VerifyModel } from '../../src/verify/model.ts';
import { runVerify, type RunResult } from '../../src/verify/run.ts';
import { startSandbox } from '../support/sandbox-server.ts';
import { corpusSubjects, faultCorpus, type SeededFault } from './fault-corpus.ts';

export interface ProxiedRequest {
  method: string;
  /** Path and query, as received. */
  url: string;
  /** Lower-case names. */
  headers: Record<string, string>;
  body: string;
}

export interface ProxiedResponse {
  status: number;
  /** Lower-case names. */
  headers: Record<string, string>;
  body: string;
}

/** What a fault may use: the sandbox itself, and demo credentials of each tenant. */
export interface Upstream {
  send(request: ProxiedRequest): Promise<ProxiedResponse>;
  /** A bearer token of the tenant's first client holding every scope. */
  token(tenant: string): Promise<string>;
  apiKey(tenant: string): string;
  /** The scope a token was asked for (`scope=`), as seen by the proxy; undefined for all the client holds. */
  scopeOf(token: string): string | undefined;
}

export interface Fault {
  request?(request: ProxiedRequest, upstream: Upstream): ProxiedRequest | Promise<ProxiedRequest>;
  /** Answers in the sandbox's place; undefined lets the request through. */
  answer?(request: ProxiedRequest, upstream: Upstream): ProxiedResponse | undefined | Promise<ProxiedResponse | undefined>;
  response?(request: ProxiedRequest, response: ProxiedResponse, upstream: Upstream): ProxiedResponse | Promise<ProxiedResponse>;
}

export interface DemoCredentials {
  tenantHeader: string;
  tokenPath: string;
  apiKeys: Record<string, string>;
  clients: Record<string, { id: string; secret: string }>;
}

/** What the corpus runs with, the same for its test and its benchmark: the model, the demo tenants, the corpus itself. */
export interface FaultCorpusSetup {
  model: VerifyModel;
  /** The sandbox's demo data as credentials (its first two tenants are A and B of the isolation checks). */
  tenants: TenantCredentials[];
  demo: DemoCredentials;
  corpus: SeededFault[];
  /** A fresh store of the demo data, and the sandbox's model facts: an honest sandbox is `buildSandbox({ store: store(), model: sandbox })`. */
  store(): Store;
  sandbox: SandboxModel;
}

/** The corpus of the model in `<root>/spec` over the demo data of `<root>/sandbox/demo.yaml`. */
export function faultCorpusSetup(root: string): FaultCorpusSetup {
  const demoFile = join(root, 'sandbox', 'demo.yaml');
  const model = loadVerifyModel(join(root, 'spec'));
  const tenants = readCredentials(
    demoFile,
    model.resolved.scopes.map((s) => s.name),
  );
  const [first, second] = tenants;
  const v4 = model.views.find((v) => v.auth.kind === 'oauth2')!;
  const tokenOp = v4.operations.find((o) => o.id === (v4.auth.kind === 'oauth2' ? v4.auth.tokenOperationId : ''))!;
  const store = () => Store.fromFile(demoFile);
  const demo: DemoCredentials = {
    tenantHeader: model.resolved.tenantHeader!.name.toLowerCase(),
    tokenPath: `${v4.root}${tokenOp.path}`,
    apiKeys: Object.fromEntries(tenants.map((t) => [t.tenant, t.apiKeys[0]!])),
    clients: Object.fromEntries(tenants.map((t) => [t.tenant, [...t.clients].sort((a, b) => b.scopes.length - a.scopes.length)[0]!])),
  };
  const record = [...store().collection(first!.tenant, corpusSubjects(model.views).listV4.resource).keys()][0]!;
  const corpus = faultCorpus(model.views, demo.tenantHeader, { first: first!.tenant, second: second!.tenant, record });
  return { model, tenants, demo, corpus, store, sandbox: sandboxModel(model.resolved, model.views) };
}

/** The request to `target` with its Host header naming `host` (node:http, which sends the Host it is given). */
function sendWithHost(target: URL, host: string, request: ProxiedRequest, headers: Record<string, string>): Promise<ProxiedResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { hostname: target.hostname, port: target.port, method: request.method, path: request.url, headers: { ...headers, host } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (c: Buffer) => chunks.push(c));
        response.on('end', () => {
          const out: Record<string, string> = {};
          for (const [name, value] of Object.entries(response.headers))
            if (value !== undefined && !['content-length', 'connection', 'keep-alive', 'transfer-encoding'].includes(name))
              out[name] = Array.isArray(value) ? value.join(', ') : value;
          resolve({ status: response.statusCode ?? 502, headers: out, body: Buffer.concat(chunks).toString('utf8') });
        });
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.body.length > 0 ? request.body : undefined);
  });
}

/**
 * One `verify` run of every version (read-only unless `allowWrites`) against a fresh sandbox of
 * `setup` behind a proxy injecting `fault`: a fresh sandbox per run, so no run sees what another
 * changed.
 */
export async function verifyBehind(setup: FaultCorpusSetup, fault: Fault, allowWrites = false): Promise<RunResult> {
  const sandbox = await startSandbox({ store: setup.store(), model: setup.sandbox });
  const proxy = await startFaultProxy(sandbox.origin, fault, setup.demo);
  try {
    return await runVerify(setup.model, {
      baseUrl: proxy.origin,
      tenants: setup.tenants,
      views: setup.model.views,
      allowWrites,
      only: [],
      limits: LOOPBACK_DEFAULTS,
    });
  } finally {
    await proxy.close();
    await sandbox.app.close();
  }
}

/** The failing checks of a run, as `<check id> <version> <operation>`. */
export const failingChecks = (result: RunResult): string[] =>
  result.checks.filter((c) => c.outcome === 'fail').map((c) => `${c.id} ${c.version} ${c.operation}`);

/**
 * The observations of a run, each where it is made (`<version> <operation or path>`) and its line
 * (`<where>: <what was observed> (<the open question>)`, its exchange left out: ids and times
 * differ per run), by which a run is compared with an honest one.
 */
export const observationsSaid = (result: RunResult): { where: string; line: string }[] =>
  result.observations.map((o) => {
    const where = `${o.version} ${o.operation}`;
    return { where, line: `${where}: ${o.observed} (${o.question ?? 'stated'})` };
  });

export async function startFaultProxy(target: string, fault: Fault, demo: DemoCredentials, port = 0) {
  const tokens = new Map<string, Promise<string>>();
  const scopes = new Map<string, string | undefined>();
  const targetUrl = new URL(target);
  const send = async (request: ProxiedRequest): Promise<ProxiedResponse> => {
    const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => !['host', 'content-length', 'connection'].includes(name)));
    // A request to another host name than the sandbox's (an organisation's own domain,
    // `acme.localhost`) keeps its name, on the sandbox's port: fetch cannot send a Host header.
    const hostname = request.headers.host?.replace(/:\d+$/, '');
    if (hostname !== undefined && hostname !== targetUrl.hostname) return sendWithHost(targetUrl, `${hostname}:${targetUrl.port}`, request, headers);
    const response = await fetch(`${target}${request.url}`, {
      method: request.method,
      headers,
      ...(request.body.length > 0 ? { body: request.body } : {}),
      redirect: 'manual',
    });
    const out: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (!['content-length', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)) out[name] = value;
    });
    return { status: response.status, headers: out, body: await response.text() };
  };
  const upstream: Upstream = {
    send,
    token(tenant) {
      let pending = tokens.get(tenant);
      if (!pending) {
        const client = demo.clients[tenant]!;
        pending = send({
          method: 'POST',
          url: demo.tokenPath,
          headers: { [demo.tenantHeader]: tenant, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ grant_type: 'client_credentials', client_id: client.id, client_secret: client.secret }).toString(),
        }).then((r) => (JSON.parse(r.body) as { access_token: string }).access_token);
        tokens.set(tenant, pending);
      }
      return pending;
    },
    apiKey: (tenant) => demo.apiKeys[tenant]!,
    scopeOf: (token) => scopes.get(token),
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')]));
        let request: ProxiedRequest = { method: req.method ?? 'GET', url: req.url ?? '/', headers, body: Buffer.concat(chunks).toString('utf8') };
        request = fault.request ? await fault.request(request, upstream) : request;
        let response = (fault.answer ? await fault.answer(request, upstream) : undefined) ?? (await send(request));
        if (request.url.split('?')[0] === demo.tokenPath && response.status === 200) {
          const token = (JSON.parse(response.body) as { access_token?: string }).access_token;
          if (token) scopes.set(token, new URLSearchParams(request.body).get('scope') ?? undefined);
        }
        response = fault.response ? await fault.response(request, response, upstream) : response;
        res.writeHead(response.status, response.headers);
        res.end(response.body);
      })().catch(() => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
