import { compareRevisions } from '../../model/revision.ts';
import { knownList, type Rule } from '../rule.ts';

/**
 * A version's changelog names a declared version, lists its releases newest first, and its
 * newest release is the version's current revision (a release not recorded is a warning).
 */
export const changelogFollowsRevisions: Rule = ({ model, report }) => {
  const versions = model.versions ?? {};
  for (const [id, releases] of Object.entries(model.changelog ?? {})) {
    const version = versions[id];
    if (!version) {
      report('unknown-reference', ['changelog', id], { name: id, kind: 'version', known: knownList(Object.keys(versions)) }, true);
      continue;
    }
    releases.forEach((release, i) => {
      const previous = releases[i - 1];
      if (previous && compareRevisions(release.revision, previous.revision) >= 0) {
        report('changelog-order', ['changelog', id, i, 'revision'], { version: id, revision: release.revision, previous: previous.revision });
      }
    });
    const newest = releases[0]!.revision;
    if (newest !== version.revision)
      report('changelog-not-current', ['changelog', id, 0, 'revision'], { version: id, release: newest, revision: version.revision });
  }
};
