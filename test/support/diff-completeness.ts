/**
 * One case of the change report's completeness property: a model edit (model-edits.ts) between
 * the seed and an edited copy, in either direction. Both models go through the real pipeline in
 * memory; each version's published OpenAPI 3.1 document is compared (published-differences.ts),
 * and every partner-visible difference must be covered by a change of the report whose subject
 * names its element, breaking when the difference is. Used by
 * test/diff/completeness.property.test.ts and `npm run fuzz:diff`.
 */
import { compareModels, type AnalysedModel, type Change, type DiffReport } from '../../src/diff/compare.ts';
import { emitInputOf } from '../../src/pipeline/emit-input.ts';
import { loadSpecTexts, type LoadResult } from '../../src/load/load-spec.ts';
import { analyseLoaded } from '../../src/pipeline/compile.ts';
import { deepFreeze } from './freeze.ts';
import { modelTexts, parseModel, type ModelData, type ModelEdit } from './model-edits.ts';
import { comparable, documentDifferences, elementOf, isBreaking, requestSchemas, type Element } from './published-differences.ts';
import type { SpecText } from './seed-texts.ts';

type Documents = Map<string, ReturnType<typeof comparable>>;

interface Analysed {
  model: AnalysedModel;
  documents: Documents;
}

/** A word of a subject: identifiers and paths, split at what separates them. */
const words = (subject: string) => new Set(subject.split(/[^A-Za-z0-9_{}/-]+/).filter(Boolean));

/** Whether a change is of the answer a version gives to a method a path does not take. */
const answer = (change: Change) => change.kind.startsWith('method-not-allowed-answer-');

/** Whether a change's subject names the element a difference is in. */
export function covers(change: Change, element: Element): boolean {
  const said = words(change.subject);
  const deepest = element.names.at(-1);
  switch (element.area) {
    case 'operation': {
      if (change.operationId !== element.owner) return false;
      if (element.status !== undefined && !said.has(element.status)) return false;
      if (deepest === undefined) return true;
      // A filter's operator is reported with its attribute: `filter[status]` covers `filter[status][eq]`.
      return said.has(deepest) || (element.names.length >= 3 && said.has(element.names.at(-2)!));
    }
    case 'schema':
      if (deepest === undefined) return said.has(element.owner);
      // A component schema's field: as the schema's, or as a request body's (request bodies are reported expanded).
      return said.has(deepest) && (said.has(element.owner) || change.subject.includes('request field'));
    case 'security':
      return change.kind === 'auth-changed' || (change.kind.startsWith('scope-') && element.names.every((n) => change.subject === `scope \`${n}\``));
    case 'path': {
      const [key, member] = element.names;
      // The statement as a whole comes and goes with the path's operations, or with the version's answer.
      if (key === undefined) return (change.operationId !== undefined && element.operations!.includes(change.operationId)) || answer(change);
      // A stated reason: named by its method and path.
      if (key === 'stated') return member !== undefined && said.has(member) && said.has(element.owner);
      // The answer (its status, its code) is the version's.
      return answer(change);
    }
    case 'server':
      return change.subject === `address \`${element.owner}\`` || change.kind === 'version-root-changed' || change.kind === 'tenant-header-changed';
    default:
      return false;
  }
}

export interface CaseOutcome {
  /** The edit was refused by the model's rules: no case. */
  skipped: boolean;
  differences: number;
  problems: string[];
}

export class CompletenessChecker {
  private readonly seedData: ModelData;
  private readonly seedLoads = new Map<string, LoadResult>();
  private readonly seed: Analysed;

  constructor(texts: readonly SpecText[]) {
    this.seedData = parseModel(texts);
    for (const t of texts) {
      const loaded = loadSpecTexts([t]);
      for (const f of loaded.files) deepFreeze(f.data);
      this.seedLoads.set(t.name, loaded);
    }
    const seed = this.analyse(new Map());
    if (!seed) throw new Error('the seed model does not validate');
    this.seed = seed;
  }

