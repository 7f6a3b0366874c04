/**
 * The seed's model files as texts, and edits of them as data: test models derived from the seed
 * (parsed, changed, written back), never hand copies of it.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import type { ModelFile } from '../../src/model/schema.ts';
import { SPEC_DIR } from './seed.ts';

export interface SpecText {
  name: string;
  text: string;
}

export function seedTexts(): SpecText[] {
  return modelTexts(SPEC_DIR);
}

/** The model files of the model folder `dir` (a fixture model's `spec/`), as texts. */
export function modelTexts(dir: string): SpecText[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => ({ name: `spec/${name}`, text: readFileSync(join(dir, name), 'utf8') }));
}

/** `texts` with the model file `spec/<file>` parsed, changed in place by `edit`, and written back. */
export function editModel(texts: readonly SpecText[], file: string, edit: (model: ModelFile) => void): SpecText[] {
  const found = texts.some((t) => t.name === `spec/${file}`);
  if (!found) throw new Error(`no spec/${file} in the model`);
  return texts.map((t) => {
    if (t.name !== `spec/${file}`) return t;
    const model = parse(t.text) as ModelFile;
    edit(model);
    return { ...t, text: stringify(model) };
  });
}

/** Writes model texts (`spec/<file>.yaml`) as the files of `folder`, made if missing; returns `folder`. */
export function writeModelFolder(folder: string, texts: readonly SpecText[]): string {
  mkdirSync(folder, { recursive: true });
  for (const t of texts) writeFileSync(join(folder, t.name.replace(/^spec\//, '')), t.text);
  return folder;
}
