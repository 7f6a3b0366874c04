/**
 * The per-rule fixtures of test/fixtures/rules/ (layout in its README.md): each case is a small
 * model, the base model with the case's files laid over it, and the diagnostics it must give,
 * one `spec/<file>.yaml:<line>:<col> <severity> <code>` line each, in expected.errors.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sortDiagnostics, type Diagnostic } from '../../src/diagnostics/diagnostic.ts';
import { REPO } from './seed.ts';

export const FIXTURES_DIR = join(REPO, 'test', 'fixtures', 'rules');
export const BASE_SPEC_DIR = join(FIXTURES_DIR, 'base', 'spec');
/** In a case's spec/ folder: lay the case's files over nothing instead of over the base model. */
const NO_BASE_MARKER = '.no-base';
export const EXPECTED_FILE = 'expected.errors';

export interface RuleFixture {
  /** The rule (a function of src/validate/validate.ts's RULES) or pipeline stage the case tests. */
  group: string;
  name: string;
  dir: string;
}

/** Every case, as `<group>/<case>/` folders beside base/. */
export function ruleFixtures(): RuleFixture[] {
  const subfolders = (dir: string) =>
    readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
  return subfolders(FIXTURES_DIR)
    .filter((group) => group !== 'base')
    .flatMap((group) => subfolders(join(FIXTURES_DIR, group)).map((name) => ({ group, name, dir: join(FIXTURES_DIR, group, name) })));
}

/**
 * Writes the case's model into `root/spec`: the base model's files, then the case's own
 * (a file of the same name replaces the base's). A case without a spec/ folder has no model folder.
 */
export function materialise(fixture: RuleFixture, root: string): string {
  const specDir = join(root, 'spec');
  const own = join(fixture.dir, 'spec');
  if (!existsSync(own)) return specDir;
  mkdirSync(specDir, { recursive: true });
  if (!existsSync(join(own, NO_BASE_MARKER))) cpSync(BASE_SPEC_DIR, specDir, { recursive: true });
  for (const file of readdirSync(own)) if (file !== NO_BASE_MARKER) cpSync(join(own, file), join(specDir, file));
  return specDir;
}

/** The expected lines, without blank lines and `#` comments. */
export function expectedLines(fixture: RuleFixture): string[] {
  return readFileSync(join(fixture.dir, EXPECTED_FILE), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/** `spec/x.yaml:3:7 error unknown-reference`: what expected.errors lists for a diagnostic. */
export function fixtureLine(d: Diagnostic): string {
  return `${d.file}:${d.line}:${d.column} ${d.severity} ${d.code}`;
}

export function fixtureLines(diagnostics: readonly Diagnostic[]): string[] {
  return sortDiagnostics(diagnostics).map(fixtureLine);
}
