/**
 * The open-questions report: every `unspecified`, `inferred` and `observed` reason of the model asked once,
 * as a question, with every place in spec/ that states it and the operations that depend on it,
 * most consequential first (most operations, then most places). The list the platform team
 * takes back to the API owners.
 */
import { MAKE_ANEW, type Reuse } from '../../../model/reuse.ts';
import type { ModelView, ProvenanceItem } from '../../../views/model-view.ts';
import type { VersionView } from '../../../views/version-view.ts';
import { dependentOperations } from '../dependent-operations.ts';
import { groupBy } from '../../shared/group-by.ts';
import { cell, code } from '../../shared/markdown.ts';

/** What the API owners are asked about a reason: state what is not shown, confirm what is assumed. */
const ASK: Record<ProvenanceItem['status'], string> = {
  unspecified: 'What should the specification say?',
  inferred: 'Is this assumption right?',
  observed: 'A server was seen to do this: is it what the API promises?',
};

export interface OpenQuestion {
  reason: string;
  statuses: ProvenanceItem['status'][];
  places: ProvenanceItem[];
  operations: string[];
}

/** The model's provenance items, one question per reason text, ranked. */
/** `reuse`: in `--watch`, what the last compile found of each operation's reasons (dependent-operations.ts). */
export function openQuestions(model: ModelView, views: readonly VersionView[], reuse: Reuse = MAKE_ANEW): OpenQuestion[] {
  const byReason = groupBy(model.openQuestionPlaces, (item) => item.reason);
  const dependents = dependentOperations(model, views, reuse);
  const questions = [...byReason].map(([reason, places]) => ({
    reason,
    statuses: [...new Set(places.map((p) => p.status))],
    places,
    operations: dependents.get(reason) ?? [],
  }));
  // A stable sort: questions of equal weight keep the model's order.
  return questions.sort((a, b) => b.operations.length - a.operations.length || b.places.length - a.places.length);
}

/** For an observed place: where and when, and what was seen (still to be confirmed by the API owners). */
function observedAt(place: ProvenanceItem): string {
  const { observed } = place;
  return observed ? `: observed at ${code(observed.server)} on ${observed.date}, ${observed.seen.join('; ')}` : '';
}

/** The report's page; `questions`: `openQuestions` of the same compile (the docs index counts them too). */
export function openQuestionsContext(model: ModelView, views: readonly VersionView[], questions: readonly OpenQuestion[]) {
  // Each item shows its element's open question (the `inferred` or `unspecified` reason).
  const items = model.askOpenQuestions();
  const operationCount = views.reduce((sum, view) => sum + view.operations.length, 0);
  return {
    total: questions.length,
    places: items.length,
    operationCount,
    unspecified: items.filter((item) => item.status === 'unspecified').length,
    inferred: items.filter((item) => item.status === 'inferred').length,
    observed: items.filter((item) => item.status === 'observed').length,
    questions: questions.map((q, index) => ({
      number: index + 1,
      question: cell(`${q.reason} ${q.statuses.map((s) => ASK[s]).join(' ')}`),
      kind: q.statuses.join(', '),
      operations: q.operations.length === 0 ? '–' : String(q.operations.length),
      places: cell(q.places.map((p) => `${code(p.subject)} (${code(`${p.location.file}:${p.location.line}`)})${observedAt(p)}`).join(', ')),
    })),
  };
}
