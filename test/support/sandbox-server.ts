/** The sandbox in the test's own process, listening on a free loopback port. */
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { sandboxModel } from '../../src/demo/model-facts.ts';
import { DEMO_FIXTURE_PATH, Store } from '../../src/demo/store.ts';
import { buildSandbox, type SandboxOptions } from '../../src/sandbox/server.ts';
import { REPO, seedModel } from './seed.ts';

/** The sandbox in the test's own process, on port `at` (a free one when 0). */
export async function startSandbox(options: SandboxOptions, at = 0) {
  const built = await buildSandbox(options);
  await built.app.listen({ host: '127.0.0.1', port: at });
  const { port } = built.app.server.address() as AddressInfo;
  return { ...built, port, origin: `http://127.0.0.1:${port}` };
}

/** The demo data the repository ships, which `--credentials` of a run against the sandbox names. */
export const DEMO = join(REPO, DEMO_FIXTURE_PATH);

/** The sandbox of the seed model serving the repository's demo data. */
export function startDemoSandbox() {
  const { resolved, views } = seedModel();
  return startSandbox({ store: Store.fromFile(DEMO), model: sandboxModel(resolved, views) });
}
