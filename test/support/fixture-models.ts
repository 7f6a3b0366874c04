/**
 * The models besides the seed that live in the test fixtures (test/fixtures/models/), each a folder
 * holding `spec/` and its demo data `sandbox/demo.yaml`, as a model of another team sits beside
 * its sandbox:
 *
 * - `library`: a small API unrelated to the seed, written as another team writes one: one
 *   version, a bearer token, no tenant header, no OAuth or scopes, no migration, a root of its own.
 * - `v3-retired`: the seed with v3 retired, made from the seed by the edit in
 *   `v3-retired/edit.yaml` (files removed, then elements removed or set, by their model paths,
 *   in the model files and the demo data), so that it follows the seed as the seed changes.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, parseDocument, type Document } from 'yaml';
import { DEMO_DATA, REPO, SPEC_DIR } from './seed.ts';

export const FIXTURE_MODELS = ['library', 'v3-retired'] as const;
export type FixtureModel = (typeof FIXTURE_MODELS)[number];

const FIXTURES = join(REPO, 'test', 'fixtures', 'models');

/** An edit of the seed, as `edit.yaml` writes it. */
interface SeedEdit {
  removeFiles?: string[];
  remove?: string[];
  set?: Record<string, unknown>;
  demo?: { remove?: string[]; set?: Record<string, unknown> };
}

const pathOf = (pointer: string) => pointer.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key));

/** Applies the removals and settings of an edit to parsed YAML documents; a path that leads nowhere is the edit's mistake. */
function applyEdit(documents: readonly Document[], remove: readonly string[], set: Readonly<Record<string, unknown>>, what: string): void {
  const holding = (path: (string | number)[]) => documents.find((d) => d.hasIn(path));
  for (const pointer of remove) {
    const document = holding(pathOf(pointer));
    if (!document) throw new Error(`${what}: nothing at ${pointer} to remove`);
    document.deleteIn(pathOf(pointer));
  }
  for (const [pointer, value] of Object.entries(set)) {
    const path = pathOf(pointer);
    const document = holding(path.slice(0, -1));
    if (!document) throw new Error(`${what}: nothing holds ${pointer}`);
    document.setIn(path, value);
  }
}

/** The seed with `edit` applied, in a new folder: its `spec/` and `sandbox/demo.yaml`. */
function editedSeed(name: string, edit: SeedEdit): string {
  const root = mkdtempSync(join(tmpdir(), `model-${name}-`));
  cpSync(SPEC_DIR, join(root, 'spec'), { recursive: true });
  for (const file of edit.removeFiles ?? []) rmSync(join(root, 'spec', file));
  const files = readdirSync(join(root, 'spec')).filter((file) => file.endsWith('.yaml'));
  const documents = files.map((file) => parseDocument(readFileSync(join(root, 'spec', file), 'utf8')));
  applyEdit(documents, edit.remove ?? [], edit.set ?? {}, `${name}/edit.yaml`);
  files.forEach((file, i) => writeFileSync(join(root, 'spec', file), documents[i]!.toString({ lineWidth: 0 })));
  const demo = parseDocument(readFileSync(DEMO_DATA, 'utf8'));
  applyEdit([demo], edit.demo?.remove ?? [], edit.demo?.set ?? {}, `${name}/edit.yaml (demo)`);
  mkdirSync(join(root, 'sandbox'));
  writeFileSync(join(root, 'sandbox', 'demo.yaml'), demo.toString({ lineWidth: 0 }));
  return root;
}

/** The folder of a fixture model (`spec/` and `sandbox/demo.yaml`); an edited seed is made anew in a temporary folder. */
export function fixtureModel(name: FixtureModel): string {
  const folder = join(FIXTURES, name);
  const editFile = join(folder, 'edit.yaml');
  return existsSync(editFile) ? editedSeed(name, parse(readFileSync(editFile, 'utf8')) as SeedEdit) : folder;
}
