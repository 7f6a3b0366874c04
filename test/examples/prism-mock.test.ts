/**
 * Prism's static mock of each published document (both versions, the 3.1 documents and their
 * 3.0.3 twins) answers every operation, reads and writes, with bodies valid against the published
 * schemas: it serves the examples, and where it makes data from a schema, the schema's own
 * examples of money, currencies, dates and ids keep that data valid (bench/RESULTS.md has the
 * same run on documents published without examples).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PublishedPaths } from '../support/example-requests.ts';
import { prismMockRun } from '../support/prism-mock.ts';
import { GENERATED_DIR, seedModel } from '../support/seed.ts';

const { views } = seedModel();
const files = views.flatMap((view) => [`${view.id}.json`, `${view.id}.openapi-3.0.json`].map((file) => ({ view, file })));

describe("Prism's static mock of the published documents", () => {
  it('answers every operation of each with no schema violation', async () => {
    const runs = await Promise.all(
      files.map(async ({ view, file }) => {
        const published = JSON.parse(readFileSync(join(GENERATED_DIR, 'openapi', `${view.id}.json`), 'utf8')) as {
          paths: PublishedPaths;
          components: { parameters: Record<string, { example?: string }> };
        };
        const tenant = Object.values(published.components.parameters).find((p) => p.example !== undefined)!.example!;
        return { file, view, run: await prismMockRun(join(GENERATED_DIR, 'openapi', file), view, published.paths, tenant) };
      }),
    );
    for (const { file, view, run } of runs) {
      expect(run.operations, file).toBe(view.operations.length);
      expect(run.violations, file).toEqual([]);
    }
  }, 240_000);
});
