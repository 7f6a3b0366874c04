/**
 * Rule sentences point at the model elements that hold them (`data:`, which validation requires
 * to resolve). A test edit that removes such an element drops the pointers left dangling, as the
 * author of the removal would: the rule is then text only, saying so.
 */
import type { ModelFile } from '../../src/model/schema.ts';
import { pointerSegments, resolvesIn } from '../../src/model/pointer.ts';
import { ruleLists } from '../../src/model/rule-sentences.ts';

/** What a rule whose every pointer was dropped says instead. */
const PROSE_ONLY = 'The elements it pointed at were removed by a test edit.';

/** The model's files merged as the loader merges them, sharing their entries (a rule found here is the file's own object). */
function merged(files: Iterable<ModelFile>): ModelFile {
  const model: Record<string, unknown> = {};
  for (const file of files) {
    for (const [section, value] of Object.entries(file)) {
      const known = model[section];
      model[section] = typeof known === 'object' && known !== null ? { ...known, ...(value as object) } : value;
    }
  }
  return model as ModelFile;
}

/** The pointer lists of the model's rules and of its message statements. */
function pointerLists(model: ModelFile): string[][] {
  const rules = ruleLists(model).flatMap((list) => list.rules.flatMap((rule) => (rule.data ? [rule.data] : [])));
  const messages = Object.values(model.errors?.messages ?? {}).flatMap((m) => (typeof m === 'object' ? [m.data] : []));
  return [...rules, ...messages];
}

/** The files (by name) whose rules point at `pointer` or inside it: an edit removing that element rewrites them too. */
export function filesPointingInto(files: ReadonlyMap<string, ModelFile>, pointer: string): string[] {
  const into = (p: string) => p === pointer || p.startsWith(`${pointer}.`);
  return [...files].filter(([, file]) => pointerLists(file).some((data) => data.some(into))).map(([name]) => name);
}

/**
 * Drops every rule pointer that no longer resolves, in the files' own objects: a rule left with
 * none becomes text only, a message statement left with none its text.
 */
export function dropDanglingRuleData(files: Iterable<ModelFile>): void {
  const model = merged(files);
  const resolves = (p: string) => resolvesIn(model, pointerSegments(p));
  for (const list of ruleLists(model)) {
    for (const rule of list.rules) {
      if (!rule.data || rule.data.every(resolves)) continue;
      const kept = rule.data.filter(resolves);
      if (kept.length > 0) rule.data = kept;
      else {
        delete rule.data;
        rule.proseOnly = PROSE_ONLY;
      }
    }
  }
  const messages = model.errors?.messages ?? {};
  for (const [version, statement] of Object.entries(messages)) {
    if (typeof statement === 'string' || statement.data.every(resolves)) continue;
    const kept = statement.data.filter(resolves);
    messages[version] = kept.length > 0 ? { ...statement, data: kept } : statement.text;
  }
}
