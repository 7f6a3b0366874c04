/**
 * The examples follow the demo data beside the model, through the CLI as a user runs it: a
 * record edited in a copy changes its example on the next `generate`, `generate --check` names
 * the stale documents before that, and a model folder without demo data beside it publishes no
 * example.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_FIXTURE_PATH } from '../../src/demo/store.ts';
import { cli } from '../support/cli-process.ts';
import { documentExamples } from '../support/document-examples.ts';
import { DEMO_DATA, SPEC_DIR, seedModel } from '../support/seed.ts';

const { views } = seedModel();
const dir = mkdtempSync(join(tmpdir(), 'examples-edit-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Node = Record<string, unknown>;
const documentIn = (out: string, file: string) => JSON.parse(readFileSync(join(out, 'openapi', file), 'utf8')) as Node;

/** The first record example (an object with an id) of the document, and a text field of it whose value the demo data holds once. */
function recordExample(document: Node, demo: string): { where: string; field: string; value: string } | undefined {
  for (const { where, value } of documentExamples(document)) {
    if (value === null || typeof value !== 'object' || Array.isArray(value) || typeof (value as Node).id !== 'string') continue;
    for (const [field, text] of Object.entries(value as Node))
      if (field !== 'id' && typeof text === 'string' && /^[A-Z][a-z]+ [a-z]/.test(text) && demo.split(text).length === 2) return { where, field, value: text };
  }
  return undefined;
}

describe('examples made from the demo data beside the model', () => {
  it('change with a demo record, and `generate --check` names the documents until they are generated again', async () => {
    const spec = join(dir, 'with', 'spec');
    const demoFile = join(dir, 'with', DEMO_FIXTURE_PATH);
    const out = join(dir, 'with', 'out');
    cpSync(SPEC_DIR, spec, { recursive: true });
    mkdirSync(join(dir, 'with', 'sandbox'), { recursive: true });
    cpSync(DEMO_DATA, demoFile);
    expect((await cli('generate', '--spec', spec, '--out', out)).code).toBe(0);
    const demo = readFileSync(demoFile, 'utf8');
    const version = views.find((v) => recordExample(documentIn(out, `${v.id}.json`), demo))!;
    const before = recordExample(documentIn(out, `${version.id}.json`), demo)!;
    expect(before, 'a record example with a text field').toBeDefined();

    writeFileSync(demoFile, demo.replace(before.value, `${before.value} (edited)`));
    const check = await cli('generate', '--check', '--spec', spec, '--out', out);
    expect(check.code).toBe(1);
    for (const file of [`${version.id}.json`, `${version.id}.yaml`, `${version.id}.openapi-3.0.json`, `${version.id}.openapi-3.0.yaml`])
      expect(check.stderr).toContain(`differs: ${join(out, 'openapi', file)}`);

    expect((await cli('generate', '--spec', spec, '--out', out)).code).toBe(0);
    const after = documentExamples(documentIn(out, `${version.id}.json`)).find((e) => e.where === before.where)!;
    expect((after.value as Node)[before.field]).toBe(`${before.value} (edited)`);
    expect((await cli('generate', '--check', '--spec', spec, '--out', out)).code).toBe(0);
  });

  it('are none where the model folder has no demo data beside it', async () => {
    const spec = join(dir, 'without', 'spec');
    const out = join(dir, 'without', 'out');
    cpSync(SPEC_DIR, spec, { recursive: true });
    expect((await cli('generate', '--spec', spec, '--out', out)).code).toBe(0);
    for (const view of views) {
      const document = documentIn(out, `${view.id}.json`);
      // What is left is the model's own examples of fields (`example:` in the model), never the demo data's.
      const found = documentExamples(document).filter((e) => !e.where.endsWith(' schema'));
      expect(found, view.id).toEqual([]);
      expect(JSON.stringify(document)).not.toContain('## Examples');
    }
  });
});
