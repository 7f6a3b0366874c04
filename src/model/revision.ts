/** Revisions (`MAJOR.MINOR.PATCH`, validated by the model schema's REVISION_PATTERN): where a version's is stated, order and bumps. */

import type { ModelPath } from './path.ts';
import type { ModelFile } from './schema.ts';

/** What a revision must at least bump: `none` when nothing partner-visible changed. */
export type RevisionLevel = 'none' | 'patch' | 'minor' | 'major';
export const REVISION_LEVELS: readonly RevisionLevel[] = ['none', 'patch', 'minor', 'major'];

type RevisionParts = [major: number, minor: number, patch: number];

function partsOf(revision: string): RevisionParts {
  return revision.split('.').map(Number) as RevisionParts;
}

/** Semver order of two revisions: negative when `a` is lower. */
export function compareRevisions(a: string, b: string): number {
  const x = partsOf(a);
  const y = partsOf(b);
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return 0;
}

/**
 * A package covering several versions (the client package): each part is the sum of that part
 * over the versions' revisions. A version's major bump raises the sum of majors (whatever its
 * minor and patch fall back to), a minor bump the sum of minors with the majors unchanged, and so
 * on: the package changes at the level of the strongest change of any version it covers.
 */
export function packageVersion(revisions: readonly string[]): string {
  const parts = [0, 1, 2].map((i) => revisions.reduce((sum, revision) => sum + partsOf(revision)[i]!, 0));
  return parts.join('.');
}

/** The lowest revision that a `level` bump allows after `base` (a bump resets the parts after it). */
export function lowestAllowed(base: string, level: RevisionLevel): string {
  const [major, minor, patch] = partsOf(base);
  if (level === 'major') return `${major + 1}.0.0`;
  if (level === 'minor') return `${major}.${minor + 1}.0`;
  if (level === 'patch') return `${major}.${minor}.${patch + 1}`;
  return base;
}

/**
 * A version's revision: its changelog's newest release (the one statement of it; a version
 * without a release is refused at validate). `undefined` when the model has none.
 */
export function versionRevision(model: Pick<ModelFile, 'changelog'>, versionId: string): string | undefined {
  return model.changelog?.[versionId]?.[0]?.revision;
}

/** Where a version's revision is written in the model. */
export function revisionPath(versionId: string): ModelPath {
  return ['changelog', versionId, 0, 'revision'];
}
