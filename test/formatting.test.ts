/**
 * The generated TypeScript is prettier-stable: prettier, with the project's own config, finds
 * nothing to change in it. The generator prints that style itself (`src/emit/shared/ts-text.ts`);
 * prettier is only the oracle here, never a step of `generate`. `generated/` is in
 * `.prettierignore`, so `npm run format` never rewrites it and this test is what holds the style.
 *
 * Checked: every TypeScript source the generator writes, `generated/client/src/**` and
 * `generated/server/**`, the runtimes it copies from `src/` included (the project's own sources
 * are checked where they live by `npm run format:check`, which `npm test` runs). Not checked:
 * `generated/client/dist/` (`.js` and `.d.ts`), oxc-transform's output in its own style.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { GENERATED_DIR } from './support/seed.ts';

function typeScriptSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

const files = [...typeScriptSources(join(GENERATED_DIR, 'client', 'src')), ...typeScriptSources(join(GENERATED_DIR, 'server'))];

describe('generated TypeScript is prettier-stable', () => {
  it('covers the per-version files of the client and the route stubs', () => {
    const names = files.map((file) => relative(GENERATED_DIR, file));
    for (const name of ['client/src/errors.ts', 'client/src/index.ts', 'client/src/v4/operations.ts', 'server/v4/routes.ts', 'server/v4/handlers.ts']) {
      expect(names).toContain(name);
    }
  });

  it.each(files.map((file) => [relative(GENERATED_DIR, file), file]))('%s', async (_name, file) => {
    const options = await prettier.resolveConfig(file, { editorconfig: true });
    const text = readFileSync(file, 'utf8');
    expect(await prettier.format(text, { ...options, filepath: file })).toBe(text);
  });
});
