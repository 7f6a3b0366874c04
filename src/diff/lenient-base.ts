/**
 * A base written for an earlier model: read what can be read. A key the model no longer has
 * (`publication.clientVersion`, before revisions existed) is left out, and a version without a
 * `revision` is read as having none; each is named in the report, located in the base. Anything
 * else the model's schema refuses still makes the base unreadable.
 */
import type { LoadResult } from '../load/load-spec.ts';
import { positionOf } from '../load/source-file.ts';
import { loadModelValidator } from '../validate/model-validator.ts';

/** Stands in for an absent revision while the base is analysed; the report reads it as absent. */
const ABSENT_REVISION = '0.0.0';

export interface LenientBase {
  loaded: LoadResult;
  /** What was left out, one sentence each, located. */
  unread: string[];
  /** The versions whose revision the base does not state. */
  absentRevisions: string[];
}

function pathOf(pointer: string): string[] {
  return pointer === ''
    ? []
    : pointer
        .slice(1)
        .split('/')
        .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'));
}

/** The base with what a later model refuses left out; `undefined` when nothing can be left out. */
export function lenientBase(loaded: LoadResult, displayName: (file: string) => string = (file) => file): LenientBase | undefined {
  const validate = loadModelValidator();
  const unread: string[] = [];
  const absentRevisions: string[] = [];
  const files = loaded.files.map((file) => {
    if (validate(file.data)) return file;
    const data = structuredClone(file.data) as Record<string, unknown>;
    for (const error of validate.errors ?? []) {
      const path = pathOf(error.instancePath);
      const parent = path.reduce<Record<string, unknown> | undefined>((node, key) => node?.[key] as Record<string, unknown> | undefined, data);
      const params = error.params as Record<string, unknown>;
      if (!parent) continue;
      if (error.keyword === 'additionalProperties') {
        const key = String(params.additionalProperty);
        const at = positionOf(file.source, [...path, key], true);
        unread.push(`\`${[...path, key].join('.')}\` (${displayName(file.source.name)}:${at.line}:${at.column}), which the model no longer has`);
        delete parent[key];
      } else if (error.keyword === 'required' && params.missingProperty === 'revision' && path.length === 2 && path[0] === 'versions') {
        absentRevisions.push(path[1]!);
        parent.revision = ABSENT_REVISION;
      }
    }
    return { ...file, data };
  });
  if (unread.length === 0 && absentRevisions.length === 0) return undefined;
  for (const version of absentRevisions) unread.push(`the revision of \`${version}\`, which the base does not state`);
  return { loaded: { ...loaded, files }, unread, absentRevisions };
}
