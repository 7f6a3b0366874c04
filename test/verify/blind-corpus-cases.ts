/**
 * How a blind corpus (faults written without reading verify's checks) runs through `verify`: one
 * case per fault it finds, asserting the failures named for it (the corpus names none, being
 * blind), so a check that stops finding one fails its case; the faults it does not find are
 * skipped cases with the reason, so the figure is the count of cases that run.
 */
import { describe, expect, it } from 'vitest';
import type { OperationView, VersionView } from '../../src/views/version-view.ts';
import type { Fault } from './fault-proxy.ts';
import { failingChecks, verifyBehind, type FaultCorpusSetup } from './fault-proxy.ts';

/** Per fault: the failures that find it, or why verify cannot. */
export type FoundBy = Record<string, string[] | { missed: string }>;

/** `<check id> <version> <operation or path>`, as failingChecks names a failure. */
export const on = (id: string, version: VersionView, operation: OperationView | string) =>
  `${id} ${version.id} ${typeof operation === 'string' ? operation : operation.id}`;

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
  const missed = corpus.flatMap((f) => {
    const expected = foundBy[f.name];
    return expected && !Array.isArray(expected) ? [[f.name, expected.missed] as const] : [];
  });

  describe(title, () => {
    it('every fault is listed here, found or missed with the reason', () => {
      expect(Object.keys(foundBy).sort()).toEqual(corpus.map((f) => f.name).sort());
    });

    it.each(found)('%s: %s', { timeout: 60_000 }, async (_name, _where, expected, fault) => {
      const failing = failingChecks(await verifyBehind(setup, fault.fault, fault.allowWrites));
      for (const failure of expected) expect(failing, `failed: ${failing.slice(0, 8).join(', ') || 'nothing'}`).toContain(failure);
    });

    it.skip.each(missed)('%s: missed, %s', () => undefined);
  });
}
