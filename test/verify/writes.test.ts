/**
 * The write checks where a created record can be read back. The seed's create whose payload the
 * model shows has a delete but no read, so `write.read-back` never runs on it; a copy of the seed
 * adds the read (the delete's path, answering what the create answers). On the honest sandbox of
 * that copy, `write.read-back` and `write.gone` pass on the read; each fault of
 * `createdRecordFaults` (a read-back with another value in a field sent, a delete answered 204
 * that keeps the record) fails its check on the read.
 */
import { cpSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSpecTexts } from '../../src/load/load-spec.ts';
import { analyseLoaded } from '../../src/pipeline/compile.ts';
import { DEMO_DATA } from '../support/seed.ts';
import { editModel, seedTexts, writeModelFolder } from '../support/seed-texts.ts';
import { corpusSubjects, createdRecordFaults } from './fault-corpus.ts';
import { failingChecks, faultCorpusSetup, verifyBehind } from './fault-proxy.ts';

/** A folder holding the seed with a read of what the corpus's create makes (`spec/`), and the demo data (`sandbox/demo.yaml`). */
function modelWithReadOfCreated(): string {
  const seed = seedTexts();
  const analysed = analyseLoaded(loadSpecTexts(seed));
  if (!analysed.ok) throw new Error('the seed does not validate');
  const { createV3, deleteCreated, readCreated } = corpusSubjects(analysed.views);
  if (readCreated) throw new Error(`the seed reads what ${createV3.id} creates (${readCreated.id}): this copy is not needed`);
  const file = seed.find((t) => new RegExp(`^  ${deleteCreated.id}:`, 'm').test(t.text))!.name.replace('spec/', '');
  const texts = editModel(seed, file, (model) => {
    const remover = model.operations![deleteCreated.id]!;
    const create = analysed.resolved.model.operations![createV3.id]!;
    model.operations![`${deleteCreated.id}Read`] = {
      version: remover.version,
      resource: remover.resource,
      method: 'GET',
      path: remover.path,
      summary: `Read what ${createV3.id} creates`,
      pathParams: remover.pathParams,
      responses: create.responses,
    };
  });
  const root = mkdtempSync(join(tmpdir(), 'verify-writes-'));
  writeModelFolder(join(root, 'spec'), texts);
  mkdirSync(join(root, 'sandbox'));
  cpSync(DEMO_DATA, join(root, 'sandbox', 'demo.yaml'));
  return root;
}

const setup = faultCorpusSetup(modelWithReadOfCreated());
const { readCreated } = corpusSubjects(setup.model.views);
const [first] = setup.tenants;
const faults = createdRecordFaults(setup.model.views, setup.demo.tenantHeader, first!.tenant);

describe('the write checks on a model that reads a created record back', () => {
  it('the honest sandbox passes write.read-back and write.gone on the read, and fails nothing', { timeout: 60_000 }, async () => {
    const result = await verifyBehind(setup, {}, true);
    expect(failingChecks(result)).toEqual([]);
    const onRead = result.checks.filter((c) => c.operation === readCreated!.id && c.id.startsWith('write.'));
    expect(onRead.map((c) => [c.id, c.outcome])).toEqual([
      ['write.read-back', 'pass'],
      ['write.gone', 'pass'],
    ]);
  });

  it.each(faults.map((f) => [f.name, f.expect.id, `${f.expect.version} ${f.expect.operation}`, f] as const))(
    '%s: %s fails on %s',
    { timeout: 60_000 },
    async (_name, _id, _where, seeded) => {
      const { id, version, operation } = seeded.expect;
      const failing = failingChecks(await verifyBehind(setup, seeded.fault, seeded.allowWrites));
      expect(failing, `failed: ${failing.join(', ') || 'nothing'}`).toContain(`${id} ${version} ${operation}`);
    },
  );
});
