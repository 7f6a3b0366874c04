/** Prism (`@stoplight/prism-cli`, a devDependency) as a process on a free loopback port, started and waited for. */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { REPO } from './seed.ts';

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** `prism <command> <args…>` on a free port, once it says it listens; its log is kept in `log()`. */
export async function startPrism(command: 'mock' | 'proxy', args: readonly string[]): Promise<{ origin: string; child: ChildProcess; log: () => string }> {
  const port = await freePort();
  const child = spawn(join(REPO, 'node_modules', '.bin', 'prism'), [command, ...args, '-p', String(port), '-h', '127.0.0.1'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`prism ${command} did not start in 60 s:\n${log}`)), 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      if (/Prism is listening/.test(log)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`prism ${command} exited with ${code}:\n${log}`)));
  });
  return { origin: `http://127.0.0.1:${port}`, child, log: () => log };
}

/** The version of Prism installed. */
export function prismVersion(): string {
  return (JSON.parse(readFileSync(join(REPO, 'node_modules', '@stoplight', 'prism-cli', 'package.json'), 'utf8')) as { version: string }).version;
}
