/**
 * Hand-written runtime that ships inside a generated package: every `.ts` file of a folder under
 * `src/`, copied as is but for relative imports, whose `./x.ts` becomes `./x.js` as ESM needs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Artefact } from './artefact.ts';
import { repositoryRoot } from '../../model/repository-root.ts';

export function runtimeSources(folderUnderSrc: string, targetFolder: string): Artefact<string>[] {
  const dir = join(repositoryRoot(), 'src', folderUnderSrc);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .sort()
    .map((f) => ({
      path: `${targetFolder}/${f}`,
      content: readFileSync(join(dir, f), 'utf8').replace(/(from '\.{1,2}\/[^']+)\.ts'/g, "$1.js'"),
    }));
}
