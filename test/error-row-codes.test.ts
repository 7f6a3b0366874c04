/**
 * A row of the error status table whose codes each have a schema of their own answers one of
 * them: the published response is an `anyOf` of every code's schema (a partner reads each code's
 * fields), and the docs name each; no code is left out.
 */
import { describe, expect, it } from 'vitest';
import { loadSpecTexts } from '../src/load/load-spec.ts';
import { errorSchemaName } from '../src/views/errors-view.ts';
import { compileLoaded } from '../src/pipeline/compile.ts';
import { editModel, seedTexts } from './support/seed-texts.ts';
import { parse } from 'yaml';
import type { ModelFile } from '../src/model/schema.ts';

const ERRORS_FILE = 'errors.yaml';

/** The seed's first status row listing two codes or more. */
function rowOfTwoCodes() {
  const text = seedTexts().find((t) => t.name === `spec/${ERRORS_FILE}`)!.text;
  const errors = (parse(text) as ModelFile).errors!;
  const row = errors.statuses!.find((r) => (r.codes ?? []).length >= 2)!;
  return { status: String(row.status), codes: row.codes! };
}

describe('a status row whose codes have schemas of their own', () => {
  it('is published as one of every code’s schema, and the docs name each', () => {
    const { status, codes } = rowOfTwoCodes();
    const texts = editModel(seedTexts(), ERRORS_FILE, (model) => {
      for (const code of codes) {
        model.errors!.codes![code]!.fields = { [`${code}_detail`]: { type: 'string', required: true, description: `What ${code} adds.` } };
      }
    });
    const result = compileLoaded(loadSpecTexts(texts));
    if (!result.ok) throw new Error(result.diagnostics.map((d) => d.message).join('\n'));
    const artefacts = result.outputs.flatMap((o) => o.artefacts);
    const envelope = result.views.find((v) => v.operations.some((op) => op.responses.some((r) => r.status === status && r.errorCodes.length > 0)))!;
    const document = JSON.parse(String(artefacts.find((a) => a.path === `openapi/${envelope.id}.json`)!.content)) as {
      paths: Record<string, Record<string, { responses: Record<string, { 'x-error-codes'?: string[]; content?: Record<string, { schema: unknown }> }> }>>;
    };
    // The responses of the row: those carrying its codes (an operation's own response of that status is not).
    const bodies = Object.values(document.paths)
      .flatMap((item) => Object.values(item))
      // A path item also holds what is said of the path itself (`description`, `x-methods-not-allowed`).
      .filter((op) => typeof op === 'object' && 'responses' in op)
      .map((op) => op.responses[status])
      .filter((response) => response?.['x-error-codes']?.join() === codes.join())
      .map((response) => response!.content?.['application/json']?.schema);
    expect(bodies.length).toBeGreaterThan(0);
    // The contract writes a union as `anyOf` (envelopes may overlap: a body can match more than one).
    const expected = { anyOf: codes.map((code) => ({ $ref: `#/components/schemas/${errorSchemaName(code)}` })) };
    for (const body of bodies) expect(body).toEqual(expected);
    // The docs' response tables name each code's schema.
    const pages = artefacts.filter((a) => a.path.startsWith(`docs/${envelope.id}/resources/`)).map((a) => String(a.content));
    const named = codes.map((code) => `[${errorSchemaName(code)}](../errors.md#${errorSchemaName(code).toLowerCase()})`).join(' or ');
    expect(pages.some((page) => page.includes(`| \`${status}\` | \`application/json\` | ${named} |`))).toBe(true);
  });
});
