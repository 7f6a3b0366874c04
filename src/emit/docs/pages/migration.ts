/**
 * The migration guide, from the model's `migration` section: what changes, the path table, what
 * has no equivalent in the newer version, and each mapped operation's request in both versions.
 */
import type { ModelView } from '../../../views/model-view.ts';
import { provenanceOf } from '../../../model/provenance.ts';
import type { OperationView } from '../../../views/version-view.ts';
import { cell, code, note, provenanceNote } from '../../shared/markdown.ts';
import type { VersionSite } from '../site.ts';
import { curlExample } from '../examples.ts';
import { clientCallExample } from '../../shared/call-example.ts';
import { warningText } from '../formats.ts';
import { translationContext } from './migration-translation.ts';

/** `from` and `to`: the sites of the versions the migration section names. */
export function migrationContext(model: ModelView, from: VersionSite, to: VersionSite) {
  // The guide shows every change, mapping and path without an equivalent.
  // Called for a model with a migration (src/emit/docs/index.ts).
  const migration = model.migration()!;
  const find = (site: VersionSite, id: string | null) => (id === null ? undefined : site.view.operations.find((op) => op.id === id));
  const linkTo = (site: VersionSite, op: OperationView) => `[${code(`${op.method} ${op.fullPath}`)}](${site.folder}/${site.operationHref(op)})`;
  const mappings = migration.mappings.map((m) => ({ from: find(from, m.from)!, to: find(to, m.to), note: m.note, provenance: provenanceOf(m) }));
  return {
    ...translationContext(model, from, to),
    formatWarnings: from.formatWarnings.map(warningText),
    fromTitle: from.view.title,
    toTitle: to.view.title,
    description: migration.description,
    changes: migration.changes.map((c) => ({ title: c.title, from: cell(c.before), to: cell(note(c.after, provenanceNote(provenanceOf(c)))) })),
    paths: mappings.map((m) => ({
      from: linkTo(from, m.from),
      to: m.to ? linkTo(to, m.to) : 'none',
      notes: cell(note(m.note, provenanceNote(m.provenance))),
    })),
    fromOnly: migration.fromOnly.map((group) => ({
      paths: group.paths.map(code).join(', '),
      operations:
        from.view.operations
          .filter((op) => group.paths.some((p) => op.path === p || op.path.startsWith(`${p}/`)))
          .map((op) => `[${code(op.id)}](${from.folder}/${from.operationHref(op)})`)
          .join(', ') || '–',
      note: cell(group.note),
    })),
    examples: mappings.map((m) => ({
      title: m.to ? `${code(m.from.id)} → ${code(m.to.id)}` : `${code(m.from.id)} (no ${to.view.id} equivalent)`,
      note: m.note ?? '',
      fromCurl: curlExample(from.view, m.from),
      toCurl: m.to ? curlExample(to.view, m.to) : '',
      fromClient: clientCallExample(m.from),
      toClient: m.to ? clientCallExample(m.to) : '',
    })),
  };
}
