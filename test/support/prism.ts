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

/**
 * `prism <command> <args…>` on a free port, once it says it listens. Its output is kept until then
 * (for the error if it does not start); after that it is read and dropped: Prism logs every
 * request, and keeping or searching a log that grows with every request slowed each request of a
 * long run (a bench section's went from 4 to 12 s per `verify` run in eight runs).
 */
export async function startPrism(command: 'mock' | 'proxy', args: readonly string[]): Promise<{ origin: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(join(REPO, 'node_modules', '.bin', 'prism'), [command, ...args, '-p', String(port), '-h', '127.0.0.1'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  let started = false;
  const keep = (chunk: Buffer) => {
    if (!started) log += chunk.toString();
  };
  child.stderr!.on('data', keep);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`prism ${command} did not start in 60 s:\n${log}`)), 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      keep(chunk);
      if (!started && /Prism is listening/.test(log)) {
        started = true;
        log = '';
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`prism ${command} exited with ${code}:\n${log}`)));
  });
  return { origin: `http://127.0.0.1:${port}`, child };
}

/** The version of Prism installed. */
export function prismVersion(): string {
  return (JSON.parse(readFileSync(join(REPO, 'node_modules', '@stoplight', 'prism-cli', 'package.json'), 'utf8')) as { version: string }).version;
}
