/**
 * The route stubs' state check (src/server-runtime/transition.ts) on the routes the generator
 * writes: every route with a transition whose statuses the model states refuses each other status
 * of its machine with the model's wrong-state status and code, naming the field, and accepts each
 * stated one, answering the status it leads to where the model states it.
 */
import { describe, expect, it } from 'vitest';
import { routeTable } from '../../src/contract/routes/route-table.ts';
import { ApiProblem } from '../../src/server-runtime/replies.ts';
import { checkTransition } from '../../src/server-runtime/transition.ts';
import { buildModelView } from '../../src/views/model-view.ts';
import { seedModel } from '../support/seed.ts';

const seed = seedModel();
const model = buildModelView(seed.resolved);
const cases = seed.views.flatMap((view) => {
  const table = routeTable(model, view);
  return view.operations.filter((op) => op.transition).map((op) => [`${view.id} ${op.id}`, op, table.routes.find((r) => r.operationId === op.id)!] as const);
});

describe('checkTransition on the generated routes', () => {
  it('has routes with a transition', () => expect(cases.length).toBeGreaterThan(0));

  it.each(cases)('%s', (_name, op, route) => {
    const t = op.transition!;
    expect(route.transition?.wrongState).toEqual({ status: t.wrongState.status, error: t.wrongState.code });
    for (const status of t.states) {
      if (!t.from || t.from.value.includes(status)) {
        expect(checkTransition(route, status)).toBe(t.to?.value);
        continue;
      }
      let thrown: unknown;
      try {
        checkTransition(route, status);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(ApiProblem);
      expect(thrown).toMatchObject({
        status: t.wrongState.status,
        error: t.wrongState.code,
        details: { [t.field]: [expect.stringContaining(t.from.value[0]!)] },
      });
    }
  });

  it('answers the status a stated transition leads to, and leaves a route without one alone', () => {
    const [, , route] = cases[0]!;
    expect(checkTransition({ ...route, transition: { ...route.transition!, from: ['a'], to: 'b' } }, 'a')).toBe('b');
    expect(checkTransition({ operationId: 'x' }, 'anything')).toBeUndefined();
  });
});
