import { paramMessage } from '../../diagnostics/message.ts';
import { CHANGE_KINDS } from '../../model/change-kinds.ts';
import { compareRevisions } from '../../model/revision.ts';
import { defineRule, knownList } from '../rule.ts';
import { referencesResolve } from './references.ts';

const KINDS = Object.keys(CHANGE_KINDS);

/** The kinds a misspelt one was probably meant as: those of its first word (`filter-…`), else every kind. */
function kindsLike(kind: string): string {
  const family = KINDS.filter((k) => k.split('-')[0] === kind.split('-')[0]);
  return (family.length > 0 ? family : KINDS).join(', ');
}

/**
 * A version's changelog states its revision: every version has one, naming a declared version,
 * its releases newest first (the newest is the version's revision). An entry's `kind` is one of
 * the change report's, and its `breaking` is the kind's: stated beside a kind, it restates it.
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
    'version-without-release': {
      severity: 'error',
      message: paramMessage`Version ${'version'} has no release in the changelog, so it has no revision.`,
      hint: paramMessage`A version's revision is its newest release: add \`changelog: { ${'version'}: [{ revision: 1.0.0, date: 'YYYY-MM-DD', entries: [{ text: … }] }] }\`.`,
    },
    'changelog-kind-unknown': {
      severity: 'error',
      message: paramMessage`The changelog entry's kind \`${'kind'}\` is not a kind of the change report.`,
      hint: paramMessage`Use one of: ${'kinds'}; or leave \`kind\` out for an entry of your own words.`,
    },
    'changelog-breaking-contradicts': {
      severity: 'error',
      message: paramMessage`The changelog entry says \`breaking: ${'stated'}\`, but its kind \`${'kind'}\` is ${'level'}.`,
      hint: 'Remove `breaking`: an entry with a kind is as breaking as its kind (a different kind may be meant).',
    },
    'changelog-breaking-restated': {
      severity: 'warning',
      message: paramMessage`The changelog entry's \`breaking: ${'stated'}\` restates its kind \`${'kind'}\`.`,
      hint: 'Remove `breaking`: an entry with a kind is as breaking as its kind.',
    },
  },
  check({ model, report }) {
    const versions = model.versions ?? {};
    const changelog = model.changelog ?? {};
    for (const id of Object.keys(versions)) {
      if (!changelog[id]) report('version-without-release', ['versions', id], { version: id }, true);
    }
    for (const [id, releases] of Object.entries(changelog)) {
      if (!versions[id]) {
        report('unknown-reference', ['changelog', id], { name: id, kind: 'version', known: knownList(Object.keys(versions)) }, true);
        continue;
      }
      releases.forEach((release, i) => {
        const previous = releases[i - 1];
        if (previous && compareRevisions(release.revision, previous.revision) >= 0) {
          report('changelog-order', ['changelog', id, i, 'revision'], { version: id, revision: release.revision, previous: previous.revision });
        }
        release.entries.forEach((entry, j) => {
          const at = ['changelog', id, i, 'entries', j];
          if (entry.kind === undefined) return;
          const kind = CHANGE_KINDS[entry.kind as keyof typeof CHANGE_KINDS];
          if (!kind) {
            report('changelog-kind-unknown', [...at, 'kind'], { kind: entry.kind, kinds: kindsLike(entry.kind) });
          } else if (entry.breaking !== undefined) {
            const params = { stated: String(entry.breaking), kind: entry.kind };
            if (entry.breaking === kind.breaking) report('changelog-breaking-restated', [...at, 'breaking'], params);
            else report('changelog-breaking-contradicts', [...at, 'breaking'], { ...params, level: kind.breaking ? 'breaking' : 'not breaking' });
          }
        });
      });
    }
  },
});
