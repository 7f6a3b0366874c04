/**
 * Rule results one validation hands to the next, of a model that differs from it in a few files:
 * `diff` validates its head, then its base, which a change leaves mostly as it was.
 *
 * The first validation watches (src/validate/read-log.ts) the entries of its model that come
 * from files the next model does not hold with the same text (a text read twice in one run is
 * parsed once, so the other entries are the very same data in both), and keeps, for each rule,
 * what it read of them and what it reported; the walks of the model's fields and deprecations,
 * which every rule is given, are kept the same way. The next validation takes a rule's reports
 * (located in its own files) where its model is the very same data outside the watched entries
 * and every read the rule and the walks made of them gives the same answer there; it runs the
 * rule again where not. Any other difference (an entry added or removed, a section moved, a
 * duplicate) runs every rule again. So the next validation's diagnostics are always those a
 * validation of its own would give (test/shared-rule-results.test.ts checks it on generated
 * edits).
 */
import type { LoadedFile } from '../load/load-spec.ts';
import type { FileToMerge, MergeResult } from '../load/merge.ts';
import { emptyMapping } from '../load/mapping.ts';
import { allDeprecations } from '../model/deprecations.ts';
import { MAP_SECTIONS, type ModelFile } from '../model/schema.ts';
import { allFieldSpecs } from '../model/walk.ts';
import { ReadLog, readsHold, sameKeys, type Read } from './read-log.ts';
import type { Rule } from './rule.ts';
import { ruleInputs, runAll, runRule, type RuleInputs, type RuleReport } from './rule-runs.ts';

/** What the first validation kept. */
interface Recorded {
  /** Its merged model, unwrapped. */
  model: ModelFile;
  /** Whether the section entry (or single section) at a top path was watched. */
  watched: ReadonlySet<string>;
  /** What the walks of fields and deprecations read of the watched entries. */
  walkReads: Read[];
  /** Per rule, in order: what it read of the watched entries, and what it reported. */
  rules: { reads: Read[]; reports: RuleReport[] }[];
}

const MAP_SECTION_NAMES: ReadonlySet<string> = new Set(MAP_SECTIONS);

/** The key of a section entry (`section`, `key`) or of a single section (`section` alone) in `Recorded.watched`. */
function topKey(section: string, key?: string): string {
  return key === undefined ? section : `${section}\u0000${key}`;
}

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}

/** Whether `now` is an object of the same kind (array or not) as `then`, the watched value it stands for. */
function sameShape(then: object, now: unknown): boolean {
  return isObject(now) && Array.isArray(now) === Array.isArray(then);
}

/**
 * Whether `model` is `recorded.model` outside its watched entries: the same sections and entries
 * in the same order, each the very same value, and a watched one of the same kind.
 */
function sameOutsideWatched(recorded: Recorded, model: ModelFile): boolean {
  const then = recorded.model as Record<string, unknown>;
  const now = model as Record<string, unknown>;
  const sections = Object.keys(then);
  if (!sameKeys(sections, Object.keys(now))) return false;
  return sections.every((section) => {
    const a = then[section];
    const b = now[section];
    if (recorded.watched.has(topKey(section))) return sameShape(a as object, b);
    if (!MAP_SECTION_NAMES.has(section) || !isObject(a) || !isObject(b)) return a === b;
    const keys = Object.keys(a);
    if (!sameKeys(keys, Object.keys(b))) return false;
    const entriesThen = a as Record<string, unknown>;
    const entriesNow = b as Record<string, unknown>;
    return keys.every((key) =>
      recorded.watched.has(topKey(section, key)) ? sameShape(entriesThen[key] as object, entriesNow[key]) : entriesThen[key] === entriesNow[key],
    );
  });
}

export class SharedRuleResults {
  private readonly nextData: ReadonlySet<unknown>;
  private recorded: Recorded | undefined;
  private spent = false;

  /** `nextFiles`: the files of the model validated next; the first validation watches its entries from other files. */
  constructor(nextFiles: readonly LoadedFile[]) {
    this.nextData = new Set(nextFiles.map((file) => file.data));
  }

  /**
   * Each rule's reports for `merged` (made of `files`): the first validation runs every rule and
   * records, the next takes what it can from the first; any later one runs every rule.
   */
  reports(rules: readonly Rule[], merged: MergeResult, files: readonly FileToMerge[]): RuleReport[][] {
    if (this.spent) return runAll(rules, ruleInputs(merged.model));
    if (this.recorded === undefined) {
      // A model with duplicates is not what its files say entry by entry: nothing is handed on.
      if (merged.diagnostics.length > 0) {
        this.spent = true;
        return runAll(rules, ruleInputs(merged.model));
      }
      return this.record(rules, merged, files);
    }
    this.spent = true;
    return this.replay(rules, merged, this.recorded);
  }

  /** Runs every rule on `merged` with its entries from files the next model lacks watched, and keeps what they read and reported. */
  private record(rules: readonly Rule[], merged: MergeResult, files: readonly FileToMerge[]): RuleReport[][] {
    const dataOf = new Map(files.map((file) => [file.source, file.model as unknown]));
    const fromFileNextLacks = (path: string[]) => {
      const source = merged.locator.fileOf(path);
      return source === undefined || !this.nextData.has(dataOf.get(source));
    };
    const log = new ReadLog();
    const watched = new Set<string>();
    const watchedModel = emptyMapping();
    for (const [section, value] of Object.entries(merged.model as Record<string, unknown>)) {
      if (MAP_SECTION_NAMES.has(section) && isObject(value)) {
        const entries = emptyMapping();
        for (const [key, entry] of Object.entries(value)) {
          const watch = isObject(entry) && fromFileNextLacks([section, key]);
          if (watch) watched.add(topKey(section, key));
          entries[key] = watch ? log.watch(entry, [section, key]) : entry;
        }
        watchedModel[section] = entries;
      } else {
        const watch = isObject(value) && fromFileNextLacks([section]);
        if (watch) watched.add(topKey(section));
        watchedModel[section] = watch ? log.watch(value, [section]) : value;
      }
    }
    const model = watchedModel as ModelFile;
    const fields = log.during(() => allFieldSpecs(model));
    const deprecations = log.during(() => allDeprecations(model, fields.result));
    const inputs: RuleInputs = { model, fields: fields.result, deprecations: deprecations.result };
    const runs = rules.map((rule) => log.during(() => runRule(rule, inputs)));
    this.recorded = {
      model: merged.model,
      watched,
      walkReads: [...fields.reads, ...deprecations.reads],
      rules: runs.map((run) => ({ reads: run.reads, reports: run.result })),
    };
    return runs.map((run) => run.result);
  }

  /** Each rule's reports for `merged`: the recorded ones where they hold for it, else the rule's run on it. */
  private replay(rules: readonly Rule[], merged: MergeResult, recorded: Recorded): RuleReport[][] {
    const model = merged.model;
    const held = merged.diagnostics.length === 0 && sameOutsideWatched(recorded, model) && readsHold(recorded.walkReads, model);
    // Its walks are made only when a rule run again asks for them.
    const inputs = ruleInputs(model);
    if (!held) return runAll(rules, inputs);
    return rules.map((rule, i) => {
      const run = recorded.rules[i]!;
      return readsHold(run.reads, model) ? run.reports : runRule(rule, inputs);
    });
  }
}
