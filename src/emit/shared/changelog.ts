/**
 * The changelog page (`templates/changelog.md.hbs`), one layout for two artefacts: the docs'
 * `changelog.md` and the client package's `CHANGELOG.md`. Releases come from the model's
 * `changelog` section, per version, newest first.
 */
import { entryBreaking } from '../../model/change-kinds.ts';
import type { ModelView } from '../../views/model-view.ts';
import type { VersionView } from '../../views/version-view.ts';

export const CHANGELOG_TEMPLATE = 'changelog.md';

export function changelogContext(model: ModelView, views: readonly VersionView[], title: string, intro: string) {
  return {
    title,
    intro,
    // Validation holds every version to at least one release (its revision is the newest's).
    versions: views.map((view) => ({
      title: view.title,
      revision: view.revision,
      releases: model.changelog(view.id).map((r) => ({
        revision: r.revision,
        date: r.date,
        entries: r.entries.map((e) => ({ text: e.text, breaking: entryBreaking(e) })),
      })),
    })),
  };
}
