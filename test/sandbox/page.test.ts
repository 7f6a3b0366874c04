/**
 * The sandbox page (`generated/docs/sandbox.md`) is derived from the demo data (records,
 * credentials, the sandbox's choices) and the model: it is what the emitter makes of them now, and
 * it names every tenant, credential and record id of the data, every transition the sandbox runs
 * (each part marked as the model's or the sandbox's choice) and a way to every status of the model.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandboxPage } from '../../src/emit/docs/sandbox-page.ts';
import { DEMO_FIXTURE_PATH, Store } from '../../src/demo/store.ts';
import { readChoices } from '../../src/demo/choices.ts';
import { transitions, waysFrom } from '../../src/demo/workflow.ts';
import { buildModelView } from '../../src/views/model-view.ts';
import { GENERATED_DIR, REPO, seedModel } from '../support/seed.ts';

const { resolved, views } = seedModel();
const fixture = readFileSync(join(REPO, DEMO_FIXTURE_PATH), 'utf8');
const store = Store.fromText(fixture, DEMO_FIXTURE_PATH);
const { choices } = readChoices(store.choices, views);
const operations = views.flatMap((v) => v.operations);
const page = readFileSync(join(GENERATED_DIR, 'docs', 'sandbox.md'), 'utf8');
/** The page's table rows, split into cells. */
const rows = page
  .split('\n')
  .filter((line) => line.startsWith('| '))
  .map((line) => line.slice(2, -2).split(' | '));

describe('the sandbox page', () => {
  it('is what the emitter makes of the demo data and the model now (run `npm run generate` after changing either)', () => {
    expect(page).toBe(sandboxPage(buildModelView(resolved), views, fixture));
  });

  it("lists every tenant with its API keys, its clients' ids and secrets, and every record id", () => {
    for (const [tenant, data] of store.tenants) {
      const own = rows.filter((cells) => cells[0] === `\`${tenant}\``);
      const text = own.flat().join(' ');
      for (const secret of [...data.apiKeys, ...data.clients.flatMap((c) => [c.id, c.secret])]) expect(text).toContain(`\`${secret}\``);
      for (const records of data.collections.values()) for (const id of records.keys()) expect(text).toContain(`\`${id}\``);
    }
  });

  it("lists every transition the sandbox runs, each part marked as the model's or the sandbox's choice, and a way to every status of the model", () => {
    const edges = transitions(operations, choices);
    expect(edges.length).toBeGreaterThan(0);
    for (const op of operations.filter((o) => o.transition)) {
      const rule = choices.transition(op);
      const row = rows.find((cells) => cells.length === 3 && cells[0]!.endsWith(`\`${op.method} ${op.fullPath}\``));
      expect(row, op.id).toBeDefined();
      if (typeof rule !== 'object') continue;
      for (const from of rule.from) expect(row![1]).toContain(`\`${from}\``);
      expect(row![1]).toContain(rule.chosen.from ? "the sandbox's choice" : 'the model');
      expect(row![2]).toBe(`\`${rule.to}\` (${rule.chosen.to ? "the sandbox's choice" : 'the model'})`);
    }
    const statuses = operations.find((o) => o.transition)!.transition!.states;
    const ways = waysFrom(edges, statuses[0]!, statuses);
    for (const status of statuses) {
      const row = rows.find((cells) => cells.length === 2 && cells[0] === `\`${status}\``);
      expect(row, status).toBeDefined();
      for (const step of ways.get(status) ?? []) expect(row![1]).toContain(`\`${step.via.id}\``);
    }
  });
});
