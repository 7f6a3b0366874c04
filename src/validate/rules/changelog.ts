import { paramMessage } from '../../diagnostics/message.ts';
import { compareRevisions } from '../../model/revision.ts';
import { defineRule, knownList } from '../rule.ts';
import { referencesResolve } from './references.ts';

/**
 * A version's changelog names a declared version, lists its releases newest first, and its
 * newest release is the version's current revision (a release not recorded is a warning).
 */
export const changelogFollowsRevisions = defineRule({
  name: 'changelogFollowsRevisions',
  codes: {
    'unknown-reference': referencesResolve.codes['unknown-reference'],
    'changelog-order': {
      severity: 'error',
      message: paramMessage`Release ${'revision'} of ${'version'} is listed below release ${'previous'}, but is not lower.`,
      hint: 'List the releases of a version newest first, each with a lower revision than the one above it.',
    },
    'changelog-not-current': {
      severity: 'warning',
      message: paramMessage`The newest release in the changelog of ${'version'} is ${'release'}, but the version's revision is ${'revision'}.`,
      hint: 'Add a release for the current revision at the top of the list (`npm run diff -- <base> --changelog` drafts it), or correct versions.<id>.revision.',
    },
  },
  check({ model, report }) {
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
  },
});