  /** The seed with `changed` files replacing its own. */
  private analyse(changed: ReadonlyMap<string, string>): Analysed | undefined {
    const parts = [...this.seedLoads].map(([name, loaded]) => {
      const text = changed.get(name);
      return text === undefined ? loaded : loadSpecTexts([{ name, text }]);
    });
    const result = analyseLoaded({ files: parts.flatMap((p) => p.files), diagnostics: parts.flatMap((p) => p.diagnostics) });
    if (!result.ok) return undefined;
    const input = emitInputOf(result.resolved, result.views);
    return { model: result, documents: new Map(result.views.map((v) => [v.id, comparable(input.publishedDocument(v))])) };
  }

  /** The seed edited by `edits`, analysed; undefined when the model's rules refuse it. */
  edited(edits: readonly ModelEdit[]): Analysed | undefined {
    const files = new Set(edits.flatMap((e) => e.files));
    const model: ModelData = new Map([...this.seedData].map(([name, data]) => [name, files.has(name) ? structuredClone(data) : data]));
    try {
      for (const e of edits) e.apply(model);
    } catch {
      return undefined;
    }
    const texts = modelTexts(new Map([...model].filter(([name]) => files.has(name))));
    return this.analyse(new Map(texts.map((t) => [t.name, t.text])));
  }

  /**
   * The case's report and each version's published documents, as published (not as compared),
   * for a second opinion; undefined when the model's rules refuse the edits.
   */
  publishedPair(edits: readonly ModelEdit[], reversed: boolean): { report: DiffReport; pairs: { version: string; base: string; head: string }[] } | undefined {
    const other = this.edited(edits);
    if (!other) return undefined;
    const [base, head] = reversed ? [other, this.seed] : [this.seed, other];
    const published = (a: Analysed) => {
      const input = emitInputOf(a.model.resolved, a.model.views);
      return new Map(a.model.views.map((v) => [v.id, JSON.stringify(input.publishedDocument(v))]));
    };
    const [before, after] = [published(base), published(head)];
    const pairs = [...before].flatMap(([version, text]) => {
      const headText = after.get(version);
      return headText === undefined ? [] : [{ version, base: text, head: headText }];
    });
    return { report: compareModels('base', base.model, head.model, '2026-06-01'), pairs };
  }

  check(edits: readonly ModelEdit[], reversed: boolean): CaseOutcome {
    const other = this.edited(edits);
    if (!other) return { skipped: true, differences: 0, problems: [] };
    const [base, head] = reversed ? [other, this.seed] : [this.seed, other];
    const report = compareModels('base', base.model, head.model, '2026-06-01');
    const problems: string[] = [];
    let count = 0;
    for (const [version, baseDocument] of base.documents) {
      const headDocument = head.documents.get(version);
      if (!headDocument) continue;
      const changes = report.versions.find((v) => v.version === version)?.changes ?? [];
      const documents = [baseDocument, headDocument];
      const fromRequests = requestSchemas(documents);
      for (const d of documentDifferences(baseDocument, headDocument)) {
        count++;
        const element = elementOf(d.pointer, documents, fromRequests);
        const covering = changes.filter((c) => covers(c, element));
        const where = `${version} /${d.pointer.join('/')} (${d.change}${d.before !== undefined ? ` ${JSON.stringify(d.before).slice(0, 80)}` : ''}${d.after !== undefined ? ` → ${JSON.stringify(d.after).slice(0, 80)}` : ''})`;
        if (covering.length === 0) problems.push(`unreported: ${where}`);
        else if (isBreaking(d, element) && !covering.some((c) => c.breaking)) {
          problems.push(`breaking, reported as not: ${where}, reported as ${covering.map((c) => c.kind).join(', ')}`);
        }
      }
    }
    return { skipped: false, differences: count, problems };
  }
}
