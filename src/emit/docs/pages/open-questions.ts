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
import { readChoices, type SandboxChoices } from '../../../demo/choices.ts';
import { DEMO_FIXTURE_PATH, Store, type DemoData } from '../../../demo/store.ts';

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

/**
 * What a question is about: its reason, or for the parts of a state machine the model leaves open,
 * the machine (its transitions are one theme, asked once, not a question per operation).
 */
function themeOf(item: ProvenanceItem): string {
  const [section, group, machine] = item.path;
  return section === 'behaviour' && group === 'stateMachines' ? `state machine ${String(machine)}` : item.reason;
}

/** A theme's question: its one reason, or each place's reason after what it is about (the last key of its subject). */
function themeReason(theme: string, places: readonly ProvenanceItem[]): string {
  const reasons = [...new Set(places.map((p) => p.reason))];
  if (reasons.length === 1) return reasons[0]!;
  const about = (p: ProvenanceItem) => code(p.subject.split('.').at(-1)!);
  return `How ${code(theme.replace(/^state machine /, ''))} moves between statuses: ${places.map((p) => `${about(p)}: ${p.reason}`).join(' ')}`;
}

/** The model's provenance items, one question per reason text (or theme), ranked. */
/** `reuse`: in `--watch`, what the last compile found of each operation's reasons (dependent-operations.ts). */
export function openQuestions(model: ModelView, views: readonly VersionView[], reuse: Reuse = MAKE_ANEW): OpenQuestion[] {
  const byTheme = groupBy(model.openQuestionPlaces, themeOf);
  const dependents = dependentOperations(model, views, reuse);
  const questions = [...byTheme].map(([theme, places]) => ({
    reason: themeReason(theme, places),
    statuses: [...new Set(places.map((p) => p.status))],
    places,
    operations: [...new Set(places.flatMap((p) => dependents.get(p.reason) ?? []))],
  }));
  // A stable sort: questions of equal weight keep the model's order.
  return questions.sort((a, b) => b.operations.length - a.operations.length || b.places.length - a.places.length);
}

/** For an observed place: where and when, and what was seen (still to be confirmed by the API owners). */
function observedAt(place: ProvenanceItem): string {
  const { observed } = place;
  return observed ? `: observed at ${code(observed.server)} on ${observed.date}, ${observed.seen.join('; ')}` : '';
}

/**
 * What the sandbox does where a question's places are open parts of a state machine's
 * transitions: its choice for each (its demo data's `choices:`), or '' where it chooses nothing.
 */
function sandboxChoiceOf(question: OpenQuestion, views: readonly VersionView[], choices: SandboxChoices | undefined): string {
  if (!choices) return '';
  const operations = views.flatMap((v) => v.operations).filter((op) => op.transition && question.places.some((p) => p.path.includes(op.id)));
  return operations
    .flatMap((op) => {
      const rule = choices.transition(op);
      if (typeof rule !== 'object' || !(rule.chosen.from || rule.chosen.to)) return [];
      return [`${code(op.id)} ${rule.from.map(code).join(', ')} → ${code(rule.to)}`];
    })
    .join('; ');
}

/** The report's page; `questions`: `openQuestions` of the same compile (the docs index counts them too). */
/** `demoData`: the demo data beside the model, whose choices stand beside the questions they answer. */
export function openQuestionsContext(model: ModelView, views: readonly VersionView[], questions: readonly OpenQuestion[], demoData: DemoData | undefined) {
  const stated = { minorUnitDigits: model.migration()?.money?.minorUnitDigits };
  const choices = demoData === undefined ? undefined : readChoices(Store.fromText(demoData.text, DEMO_FIXTURE_PATH).choices, views, stated).choices;
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
      sandbox: cell(sandboxChoiceOf(q, views, choices) || '–'),
    })),
  };
}
