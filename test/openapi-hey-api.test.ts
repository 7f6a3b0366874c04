/**
 * A third-party generator on the published documents: the SDK that hey-api generates from each
 * version's document compiles under `tsc --strict` (a `deepObject` parameter published as an
 * array, which OpenAPI defines for objects only, made hey-api emit code that does not).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { GENERATED_DIR, REPO, seedModel } from './support/seed.ts';
import { strictTypeErrors } from './support/tsc.ts';

const exec = promisify(execFile);
const { views } = seedModel();
const work = mkdtempSync(join(tmpdir(), 'hey-api-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe.each(views.map((view) => [view.id] as const))('the hey-api SDK of the %s document', (id) => {
  it('generates and compiles under --strict', async () => {
    const out = join(work, id);
    await exec(
      process.execPath,
      [join(REPO, 'node_modules', '@hey-api', 'openapi-ts', 'bin', 'run.js'), '-i', join(GENERATED_DIR, 'openapi', `${id}.yaml`), '-o', out],
      {
        cwd: work,
      },
    );
    expect(await strictTypeErrors([join(out, 'index.ts')], ['--lib', 'es2022,dom,dom.iterable'], work)).toBe('');
  }, 120_000);
});
