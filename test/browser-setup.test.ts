/**
 * `npm test`'s set-up of the browser (scripts/ensure-browser.mjs), decided from fake machines: it
 * installs Debian's chromium through apt where it can (as root, or through sudo without a
 * password), and elsewhere stops with one line that names the command to run. Only `npm test`
 * asks for the browser: `npm run generate` and `npm start` never install it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserPlan, CHROMIUM, type Machine } from '../scripts/ensure-browser.mjs';
import { REPO } from './support/seed.ts';

const missing: Machine = { installed: false, apt: true, root: false, sudo: false };
const INSTALL = 'apt-get install -y --no-install-recommends chromium';

function stopLine(machine: Machine): string {
  const plan = browserPlan(machine);
  if (plan.kind !== 'stop') throw new Error(`expected a stop, got ${JSON.stringify(plan)}`);
  return plan.line;
}

describe("npm test's browser set-up", () => {
  it('does nothing where the browser is installed, whatever the machine allows', () => {
    for (const root of [true, false])
      for (const apt of [true, false]) expect(browserPlan({ installed: true, apt, root, sudo: false })).toEqual({ kind: 'ready' });
  });

  it('installs chromium through apt as root, without sudo and without a question', () => {
    expect(browserPlan({ ...missing, root: true })).toMatchObject({
      kind: 'install',
      commands: [
        ['apt-get', 'update', '-qq'],
        ['env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', 'install', '-qq', '-y', '--no-install-recommends', 'chromium'],
      ],
    });
  });

  it('installs it through sudo -n where sudo needs no password', () => {
    const plan = browserPlan({ ...missing, sudo: true });
    if (plan.kind !== 'install') throw new Error(`expected an install, got ${JSON.stringify(plan)}`);
    for (const command of plan.commands) expect(command.slice(0, 2)).toEqual(['sudo', '-n']);
    expect(plan.ifFails).toContain(`sudo ${INSTALL}`);
  });

  it('stops with one line naming the sudo command where it is not root and has no sudo', () => {
    const line = stopLine(missing);
    expect(line).not.toContain('\n');
    expect(line).toContain(CHROMIUM);
    expect(line).toContain(`\`sudo apt-get update && sudo ${INSTALL}\``);
  });

  it('stops with one line where the machine has no apt-get', () => {
    const line = stopLine({ ...missing, apt: false, root: true });
    expect(line).not.toContain('\n');
    expect(line).toContain('no apt-get');
  });

  it('is asked for by npm test, before anything else runs, and by no other command', () => {
    const { scripts } = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(scripts['test']).toMatch(/^node scripts\/ensure-installed\.mjs --browser && /);
    const others = Object.entries(scripts).filter(([name, command]) => name !== 'test' && command.includes('--browser'));
    expect(others).toEqual([]);
  });
});
