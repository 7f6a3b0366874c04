/**
 * A fault-injecting loopback server for client tests: a token endpoint and an API, each
 * answering with whatever fault the test sets (a bad body, a proxy page, a reset or a stalled
 * connection, an error status), counting the attempts each received. Built on loopback.ts.
 */
import type { ServerResponse } from 'node:http';
import { json, startLoopback, type RecordedRequest } from './loopback.ts';

/** How one request is answered. */
export type Fault = (req: RecordedRequest, res: ServerResponse) => void;

export function respond(status: number, contentType: string | undefined, body: string, headers: Record<string, string> = {}): Fault {
  return (_req, res) => {
    res.writeHead(status, { ...(contentType ? { 'content-type': contentType } : {}), ...headers });
    res.end(body);
  };
}

export function respondJson(status: number, body: unknown, headers: Record<string, string> = {}): Fault {
  return (_req, res) => json(res, status, body, headers);
}

/** The connection is dropped before any response. */
export const resetBeforeResponse: Fault = (_req, res) => {
  res.socket?.destroy();
};

/** Headers promise a JSON body; part of it arrives, then the connection is dropped. */
export function resetMidBody(partial: string): Fault {
  return (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(partial.length * 4) });
    res.write(partial, () => res.socket?.destroy());
  };
}

/** Never answers (the test's close drops the connection). */
export const stall: Fault = () => undefined;

/** Sends the headers and part of the body, then nothing more. */
export function stallMidBody(partial: string): Fault {
  return (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write(partial);
  };
}

/** An HTML error page from a proxy in front of the API, echoing the request headers as debug pages do. */
export function proxyErrorPage(status: number): Fault {
  return (req, res) => {
    const echoed = Object.entries(req.headers)
      .map(([name, value]) => `<li>${name}: ${String(value)}</li>`)
      .join('');
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!DOCTYPE html><html><head><title>${status} Bad Gateway</title></head><body><h1>${status}</h1><ul>${echoed}</ul><p>${req.body}</p></body></html>`);
  };
}

export interface FaultServer {
  origin: string;
  /** Requests each endpoint received since the last reset. */
  tokenRequests(): RecordedRequest[];
  apiRequests(): RecordedRequest[];
  /** Sets how the token endpoint and the API answer; undefined keeps a working endpoint. */
  inject(faults: { token?: Fault; api?: Fault }): void;
  close(): Promise<void>;
}

/**
 * `tokenPath` answers with `workingToken` unless a token fault is injected; every other path
 * is the API, answering `workingApi` unless an API fault is injected.
 */
export async function startFaultServer(tokenPath: string, workingToken: Fault, workingApi: Fault): Promise<FaultServer> {
  let faults: { token?: Fault; api?: Fault } = {};
  const server = await startLoopback((req, res) => {
    const isToken = req.url.split('?')[0] === tokenPath;
    const fault = isToken ? (faults.token ?? workingToken) : (faults.api ?? workingApi);
    fault(req, res);
  });
  const requests = (token: boolean) => server.requests.filter((r) => (r.url.split('?')[0] === tokenPath) === token);
  return {
    origin: server.origin,
    tokenRequests: () => requests(true),
    apiRequests: () => requests(false),
    inject(next) {
      faults = next;
      server.requests.length = 0;
    },
    close: () => server.close(),
  };
}
