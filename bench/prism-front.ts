/**
 * Prism's proxy validation in front of a fault proxy, driven by `verify`'s requests (used by
 * bench/verify-peers.ts): one fault proxy before the sandbox at
 * `upstream`, its fault swapped per run; one `prism proxy` per version document in front of it;
 * and a router that sends each version's requests through its Prism and collects the response
 * violations Prism reports.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { VersionView } from '../src/views/version-view.ts';
import { startPrism } from '../test/support/prism.ts';
import { startFaultProxy, type DemoCredentials, type Fault } from '../test/verify/fault-proxy.ts';
import { ROOT } from './measure.ts';

export interface PrismFront {
  /** Through Prism. */
  routerOrigin: string;
  /**
   * A fresh fault proxy with `fault`, on the same port (what it learnt, the tokens it holds, is
   * forgotten: the sandbox behind may be a new one), and the violations seen so far forgotten.
   */
  use(fault: Fault): Promise<void>;
  /** The distinct response violations Prism reported since the last `use`. */
  violations(): Set<string>;
  close(): Promise<void>;
}

export async function startPrismFront(views: readonly VersionView[], demo: DemoCredentials, upstream: string): Promise<PrismFront> {
  let proxy = await startFaultProxy(upstream, {}, demo);
  const proxyPort = Number(new URL(proxy.origin).port);
  const prisms = await Promise.all(
    views.map(async (view) => ({
      root: view.root,
      ...(await startPrism('proxy', [join(ROOT, 'generated', 'openapi', `${view.id}.json`), `${proxy.origin}${view.root}`, '--errors=false'])),
    })),
  );
  const violations: string[] = [];
  const router = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const prism = prisms.find((p) => (req.url ?? '').startsWith(`${p.root}/`));
        const target = prism ? `${prism.origin}${(req.url ?? '').slice(prism.root.length)}` : `${proxy.origin}${req.url}`;
        const headers = Object.fromEntries(Object.entries(req.headers).filter(([n]) => !['host', 'content-length', 'connection'].includes(n))) as Record<
          string,
          string
        >;
        const body = Buffer.concat(chunks);
        const response = await fetch(target, { method: req.method!, headers, ...(body.length > 0 ? { body } : {}), redirect: 'manual' });
        const reported = response.headers.get('sl-violations');
        if (reported)
          for (const v of JSON.parse(reported) as { location: string[]; message: string }[])
            if (v.location[0] === 'response')
              violations.push(`${req.method} ${(req.url ?? '').split('?')[0]!.replace(/\/[^/]*\d[^/]*$/, '/…')} ${response.status}: ${v.message}`);
        const out: Record<string, string> = {};
        response.headers.forEach((value, name) => {
          if (!['content-length', 'connection', 'keep-alive', 'transfer-encoding', 'sl-violations'].includes(name) && !name.startsWith('access-control-'))
            out[name] = value;
        });
        res.writeHead(response.status, out);
        res.end(Buffer.from(await response.arrayBuffer()));
      })().catch(() => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
    });
  });
  await new Promise<void>((resolve) => router.listen(0, '127.0.0.1', resolve));
  const routerOrigin = `http://127.0.0.1:${(router.address() as AddressInfo).port}`;
  return {
    routerOrigin,
    async use(fault) {
      await proxy.close();
      proxy = await startFaultProxy(upstream, fault, demo, proxyPort);
      violations.length = 0;
    },
    violations: () => new Set(violations),
    async close() {
      for (const p of prisms) p.child.kill();
      await new Promise<void>((resolve) => router.close(() => resolve()));
      await proxy.close();
    },
  };
}
