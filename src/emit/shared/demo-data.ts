/**
 * The sandbox's demo data that goes with the compiled model, for the pages that show it (the
 * sandbox page; the sandbox's choices beside the open questions): where the tool has it beside
 * it. A copy of the compiler alone has no sandbox, so no demo data.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repositoryRoot } from '../../model/repository-root.ts';
import { DEMO_FIXTURE_PATH } from '../../demo/store.ts';

/** The demo data's text, or undefined where there is none. */
export function demoFixtureText(): string | undefined {
  const fixture = join(repositoryRoot(), DEMO_FIXTURE_PATH);
  return existsSync(fixture) ? readFileSync(fixture, 'utf8') : undefined;
}
