/**
 * Removing a deprecated element is still breaking; the report says whether partners were warned:
 * announced once the sunset date has passed, and said to be early before it.
 */
import { describe, expect, it } from 'vitest';
import { CORPUS, reportOf, seed } from './corpus.ts';

function removals(name: string) {
  const c = CORPUS.find((entry) => entry.name === name)!;
  // The operation the cases remove (other removals follow it, such as a help operation describing it).
  return reportOf(c).versions.flatMap((v) => v.changes.filter((change) => change.kind === 'operation-removed' && change.operationId === seed.migratedTo));
}

describe('a removal of a deprecated element', () => {
  it('after its sunset date: breaking, but announced, with the deprecation it followed', () => {
    const [removal] = removals('a deprecated operation removed after its sunset');
    expect(removal).toMatchObject({ breaking: true, announced: true });
    expect(removal!.message).toMatch(/Announced: deprecated since 2000-01-01 \(sunset 2000-06-01\)\./);
  });

  it('before its sunset date: breaking, not announced, and the report says the sunset has not passed', () => {
    const [removal] = removals('a deprecated operation removed before its sunset');
    expect(removal!.breaking).toBe(true);
    expect(removal!.announced).toBeUndefined();
    expect(removal!.message).toMatch(/sunset, 2999-12-31, has not passed/);
  });

  it('of an element never deprecated: breaking and nothing more', () => {
    const [removal] = removals('an operation removed');
    expect(removal!.announced).toBeUndefined();
    expect(removal!.message).not.toMatch(/deprecated/);
  });
});
