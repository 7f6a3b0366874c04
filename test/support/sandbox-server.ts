/** The sandbox in the test's own process, listening on a free loopback port. */
import type { AddressInfo } from 'node:net';
import { buildSandbox, type SandboxOptions } from '../../src/sandbox/server.ts';

export async function startSandbox(options: SandboxOptions) {
  const built = await buildSandbox(options);
  await built.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = built.app.server.address() as AddressInfo;
  return { ...built, port, origin: `http://127.0.0.1:${port}` };
}
