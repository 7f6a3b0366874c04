/**
 * The rules page (generated/docs/rules.md) traces every rule the model holds: each rule sentence
 * of every list (src/model/rule-sentences.ts) and each element that is a rule itself, with the
 * model elements that hold it (each one there), the artefacts that carry them, and the `verify`
 * checks whose elements cover them; a rule that is text only says why.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFORMANCE_CHECKS, patternCovers } from '../../src/model/conformance-checks.ts';
import { resolvesIn } from '../../src/model/pointer.ts';
import { ruleLists } from '../../src/model/rule-sentences.ts';
import { buildModelView } from '../../src/views/model-view.ts';
import { GENERATED_DIR, seedModel } from '../support/seed.ts';

const { resolved } = seedModel();
const traces = buildModelView(resolved).ruleTraces();
const page = readFileSync(join(GENERATED_DIR, 'docs', 'rules.md'), 'utf8');
const rows = page.split('\n').filter((line) => line.startsWith('| `'));
/** A rule's row: its id and the start of its text (ids are unique within a list only). */
const rowOf = (id: string, text = '') => rows.find((line) => line.startsWith(`| \`${id}\` | ${text.slice(0, 24).replace(/\|/g, '\\|')}`));

describe('the rules page', () => {
  it('lists every rule sentence of the model and every status-table row', () => {
    for (const list of ruleLists(resolved.model)) for (const rule of list.rules) expect(rowOf(rule.id, rule.text), rule.id).toBeDefined();
    expect(resolved.errors.statuses.every((row) => rowOf(`status_${row.status}${row.tenantUnknown ? '_tenant_unknown' : ''}`))).toBe(true);
  });

  it('names, for each rule, elements the model holds, each located', () => {
    for (const trace of traces) {
      for (const { pointer, location } of trace.data) {
        expect(resolvesIn(resolved.model, pointer.split('.')), `${trace.id}: ${pointer}`).toBe(true);
        expect(rowOf(trace.id, trace.text)).toContain(`\`${location.file}:${location.line}\``);
      }
      if (trace.data.length === 0) expect(trace.proseOnly ?? trace.provenance.status, trace.id).not.toBe('stated');
    }
  });

  it('lists exactly the checks whose elements cover what the rule holds', () => {
    for (const trace of traces) {
      const covering = CONFORMANCE_CHECKS.filter((c) => c.tests.some((t) => trace.data.some((d) => patternCovers(t, d.pointer, resolved.model)))).map(
        (c) => c.id,
      );
      expect(trace.checks, trace.id).toEqual(covering);
      for (const id of covering) expect(rowOf(trace.id, trace.text), trace.id).toContain(`\`${id}\``);
    }
  });
});

describe("verify's reach over the seed's rules", () => {
  it('tests every rule a server shows whose facts the model states as data', () => {
    // The page marks such a rule `**none**`: a stated server behaviour no check would catch a server breaking.
    const untested = traces.filter((t) => t.checks.length === 0 && t.serverShows && t.provenance.status !== 'unspecified').map((t) => t.id);
    expect(untested).toEqual([]);
    expect(rows.filter((line) => line.includes('**none**'))).toEqual([]);
  });
});
