/**
 * A base written for an earlier model: read what can be read. A key the model no longer has
 * (`publication.clientVersion`, before revisions existed) is left out and named in the report,
 * located in the base. A revision stated where an earlier model stated it
 * (`versions.<id>.revision`, before the changelog stated it) is read as the version's revision; a
 * version with neither is read as having none, and named. An entry of a section that the schema
 * refuses otherwise (`operations.<id>` with a value of a shape the model no longer takes), or that
 * an error of the model's rules is located in, is read as the head's, so that it compares equal
 * (or left out when the head has none), and named: a change to it is not reported. What is wrong
 * above an entry still makes the base unreadable.
 */
import type { ErrorObject } from 'ajv';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { LoadedFile, LoadResult } from '../load/load-spec.ts';
import { positionOf, type PositionTree } from '../load/source-file.ts';
import type { ModelFile } from '../model/schema.ts';
import { loadModelValidator } from '../validate/model-validator.ts';

/** Stands in for a release the base does not list while it is analysed; the report reads the revision from `revisions`. */
const PLACEHOLDER_RELEASE = { revision: '0.0.0', date: '1970-01-01', entries: [{ text: 'Not in the base.' }] };

export interface LenientBase {
  loaded: LoadResult;
  /** What was left out, one sentence each, located. */
  unread: string[];
  /** Per version without a release in the base: the revision it states elsewhere, or null where it states none. */
  revisions: Record<string, string | null>;
}

function pathOf(pointer: string): string[] {
  return pointer === ''
    ? []
    : pointer
        .slice(1)
        .split('/')
        .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'));
}

/** An entry of a section: `['operations', '<id>']`. */
type Entry = [section: string, key: string];

/** Replaces the entry of `data` by the head's (or leaves it out when the head has none); says so, with `why`. */
function readAsHead(data: Record<string, unknown>, [section, key]: Entry, head: ModelFile | undefined, why: string): string {
  const theirs = (head?.[section as keyof ModelFile] as Record<string, unknown> | undefined)?.[key];
  const entries = data[section] as Record<string, unknown>;
  if (theirs === undefined) delete entries[key];
  else entries[key] = structuredClone(theirs);
  return `\`${section}.${key}\` (${why}), ${theirs === undefined ? 'left out: the head has none' : "read as the head's"}, so a change to it is not reported`;
}

/** The entry of a section whose text holds `offset`: the last one starting at or before it. */
function entryAt(file: LoadedFile, offset: number): Entry | undefined {
  const last = (tree: PositionTree | undefined) =>
    Object.entries(tree?.entries ?? {})
      .filter(([, child]) => (child.key ?? child.at) <= offset)
      .sort(([, a], [, b]) => (b.key ?? b.at) - (a.key ?? a.at))[0];
  const section = last(file.source.positions);
  const entry = section && last(section[1]);
  return section && entry ? [section[0], entry[0]] : undefined;
}

/**
 * The base once more, each entry that an error of the model's rules is located in (a base
 * written when a rule was laxer) read as the head's, and named; undefined when an error lies
 * outside an entry, or in one already read as the head's.
 */
export function withoutRuleErrors(
  base: LenientBase,
  errors: readonly Diagnostic[],
  displayName: (file: string) => string = (file) => file,
  head?: ModelFile,
): LenientBase | undefined {
  const unread = [...base.unread];
  const files = new Map(base.loaded.files.map((file) => [file.source.name, { ...file, data: structuredClone(file.data) as Record<string, unknown> }]));
  const done = new Set<string>();
  for (const error of errors) {
    const file = files.get(error.file);
    const entry = file && entryAt(file, file.source.lineStarts[error.line - 1]! + error.column - 1);
    if (!file || !entry || (file.data[entry[0]] as Record<string, unknown> | undefined)?.[entry[1]] === undefined) return undefined;
    const id = `${error.file}\u0000${entry.join('\u0000')}`;
    if (done.has(id)) continue;
    if (base.unread.some((line) => line.startsWith(`\`${entry.join('.')}\` (`))) return undefined;
    done.add(id);
    unread.push(readAsHead(file.data, entry, head, `${displayName(error.file)}:${error.line}:${error.column}: ${error.message.replace(/\.$/, '')}`));
  }
  return { ...base, loaded: { ...base.loaded, files: [...files.values()] }, unread };
}

