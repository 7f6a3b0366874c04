/**
 * Every rule and every diagnostic code, on the smallest model that shows it (Smithy's
 * validator tests, Fern's per-rule fixtures): each case of test/fixtures/rules/ is the base
 * model with a few lines changed, compiled through the real pipeline from a folder, and must
 * give exactly the diagnostics its expected.errors lists.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DIAGNOSTICS, type DiagnosticCode } from '../src/pipeline/codes.ts';
import { compile } from '../src/pipeline/compile.ts';
import { RULES } from '../src/validate/validate.ts';
import { BROKEN_MODELS } from './fixtures/broken-models.ts';
import { BASE_SPEC_DIR, EXPECTED_FILE, expectedLines, fixtureLines, materialise, ruleFixtures, type RuleFixture } from './support/rule-fixtures.ts';

/** Folders of cases for what runs before the rules, and for the check after the emitters (`unrendered`: what no artefact shows). */
const STAGES = ['load', 'structure', 'merge', 'unrendered'];

/**
 * Codes no model fixture can give, and the test that gives each instead. A code that only a
 * large model gives (`file-too-large`: a committed fixture would be 2 MiB) is a seed-mutation
 * case of test/fixtures/broken-models.ts, which counts as covered below.
 */
const TESTED_ELSEWHERE: Partial<Record<DiagnosticCode, string>> = {
  'template-error': 'test/docs/docs.test.ts and test/docs/html-page.test.ts (raised by templates/, not by the model)',
  'demo-record-invalid': 'test/demo-data.test.ts (raised by the demo data beside the model)',
  'demo-data-unreadable': 'test/demo-data.test.ts (raised by the demo data beside the model)',
  'demo-choice-invalid': 'test/demo-data.test.ts (raised by the sandbox choices of the demo data beside the model)',
  'demo-tenants-without-header': 'test/fixture-models.test.ts (raised by the demo data beside a model without tenants)',
};

const FIXTURES = ruleFixtures();
const roots: string[] = [];

afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

function diagnosticsOf(fixture: RuleFixture) {
  const root = mkdtempSync(join(tmpdir(), 'rule-fixture-'));
  roots.push(root);
  const result = compile(materialise(fixture, root));
  return result.ok ? result.warnings : result.diagnostics;
}

describe('rule fixtures', () => {
  it('the base model gives no diagnostic and compiles through every emitter', () => {
    const result = compile(BASE_SPEC_DIR);
    expect(result.ok ? result.warnings : result.diagnostics).toEqual([]);
    // The sandbox page shows the demo data beside the model: the base has none, so it has no page.
    expect(result.ok && result.outputs.every((o) => o.artefacts.length > 0 || o.name === 'sandbox page')).toBe(true);
  });

  it.each(FIXTURES.map((f) => [`${f.group}/${f.name}`, f] as const))('%s', (_name, fixture) => {
    const expected = expectedLines(fixture);
    expect(expected, `${fixture.dir}/${EXPECTED_FILE} lists nothing`).not.toEqual([]);
    const diagnostics = diagnosticsOf(fixture);
    expect(fixtureLines(diagnostics)).toEqual(expected);
    for (const d of diagnostics) {
      expect(d.message.trim()).not.toBe('');
      expect(d.hint.trim()).not.toBe('');
    }
  });
});

describe('coverage', () => {
  const coveredCodes = new Set([...FIXTURES.flatMap((f) => expectedLines(f).map((line) => line.split(' ')[2])), ...BROKEN_MODELS.map((c) => c.code)]);

  it('every code of the table has a fixture (or names the test that covers it)', () => {
    const uncovered = (Object.keys(DIAGNOSTICS) as DiagnosticCode[]).filter((code) => !coveredCodes.has(code) && !TESTED_ELSEWHERE[code]);
    expect(uncovered, 'add a case under test/fixtures/rules/<rule>/ for each').toEqual([]);
  });

  it('every code a fixture expects is in the table, with the severity the table gives it', () => {
    for (const line of FIXTURES.flatMap(expectedLines)) {
      const [, severity, code] = line.split(' ');
      expect(DIAGNOSTICS[code as DiagnosticCode]?.severity, line).toBe(severity);
    }
  });

  it('a case file that replaces a base file changes it', () => {
    for (const fixture of FIXTURES) {
      const own = join(fixture.dir, 'spec');
      if (!existsSync(own)) continue;
      for (const file of readdirSync(own).filter((f) => existsSync(join(BASE_SPEC_DIR, f)))) {
        expect(readFileSync(join(own, file), 'utf8'), `${fixture.group}/${fixture.name}/spec/${file} is the base file unchanged`).not.toBe(
          readFileSync(join(BASE_SPEC_DIR, file), 'utf8'),
        );
      }
    }
  });

  it('every rule has a folder of cases, and every folder is a rule or a stage before the rules', () => {
    const ruleNames = RULES.map((rule) => rule.name);
    const groups = new Set(FIXTURES.map((f) => f.group));
    expect(ruleNames.filter((name) => !groups.has(name))).toEqual([]);
    expect([...groups].filter((group) => !ruleNames.includes(group) && !STAGES.includes(group))).toEqual([]);
  });
});
