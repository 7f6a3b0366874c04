/**
 * The rules page: every rule of the model (src/views/rule-trace-view.ts) with where the model
 * states it, the elements that hold it as data, the artefacts that carry them and the `verify`
 * checks that test it. A rule that is text only says why; a rule whose data no check reads, and
 * that some server shows, stands out as untested.
 */
import type { ModelView } from '../../../views/model-view.ts';
import type { RuleTrace } from '../../../views/rule-trace-view.ts';
import { groupBy } from '../../shared/group-by.ts';
import { cell, code, note, provenanceNote } from '../../shared/markdown.ts';

const where = (location: { file: string; line: number }) => code(`${location.file}:${location.line}`);

function row(trace: RuleTrace) {
  return {
    id: code(trace.id),
    rule: cell(note(trace.text, provenanceNote(trace.provenance))),
    model: cell(
      trace.data.length > 0
        ? trace.data.map((d) => `${code(d.pointer)} (${where(d.location)})`).join(', ')
        : `text only (${where(trace.location)}): ${trace.proseOnly ?? 'no reason given'}`,
    ),
    artefacts: cell(trace.artefacts.join(', ') || '–'),
    checks: cell(
      trace.checks.length > 0
        ? trace.checks.map(code).join(', ')
        : !trace.serverShows
          ? '– (no server answer shows it)'
          : trace.provenance.status === 'unspecified'
            ? '– (what a server does is not shown)'
            : '**none**',
    ),
  };
}

export function rulesContext(model: ModelView) {
  const traces = model.ruleTraces();
  const groups = groupBy(traces, (t) => t.group);
  return {
    title: model.title,
    total: traces.length,
    asData: traces.filter((t) => t.data.length > 0).length,
    checked: traces.filter((t) => t.checks.length > 0).length,
    groups: [...groups].map(([title, rules]) => ({ title, rules: rules.map(row) })),
  };
}