/** An entry of a section (`operations.<id>`) holding what the schema refuses, other than an unknown key. */
function refusedEntries(errors: readonly ErrorObject[]): Map<string, { path: string[]; problem: string }> {
  const entries = new Map<string, { path: string[]; problem: string }>();
  for (const error of errors) {
    const path = pathOf(error.instancePath);
    if (error.keyword === 'additionalProperties' || path.length < 2) continue;
    const entry = path.slice(0, 2);
    const key = entry.join('\u0000');
    if (!entries.has(key)) entries.set(key, { path: entry, problem: `\`${path.join('.')}\` ${error.message ?? 'is refused'}` });
  }
  return entries;
}

/** The base with what a later model refuses left out; `undefined` when nothing can be left out. `head`: the head model, whose entries stand in for refused ones. */
export function lenientBase(loaded: LoadResult, displayName: (file: string) => string = (file) => file, head?: ModelFile): LenientBase | undefined {
  const validate = loadModelValidator();
  const unread: string[] = [];
  const stated: Record<string, string> = {};
  const files = loaded.files.map((file) => {
    if (validate(file.data)) return file;
    const data = structuredClone(file.data) as Record<string, unknown>;
    const errors = validate.errors ?? [];
    const refused = refusedEntries(errors);
    for (const { path, problem } of refused.values()) {
      const at = positionOf(file.source, path, true);
      unread.push(readAsHead(data, path as Entry, head, `${displayName(file.source.name)}:${at.line}:${at.column}: ${problem}`));
    }
    for (const error of errors) {
      if (error.keyword !== 'additionalProperties') continue;
      const path = pathOf(error.instancePath);
      // Inside an entry read as the head's: named with the entry.
      if (path.length >= 2 && refused.has(path.slice(0, 2).join('\u0000'))) continue;
      const parent = path.reduce<Record<string, unknown> | undefined>((node, key) => node?.[key] as Record<string, unknown> | undefined, data);
      if (!parent) continue;
      const key = String((error.params as Record<string, unknown>).additionalProperty);
      if (key === 'revision' && path.length === 2 && path[0] === 'versions' && typeof parent[key] === 'string') {
        stated[path[1]!] = parent[key];
      } else {
        const at = positionOf(file.source, [...path, key], true);
        unread.push(`\`${[...path, key].join('.')}\` (${displayName(file.source.name)}:${at.line}:${at.column}), which the model no longer has`);
      }
      delete parent[key];
    }
    return { ...file, data };
  });
  // A version without a release: one stands in while the base is analysed, the file declaring the version lists it.
  const listed = new Set(files.flatMap((f) => Object.keys((f.data as ModelFile).changelog ?? {})));
  const revisions: Record<string, string | null> = {};
  const withReleases = files.map((file) => {
    const model = file.data as ModelFile;
    const missing = Object.keys(model.versions ?? {}).filter((id) => !listed.has(id));
    if (missing.length === 0) return file;
    const changelog = { ...model.changelog };
    for (const id of missing) {
      revisions[id] = stated[id] ?? null;
      changelog[id] = [{ ...PLACEHOLDER_RELEASE, revision: stated[id] ?? PLACEHOLDER_RELEASE.revision }];
    }
    return { ...file, data: { ...model, changelog } };
  });
  const changed = withReleases.some((file, i) => file !== loaded.files[i]);
  if (!changed) return undefined;
  for (const [version, revision] of Object.entries(revisions)) {
    if (revision === null) unread.push(`the revision of \`${version}\`, which the base does not state`);
  }
  return { loaded: { ...loaded, files: withReleases }, unread, revisions };
}
