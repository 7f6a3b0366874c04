/** Debian's Chromium, launched by playwright-core as the browser tests launch it (never a downloaded browser). */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM } from '../../scripts/ensure-browser.mjs';

// The flags that keep Chromium from reaching out on its own (updates, sync, field trials).
const QUIET_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: \`node scripts/ensure-installed.mjs --browser\` installs it (npm test runs it first)`);
  return chromium.launch({ executablePath: CHROMIUM, args: QUIET_FLAGS });
}
