/**
 * Merges the sections of every spec file into one model, remembering which file defined
 * each entry so that diagnostics point at the right file.
 */
import type { Diagnostic, SourcePosition } from '../diagnostics/diagnostic.ts';
import { MAP_SECTIONS, SINGLE_SECTIONS, type ModelFile } from '../model/schema.ts';
import type { ModelPath } from '../model/path.ts';
import { makeDiagnostic } from './codes.ts';
import { emptyMapping } from './mapping.ts';
import { positionOf, type SourceFile } from './source-file.ts';

export type MergedModel = ModelFile;

/** Finds the file of a model element and its position there. */
export interface Locator {
  at(path: ModelPath, atKey?: boolean): SourcePosition;
  fileOf(path: ModelPath): SourceFile | undefined;
}

export interface MergeResult {
  model: MergedModel;
  locator: Locator;
  diagnostics: Diagnostic[];
}

/** A structurally valid model file, as the merge takes it. */
export interface FileToMerge {
  source: SourceFile;
  model: ModelFile;
}

export function mergeFiles(files: readonly FileToMerge[]): MergeResult {
  const model = emptyMapping();
  /** The file of each single section, and of each entry of a map section (by section, then key). */
  const sectionOrigin = new Map<string, SourceFile>();
  const entryOrigin = new Map<string, Map<string, SourceFile>>();
  const diagnostics: Diagnostic[] = [];

  for (const { source, model: part } of files) {
    for (const section of SINGLE_SECTIONS) {
      if (part[section] === undefined) continue;
      const previous = sectionOrigin.get(section);
      if (previous) {
        diagnostics.push(makeDiagnostic('duplicate-section', positionOf(source, [section], true), { section, file: previous.name }));
        continue;
      }
      sectionOrigin.set(section, source);
      model[section] = part[section];
    }
    for (const section of MAP_SECTIONS) {
      const entries = part[section] as Record<string, unknown> | undefined;
      if (!entries) continue;
      const target = (model[section] ??= emptyMapping()) as Record<string, unknown>;
      let origins = entryOrigin.get(section);
      if (origins === undefined) entryOrigin.set(section, (origins = new Map()));
      for (const [key, value] of Object.entries(entries)) {
        const previous = origins.get(key);
        if (previous) {
          diagnostics.push(makeDiagnostic('duplicate-entry', positionOf(source, [section, key], true), { entry: `${section}.${key}`, file: previous.name }));
          continue;
        }
        origins.set(key, source);
        target[key] = value;
      }
    }
  }

  const fallback = files[0]?.source;
  // An element is in the file of its entry, or of its single section, or (the model's top) the first.
  const fileOf = (path: ModelPath) => entryOrigin.get(String(path[0]))?.get(String(path[1])) ?? sectionOrigin.get(String(path[0])) ?? fallback;
  const locator: Locator = {
    fileOf,
    at(path, atKey = false) {
      const file = fileOf(path);
      return file ? positionOf(file, path, atKey) : { file: 'spec', line: 1, column: 1 };
    },
  };
  return { model: model as MergedModel, locator, diagnostics };
}
