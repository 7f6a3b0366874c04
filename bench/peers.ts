/**
 * The tools a team would pick instead of ours, run the way their users run them: each tool's
 * own command-line entry (its bin JavaScript, started with `node`, not npx) as a whole process,
 * on our generated/openapi/v4.yaml, writing into a fresh temporary folder (the process's working
 * directory, so that nothing lands in the repository).
 *
 * - openapi-typescript: types only (one `.d.ts`).
 * - @hey-api/openapi-ts: types, an SDK function per operation and its fetch client (its default plugins).
 * - orval: a fetch client with types (`client: 'fetch'`, one file); orval needs a config file,
 *   written into the folder.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ROOT } from './measure.ts';

export const PEER_INPUT = join(ROOT, 'generated', 'openapi', 'v4.yaml');

export interface PeerTool {
  id: string;
  label: string;
  produces: string;
  /** Node arguments (the bin script first) for a run writing into `outDir`, which is also the working directory. */
  args(outDir: string): string[];
}

const require = createRequire(import.meta.url);

/** A package's bin script, from its package.json (whatever its `exports` allow). */
function binOf(pkg: string, name: string): string {
  const manifestPath = require.resolve(`${pkg}/package.json`, { paths: [ROOT] });
  return binFrom(manifestPath, name);
}

function binFrom(manifestPath: string, name: string): string {
  const manifest = require(manifestPath) as { bin: string | Record<string, string> };
  const bin = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin[name]!;
  return join(dirname(manifestPath), bin);
}

/** orval's exports hide its package.json; it is found beside its resolved entry. */
function orvalBin(): string {
  let dir = dirname(require.resolve('orval', { paths: [ROOT] }));
  while (!dir.endsWith(`${join('node_modules', 'orval')}`)) dir = dirname(dir);
  return binFrom(join(dir, 'package.json'), 'orval');
}

export function versionOf(pkg: string): string {
  try {
    return (require(require.resolve(`${pkg}/package.json`, { paths: [ROOT] })) as { version: string }).version;
  } catch {
    let dir = dirname(require.resolve(pkg, { paths: [ROOT] }));
    while (!dir.endsWith(join('node_modules', pkg))) dir = dirname(dir);
    return (require(join(dir, 'package.json')) as { version: string }).version;
  }
}

export const PEERS: readonly PeerTool[] = [
  {
    id: 'openapi-typescript',
    label: `openapi-typescript ${versionOf('openapi-typescript')}`,
    produces: 'types only',
    args: (outDir) => [binOf('openapi-typescript', 'openapi-typescript'), PEER_INPUT, '--output', join(outDir, 'out', 'schema.d.ts')],
  },
  {
    id: 'hey-api',
    label: `@hey-api/openapi-ts ${versionOf('@hey-api/openapi-ts')}`,
    produces: 'types + SDK + fetch client',
    args: (outDir) => [binOf('@hey-api/openapi-ts', 'openapi-ts'), '--input', PEER_INPUT, '--output', join(outDir, 'out'), '--silent', '--no-log-file'],
  },
  {
    id: 'orval',
    label: `orval ${versionOf('orval')}`,
    produces: 'fetch client + types',
    args: (outDir) => {
      const config = join(outDir, 'orval.config.cjs');
      mkdirSync(outDir, { recursive: true });
      const options = { v4: { input: { target: PEER_INPUT }, output: { target: join(outDir, 'out', 'api.ts'), client: 'fetch', mode: 'single' } } };
      writeFileSync(config, `module.exports = ${JSON.stringify(options, null, 2)};\n`);
      return [orvalBin(), '--config', config];
    },
  },
];
