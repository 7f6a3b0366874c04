/** Reading the generated Markdown reference in tests. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';

/** An operation's section, from its heading to the next operation's (or the page's end), on whichever page below `folder` holds it. */
export function operationSection(folder: string, id: string): string {
  const heading = `\n### ${id}\n`;
  const pages = (readdirSync(folder, { recursive: true }) as string[]).filter((f) => f.endsWith('.md')).map((f) => readFileSync(join(folder, f), 'utf8'));
  const page = pages.find((text) => text.includes(heading));
  expect(page, `no section for ${id}`).toBeDefined();
  const start = page!.indexOf(heading);
  const end = page!.indexOf('\n### ', start + 1);
  return page!.slice(start, end === -1 ? undefined : end);
}
