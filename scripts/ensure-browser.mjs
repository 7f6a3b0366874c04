/**
 * The browser that `npm test`'s browser tests drive: Debian's chromium, installed through apt by
 * `node scripts/ensure-installed.mjs --browser` when this machine lets it (root, or sudo without a
 * password), or else a stop at once with one line naming the command to run. Never a downloaded
 * browser. Uses only Node's own modules: it runs before anything is installed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Where Debian's chromium package puts the browser; test/support/chromium.ts launches it. */
export const CHROMIUM = '/usr/bin/chromium';

const PACKAGE_ARGS = ['-y', '--no-install-recommends', 'chromium'];

/** The command a person types, shown when the set-up cannot run it itself. */
function commandLine(sudo) {
  const prefix = sudo ? 'sudo ' : '';
  return `${prefix}apt-get update && ${prefix}apt-get install ${PACKAGE_ARGS.join(' ')}`;
}

function stopLine(reason, whatToDo) {
  return `npm test needs Debian's chromium (${CHROMIUM}) for its browser tests and ${reason}: ${whatToDo}, then npm test again.`;
}

/**
 * What to do about the browser, from what the machine offers; decides everything, runs nothing.
 * @param {{ installed: boolean, apt: boolean, root: boolean, sudo: boolean }} machine
 *   installed: CHROMIUM exists; apt: apt-get runs; root: this process is root; sudo: `sudo -n` works.
 */
export function browserPlan(machine) {
  if (machine.installed) return { kind: 'ready' };
  if (!machine.apt) {
    const whatToDo = `install Chromium so that ${CHROMIUM} starts it (on Debian: \`${commandLine(true)}\`)`;
    return { kind: 'stop', line: stopLine('this machine has no apt-get to install it with', whatToDo) };
  }
  if (!machine.root && !machine.sudo) {
    const reason = 'cannot install it itself (not root, and no sudo that runs without a password)';
    return { kind: 'stop', line: stopLine(reason, `run \`${commandLine(true)}\``) };
  }
  // `env` carries DEBIAN_FRONTEND through sudo, which resets the environment; -n never prompts.
  const prefix = machine.root ? [] : ['sudo', '-n'];
  return {
    kind: 'install',
    commands: [
      [...prefix, 'apt-get', 'update', '-qq'],
      [...prefix, 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', 'install', '-qq', ...PACKAGE_ARGS],
    ],
    ifFails: stopLine('apt-get did not install it', `run \`${commandLine(!machine.root)}\` once that is fixed`),
  };
}

function runs(command, args) {
  return spawnSync(command, args, { stdio: 'ignore' }).status === 0;
}

/**
 * The machine as browserPlan reads it. Once the browser is there nothing else is asked: no
 * `sudo` on every run of `npm test` (the other answers do not matter then).
 */
function probe() {
  if (existsSync(CHROMIUM)) return { installed: true, apt: false, root: false, sudo: false };
  const root = process.getuid?.() === 0;
  return { installed: false, apt: runs('apt-get', ['--version']), root, sudo: !root && runs('sudo', ['-n', 'true']) };
}

/** Installs the browser when it is missing; false (after printing one line) when it cannot. */
export function ensureBrowser() {
  const plan = browserPlan(probe());
  if (plan.kind === 'ready') return true;
  if (plan.kind === 'stop') {
    console.error(plan.line);
    return false;
  }
  console.error(`${CHROMIUM} is missing: installing Debian's chromium for the browser tests (apt-get).`);
  for (const [command, ...args] of plan.commands) {
    // apt's progress and notices are noise when it works; when it fails, its errors come before the line that follows.
    const run = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
    if (run.status !== 0) {
      process.stderr.write(run.stderr ?? '');
      console.error(plan.ifFails);
      return false;
    }
  }
  if (existsSync(CHROMIUM)) return true;
  console.error(plan.ifFails);
  return false;
}
