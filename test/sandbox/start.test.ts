/**
 * `npm start` as a user runs it: the sandbox process started on a free port (PORT=0), stopped by
 * SIGINT or SIGTERM to its own process or to npm's, after which nothing listens on its port; its
 * start-up lines show credentials for the shipped demo data only (a user's `--fixture` may hold
 * real ones: client ids only).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Store } from '../../src/demo/store.ts';
import { killGroup, SANDBOX_MAIN, startSandboxProcess, type SandboxStart } from '../support/sandbox-process.ts';
import { REPO } from '../support/seed.ts';

const DEMO = Store.fromFile(join(REPO, 'sandbox', 'demo.yaml'));
const tmp = mkdtempSync(join(tmpdir(), 'sandbox-start-'));
const started: ChildProcess[] = [];

afterAll(() => {
  // A test that failed leaves no server behind, not even one its npm left running: each was
  // started in its own process group, killed whole here.
  for (const child of started) killGroup(child);
  rmSync(tmp, { recursive: true, force: true });
});

/** Starts the sandbox, remembered for the clean-up even if it never starts. */
const startSandbox = (start: SandboxStart = {}) => startSandboxProcess({ ...start, onSpawn: (child) => started.push(child) });

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

describe('npm start', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)('the sandbox process closes its server and exits on %s', async (signal) => {
    const sandbox = await startSandbox();
    expect(await listening(sandbox.port)).toBe(true);
    sandbox.child.kill(signal);
    // Exited by itself (code 0), not killed by the signal's default action.
    expect(await sandbox.exited).toEqual([0, null]);
    expect(await listening(sandbox.port)).toBe(false);
  });

  it('SIGTERM to the npm process stops the server too', async () => {
    const sandbox = await startSandbox({ command: 'npm', args: ['start'] });
    expect(await listening(sandbox.port)).toBe(true);
    sandbox.child.kill('SIGTERM');
    await sandbox.exited; // npm exits once the script's process has
    expect(await listening(sandbox.port)).toBe(false);
  });

  it("prints the demo data's credentials", async () => {
    const sandbox = await startSandbox({ until: /tenant globex/ });
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
    const sandbox = await startSandbox({ args: [...SANDBOX_MAIN, '--fixture', fixture], until: /not shown/ });
    expect(sandbox.output()).toContain('team-app');
    expect(sandbox.output()).not.toContain(secret);
    expect(sandbox.output()).not.toContain(apiKey);
    sandbox.child.kill('SIGTERM');
    await sandbox.exited;
  });
});
