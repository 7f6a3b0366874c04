/**
 * How a blind corpus (faults written without reading verify's checks) runs through `verify`: one
 * case per fault it finds, asserting the failures named for it (the corpus names none, being
 * blind), so a check that stops finding one fails its case. A fault of a fact the model leaves
 * open can only be observed, never failed (verify reports an observation with the open question):
 * its case asserts an observation on the operations named, which the honest sandbox does not get.
 * The faults it neither fails nor observes are skipped cases with the reason, so the figures are
 * the counts of the cases that run.
 */
import { describe, expect, it } from 'vitest';
import type { OperationView, VersionView } from '../../src/views/version-view.ts';
import type { Fault } from './fault-proxy.ts';
import { failingChecks, observationsSaid, verifyBehind, type FaultCorpusSetup } from './fault-proxy.ts';

/**
 * Per fault: the failures that find it; or, for a fault of an open fact, where verify observes
 * it and the open fact; or why verify cannot see it.
 */
export type FoundBy = Record<string, string[] | { observed: string[]; open: string } | { missed: string }>;

/** `<check id> <version> <operation or path>`, as failingChecks names a failure. */
export const on = (id: string, version: VersionView, operation: OperationView | string) =>
  `${id} ${version.id} ${typeof operation === 'string' ? operation : operation.id}`;

/** `<version> <operation or path>`, where an observation is made, as observationsSaid begins one. */
export const observedOn = (version: VersionView, operation: OperationView | string) =>
  `${version.id} ${typeof operation === 'string' ? operation : operation.id}`;

export function describeBlindCorpus(
  title: string,
  setup: FaultCorpusSetup,
  corpus: readonly { name: string; fault: Fault; allowWrites?: boolean }[],
  foundBy: FoundBy,
): void {
  const found = corpus.flatMap((f) => {
    const expected = foundBy[f.name];
    return Array.isArray(expected) ? [[f.name, expected.join(', '), expected, f] as const] : [];
  });
  const observed = corpus.flatMap((f) => {
    const expected = foundBy[f.name];
    return expected && 'observed' in expected ? [[f.name, expected.observed.join(', '), expected.open, expected.observed, f] as const] : [];
  });
  const missed = corpus.flatMap((f) => {
    const expected = foundBy[f.name];
    return expected && 'missed' in expected ? [[f.name, expected.missed] as const] : [];
  });
  // What the honest sandbox is observed to do, read-only and with writes: run once each, when a case needs it.
  const honest = new Map<boolean, Promise<Set<string>>>();
  const honestSaid = (allowWrites: boolean) => {
    if (!honest.has(allowWrites))
      honest.set(
        allowWrites,
        verifyBehind(setup, {}, allowWrites).then((result) => new Set(observationsSaid(result).map((o) => o.line))),
      );
    return honest.get(allowWrites)!;
  };

  describe(title, () => {
    it('every fault is listed here, found, observed or missed with the reason', () => {
      expect(Object.keys(foundBy).sort()).toEqual(corpus.map((f) => f.name).sort());
    });

    it.each(found)('%s: %s', { timeout: 60_000 }, async (_name, _where, expected, fault) => {
      const failing = failingChecks(await verifyBehind(setup, fault.fault, fault.allowWrites));
      for (const failure of expected) expect(failing, `failed: ${failing.slice(0, 8).join(', ') || 'nothing'}`).toContain(failure);
    });

    it.each(observed)('%s: observed on %s (%s)', { timeout: 120_000 }, async (_name, _where, _open, expected, fault) => {
      const allowWrites = fault.allowWrites === true;
      const result = await verifyBehind(setup, fault.fault, allowWrites);
      const seenHonestly = await honestSaid(allowWrites);
      const fresh = observationsSaid(result).filter((o) => !seenHonestly.has(o.line));
      // An observation, never a failure: the fault breaks no fact the model states.
      expect(failingChecks(result)).toEqual([]);
      for (const where of expected)
        expect(
          fresh.map((o) => o.where),
          `observations the honest sandbox does not get: ${
            fresh
              .slice(0, 6)
              .map((o) => o.line)
              .join('; ') || 'none'
          }`,
        ).toContain(where);
    });

    it.skip.each(missed)('%s: missed, %s', () => undefined);
  });
}
