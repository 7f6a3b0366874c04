/**
 * The filter table of the Markdown reference against the model: every operation of the model
 * that declares filterable attributes has, in its own section of its version's reference (not
 * merely somewhere on the page), one row per attribute with its operators, its semantic type
 * and, where the attribute is not stated, its provenance.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../src/emit/docs/site.ts';
import { GENERATED_DIR, seedModel } from '../support/seed.ts';
import { operationSection } from '../support/markdown-docs.ts';

const { resolved, views } = seedModel();

/** The cells of the table row whose first cell is the attribute, within the section's filter table. */
function row(text: string, id: string, attribute: string): string[] | undefined {
  const table = text.slice(text.indexOf(`#### Filters of ${id}\n`));
  expect(table.length, `no filter table in the section of ${id}`).toBeLessThan(text.length);
  const line = table.split('\n').find((l) => l.startsWith(`| \`${attribute}\` |`));
  return line
    ?.split(' | ')
    .map((cell) => cell.replace(/^\| |\s\|$/g, ''))
    .slice(1);
}

const listOperations = views.flatMap((view) =>
  resolved.operations.filter((op) => op.version === view.id && op.filterable !== undefined).map((op) => ({ view, op, filterable: op.filterable! })),
);

describe('filter tables', () => {
  it('the model has list operations with filterable attributes', () => {
    expect(listOperations.length).toBeGreaterThan(0);
  });

  it.each(listOperations.map((entry) => [entry.op.id, entry] as const))("%s: each attribute, in the operation's section", (id, { view, filterable }) => {
    const folder = join(GENERATED_DIR, 'docs', buildSite(view).folder);
    const text = operationSection(folder, id);
    for (const [attribute, filter] of Object.entries(filterable)) {
      const cells = row(text, id, attribute);
      expect(cells, `no row for ${attribute} in the section of ${id}`).toBeDefined();
      const [operators, type, provenance] = cells!;
      expect(operators).toBe(filter.operators.map((o) => `\`${o}\``).join(', '));
      expect(type).toContain(`(${filter.schema.type})`);
      if (filter.inferred !== undefined) expect(provenance).toContain(`**Inferred:** ${filter.inferred}`);
      else if (filter.unspecified !== undefined) expect(provenance).toContain(`**Unspecified:** ${filter.unspecified}`);
      else expect(provenance).toBe('Stated');
    }
  });
});
