/**
 * `npm start` as a user runs it: the sandbox process started on a free port (PORT=0), stopped by
 * SIGINT or SIGTERM to its own process or to npm's, after which nothing listens on its port; its
 * start-up lines show credentials for the shipped demo data only (a user's `--fixture` may hold
 * real ones: client ids only).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Store } from '../../src/sandbox/store.ts';
import { REPO } from '../support/seed.ts';

const DEMO = Store.fromFile(join(REPO, 'sandbox', 'demo.yaml'));
const START_LINE = /^Sandbox on http:\/\/[^:]+:(\d+) /m;
const tmp = mkdtempSync(join(tmpdir(), 'sandbox-start-'));
const started: ChildProcess[] = [];

afterAll(() => {
  // A test that failed leaves no server behind, not even one its npm left running: each was
  // started in its own process group, killed whole here.
  for (const child of started) {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // The group is gone: everything in it exited.
    }
  }
  rmSync(tmp, { recursive: true, force: true });
});

interface Sandbox {
  child: ChildProcess;
  port: number;
  /** Everything printed so far. */
  output: () => string;
  exited: Promise<[number | null, NodeJS.Signals | null]>;
}

/** Starts the sandbox and waits until it prints its start line and the line `until` matches. */
async function startSandbox(command: string, args: readonly string[], until: RegExp = START_LINE): Promise<Sandbox> {
  const child = spawn(command, args, { cwd: REPO, env: { ...process.env, PORT: '0', HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  started.push(child);
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  let stdout = '';
  let stderr = '';
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (c: Buffer) => {
      stdout += c.toString();
      if (START_LINE.test(stdout) && until.test(stdout)) resolve();
    });
    void exited.then(([code]) => reject(new Error(`the sandbox exited (${code}) before it started: ${stderr}`)));
  });
  return { child, port: Number(START_LINE.exec(stdout)![1]), output: () => stdout, exited };
}

/** Whether something accepts connections on the port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

const MAIN = ['--import', 'tsx', join('src', 'sandbox', 'main.ts')];

describe('npm start', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)('the sandbox process closes its server and exits on %s', async (signal) => {
    const sandbox = await startSandbox(process.execPath, MAIN);
    expect(await listening(sandbox.port)).toBe(true);
    sandbox.child.kill(signal);
    // Exited by itself (code 0), not killed by the signal's default action.
    expect(await sandbox.exited).toEqual([0, null]);
    expect(await listening(sandbox.port)).toBe(false);
  });

  it('SIGTERM to the npm process stops the server too', async () => {
    const sandbox = await startSandbox('npm', ['start']);
    expect(await listening(sandbox.port)).toBe(true);
    sandbox.child.kill('SIGTERM');
    await sandbox.exited; // npm exits once the script's process has
    expect(await listening(sandbox.port)).toBe(false);
  });

  it("prints the demo data's credentials", async () => {
    const sandbox = await startSandbox(process.execPath, MAIN, /tenant globex/);
    for (const [, tenant] of DEMO.tenants) {
      for (const key of tenant.apiKeys) expect(sandbox.output()).toContain(key);
      for (const client of tenant.clients) expect(sandbox.output()).toContain(`${client.id} / ${client.secret}`);
    }
    sandbox.child.kill('SIGTERM');
    await sandbox.exited;
  });

  it("prints the client ids of a user's --fixture, never its keys or secrets", async () => {
    const fixture = join(tmp, 'team.yaml');
    const secret = 'team-secret-never-printed';
    const apiKey = 'team-v3-key-never-printed';
    writeFileSync(fixture, `tenants:\n  team:\n    apiKeys: [${apiKey}]\n    clients:\n      - { id: team-app, secret: ${secret}, scopes: all }\n`);
    const sandbox = await startSandbox(process.execPath, [...MAIN, '--fixture', fixture], /not shown/);
    expect(sandbox.output()).toContain('team-app');
    expect(sandbox.output()).not.toContain(secret);
    expect(sandbox.output()).not.toContain(apiKey);
    sandbox.child.kill('SIGTERM');
    await sandbox.exited;
  });
});
