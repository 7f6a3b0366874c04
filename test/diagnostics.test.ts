/**
 * The diagnostics table's typing and text: a call with a missing or misspelt parameter does not
 * compile (each `@ts-expect-error` below fails `tsc --noEmit`, part of `npm test`, once the call
 * it marks compiles), and hints read the tables they describe.
 */
import { describe, expect, it } from 'vitest';
import { diagnosticCreator, formatDiagnostic } from '../src/diagnostics/diagnostic.ts';
import { formatMessage, paramMessage } from '../src/diagnostics/message.ts';
import { ALLOWED_FACETS, REQUIRED_FACETS } from '../src/model/facets.ts';
import { LIST_FORMATS, REQUIRED_SECTIONS } from '../src/model/sections.ts';
import { SINGLE_SECTIONS } from '../src/model/schema.ts';
import { SCOPE_GROUPS } from '../src/model/scopes.ts';
import { CODE_TABLES, DIAGNOSTICS } from '../src/pipeline/codes.ts';
import type { RuleContext } from '../src/validate/rule.ts';
import { serverVariablesMatch } from '../src/validate/rules/servers.ts';

const AT = { file: 'spec/x.yaml', line: 3, column: 7 };
const makeDiagnostic = diagnosticCreator(DIAGNOSTICS);

describe('typed messages', () => {
  it('fills each parameter where the message names it', () => {
    const message = paramMessage`Unknown ${'kind'} \`${'name'}\`; known ${'kind'}s: ${'known'}.`;
    expect(message.format({ kind: 'enum', name: 'colour', known: 'status' })).toBe('Unknown enum `colour`; known enums: status.');
  });

  it('fills message and hint from one set of values, quoting model text safely', () => {
    const d = makeDiagnostic('unknown-reference', AT, { kind: 'enum', name: 'col\u001b[2Jour', known: 'status' });
    expect(d).toMatchObject({ code: 'unknown-reference', severity: 'error', message: 'Unknown enum `col?[2Jour`.' });
    expect(d.hint).toBe('Declare it, or correct the name; known enums: status.');
    expect(formatDiagnostic(d)).toBe(
      'spec/x.yaml:3:7 error unknown-reference: Unknown enum `col?[2Jour`.\n  hint: Declare it, or correct the name; known enums: status.',
    );
  });

  it('prints a warning with its severity', () => {
    const d = makeDiagnostic('unused-declaration', AT, { kind: 'Enum', name: 'colour' });
    expect(formatDiagnostic(d)).toMatch(/^spec\/x\.yaml:3:7 warning unused-declaration: Enum `colour` is declared/);
  });

  it('checks parameters at compile time', () => {
    // @ts-expect-error a parameter is missing (`known`)
    makeDiagnostic('unknown-reference', AT, { kind: 'enum', name: 'colour' });
    // @ts-expect-error a parameter is misspelt (`nmae`)
    makeDiagnostic('unknown-reference', AT, { kind: 'enum', nmae: 'colour', known: '' });
    // @ts-expect-error a code without parameters takes none
    makeDiagnostic('provenance-conflict', AT, { detail: 'x' });
    // @ts-expect-error the old untyped bag of arguments is gone
    makeDiagnostic('yaml-syntax', AT, { detail: 'x' });
    expect(makeDiagnostic('provenance-conflict', AT, {}).message).toBe(DIAGNOSTICS['provenance-conflict'].message);
  });

  it("a rule's report takes only the rule's own codes (checked by tsc)", () => {
    const report: RuleContext<typeof serverVariablesMatch.codes>['report'] = () => undefined;
    report('unused-server-variable', ['conventions'], { name: 'region' });
    // @ts-expect-error a code of another rule
    report('unknown-reference', ['conventions'], { kind: 'server', name: 'eu', known: '' });
    // @ts-expect-error a parameter is misspelt (`nmae`)
    report('server-variable-mismatch', ['conventions'], { nmae: 'region' });
  });
});

describe('the gathered table', () => {
  it('has one definition of each code: a code two owners report is the same entry, taken by one from the other', () => {
    for (const table of CODE_TABLES) {
      for (const [code, definition] of Object.entries(table)) expect(DIAGNOSTICS[code as keyof typeof DIAGNOSTICS], code).toBe(definition);
    }
  });
});

describe('hints read the tables they describe', () => {
  const hint = (code: keyof typeof DIAGNOSTICS) => String(DIAGNOSTICS[code].hint);

  it('type facets', () => {
    for (const [type, facets] of Object.entries(ALLOWED_FACETS)) expect(hint('type-facet-mismatch')).toContain(`${type} → ${facets.join(', ')}`);
    for (const [type, facets] of Object.entries(REQUIRED_FACETS)) expect(hint('missing-type-facet')).toContain(`${type} → ${facets.join(', ')}`);
  });

  it('required sections and formats, single sections, scope groups', () => {
    for (const section of REQUIRED_SECTIONS) expect(hint('missing-section')).toContain(section);
    for (const [type, formats] of Object.entries(LIST_FORMATS)) expect(hint('missing-format')).toContain(`${type} → ${formats.join(', ')}`);
    for (const section of SINGLE_SECTIONS) expect(hint('duplicate-section')).toContain(section);
    for (const group of SCOPE_GROUPS) expect(hint('undeclared-scope')).toContain(`scopes.${group}`);
  });

  it("failure statuses: HTTP's own status of each kind of failure", () => {
    expect(hint('shared-failure-status')).toMatch(/every → 400, authenticated → 401, scoped → 403, record → 404, path → 405, writes → 422/);
  });

  it('no message is only a parameter filled in by the caller', () => {
    for (const [code, { message }] of Object.entries(DIAGNOSTICS)) {
      const params = typeof message === 'string' ? [] : message.params;
      const fixed = formatMessage(message, Object.fromEntries(params.map((p) => [p, ''])));
      expect(fixed.replace(/[\s.:`]/g, ''), code).not.toBe('');
    }
  });
});
