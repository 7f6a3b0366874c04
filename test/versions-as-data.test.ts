/**
 * Versions are data: the compiler, the runtimes it ships, the sandbox and the templates read
 * every version from the model, so none of them names one. A version id written into the code
 * would be a fact stated twice, and a third version would not get it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO, seedModel } from './support/seed.ts';

const { resolved } = seedModel();

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('versions are data', () => {
  const sources = ['src', 'templates'].flatMap((folder) => filesUnder(join(REPO, folder)));

  it.each(resolved.versionIds)('no source of the tool names the version `%s`', (id) => {
    const naming = new RegExp(`\\b${id}\\b`);
    const offenders = sources.filter((file) => naming.test(readFileSync(file, 'utf8'))).map((file) => relative(REPO, file));
    expect(offenders).toEqual([]);
  });

  it('reads the sources it claims to (the check can see a version id)', () => {
    expect(sources.length).toBeGreaterThan(50);
    expect(readFileSync(join(REPO, 'spec', 'conventions.yaml'), 'utf8')).toMatch(new RegExp(`\\b${resolved.versionIds[0]}\\b`));
  });
});
