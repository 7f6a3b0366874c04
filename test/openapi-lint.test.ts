/**
 * The published documents pass the linters partners run: @readme/openapi-parser, Redocly
 * recommended-strict (0 errors, 0 warnings) and Spectral [spectral:oas, all] (0 errors).
 * OWASP findings are allowed only when listed with a reason (and shown in the README).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parserErrors, redoclyLint, spectralLint } from '../src/lint/openapi-linters.ts';
import { GENERATED_DIR, REPO } from './support/seed.ts';

const primary = ['v3', 'v4'].map((v) => join(GENERATED_DIR, 'openapi', `${v}.yaml`));
const all = [...primary, ...['v3', 'v4'].map((v) => join(GENERATED_DIR, 'openapi', `${v}.openapi-3.0.yaml`))];

describe('published OpenAPI documents', () => {
  it.each(all)('%s is valid OpenAPI', async (file) => {
    expect(await parserErrors(file)).toEqual([]);
  });

  it('pass redocly recommended-strict with zero errors and zero warnings', async () => {
    const result = await redoclyLint(all);
    expect(result.messages).toEqual([]);
    expect(result.errors + result.warnings).toBe(0);
  });

  it('pass spectral [spectral:oas, all] with zero errors and zero warnings', async () => {
    const findings = await spectralLint(join(REPO, '.spectral.yaml'), all);
    expect(findings.map((f) => `${f.code} (severity ${f.severity}): ${f.message}`)).toEqual([]);
  });

  it('report only OWASP findings that are listed with a reason, in the one list docs/architecture.md points at', async () => {
    const accepted = parse(readFileSync(join(REPO, 'lint', 'owasp-findings.yaml'), 'utf8')) as Record<string, string>;
    const findings = await spectralLint(join(REPO, '.spectral-owasp.yaml'), primary);
    expect(findings.length).toBeGreaterThan(0); // the ruleset really ran
    const fired = new Set(findings.map((f) => f.code));
    expect([...fired].filter((code) => !(code in accepted))).toEqual([]);
    // …and every listed finding still fires, so the list never goes stale.
    expect(Object.keys(accepted).filter((code) => !fired.has(code))).toEqual([]);
    const notes = readFileSync(join(REPO, 'docs', 'architecture.md'), 'utf8');
    expect(notes).toContain('lint/owasp-findings.yaml');
  });
});
