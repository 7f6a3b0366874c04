/** Revisions (`MAJOR.MINOR.PATCH`, validated by the model schema's REVISION_PATTERN): order and bumps. */

/** What a revision must at least bump: `none` when nothing partner-visible changed. */
export type RevisionLevel = 'none' | 'patch' | 'minor' | 'major';
export const REVISION_LEVELS: readonly RevisionLevel[] = ['none', 'patch', 'minor', 'major'];

/** Semver order of two revisions: negative when `a` is lower. */
export function compareRevisions(a: string, b: string): number {
  const x = a.split('.').map(Number);
  const y = b.split('.').map(Number);
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return 0;
}

/** The lowest revision that a `level` bump allows after `base` (a bump resets the parts after it). */
export function lowestAllowed(base: string, level: RevisionLevel): string {
  const [major, minor, patch] = base.split('.').map(Number) as [number, number, number];
  if (level === 'major') return `${major + 1}.0.0`;
  if (level === 'minor') return `${major}.${minor + 1}.0`;
  if (level === 'patch') return `${major}.${minor}.${patch + 1}`;
  return base;
}
