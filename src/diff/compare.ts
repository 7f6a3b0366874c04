/**
 * The change report: per version, every partner-visible difference between a base model and
 * the head model, classified (classify.ts, kinds.ts), with the revision each version needs.
 */
import type { Locator } from '../load/merge.ts';
import { byCodePoint } from '../model/order.ts';
import type { ResolvedModel } from '../resolve/resolve.ts';
import type { VersionView } from '../views/version-view.ts';
import { CATEGORY_RULES } from './classify.ts';
import { compareRevisions, lowestAllowed, REVISION_LEVELS, type RevisionLevel } from '../model/revision.ts';
import { CHANGE_KINDS, type ChangeKind } from './kinds.ts';
import { versionSurface, type Fact, type Surface } from './surface.ts';
import { deprecationDetails } from '../views/deprecation.ts';

/** A model read and analysed: what the comparison needs of it. */
export interface AnalysedModel {
  resolved: ResolvedModel;
  views: readonly VersionView[];
  locator: Locator;
}

export interface Change {
  breaking: boolean;
  kind: ChangeKind;
  subject: string;
  message: string;
  /** `spec/<file>.yaml:<line>:<col>` in the head model, in the base model for removals. */
  location: string;
  /** On a removal of a deprecated element whose sunset date has passed: still breaking, but announced. */
  announced?: true;
}

export interface VersionReport {
  version: string;
  revision: { base: string | null; head: string | null; required: RevisionLevel };
  changes: Change[];
}

export interface DiffReport {
  base: string;
  versions: VersionReport[];
}

function change(kind: ChangeKind, fact: Fact, before?: string, after?: string, location = fact.location): Change {
  const definition = CHANGE_KINDS[kind];
  const text = { subject: fact.subject, ...(before !== undefined ? { before } : {}), ...(after !== undefined ? { after } : {}) };
  return { breaking: definition.breaking, kind, subject: fact.subject, message: definition.message(text), location };
}

/** Characters that end a parent's key inside its children's keys (surface.ts builds them so). */
const KEY_SEPARATORS = new Set([':', '.', '[', '{', '=', '|']);

/** Keys whose parent (a prefix ending at a separator) is in `keys` too: reported through the parent only. */
function withoutChildren(keys: readonly string[]): string[] {
  const all = new Set(keys);
  return keys.filter((key) => {
    for (let i = 1; i < key.length; i++) {
      if (KEY_SEPARATORS.has(key[i]!) && all.has(key.slice(0, i))) return false;
    }
    return true;
  });
}

function valueChanges(before: Fact, after: Fact): Change[] {
  const rules = CATEGORY_RULES[after.category].changed;
  const names = [...new Set([...Object.keys(before.values), ...Object.keys(after.values)])];
  const wireChanged = before.values.wire !== after.values.wire;
  const typeChanged = wireChanged || before.values.semantic !== after.values.semantic;
  return names.flatMap((name) => {
    const was = before.values[name] ?? '';
    const is = after.values[name] ?? '';
    const rule = rules[name];
    // A changed wire form is the change; the semantic type behind it is how it came about, and
    // the description of the new rendering comes with it.
    if (was === is || !rule || (name === 'semantic' && wireChanged) || (name === 'description' && typeChanged)) return [];
    return [change(rule(was, is, after), after, was, is, after.valueLocations?.[name])];
  });
}

/**
 * A removal of a deprecated element: announced when its sunset date is before `today` (the day
 * the report is made), and said either way, so a reviewer sees whether partners were warned.
 */
function removal(fact: Fact, today: string): Change {
  const removed = change(CATEGORY_RULES[fact.category].removed(fact), fact, fact.values.value);
  const deprecation = fact.deprecation;
  if (!deprecation) return removed;
  if (deprecation.sunset !== undefined && deprecation.sunset < today) {
    return { ...removed, message: `${removed.message} Announced: deprecated ${deprecationDetails(deprecation)}`, announced: true };
  }
  const early = deprecation.sunset === undefined ? 'it has no sunset date' : `its sunset, ${deprecation.sunset}, has not passed`;
  return { ...removed, message: `${removed.message} It was deprecated, but ${early}.` };
}

function compareSurfaces(base: Surface, head: Surface, today: string): Change[] {
  const removed = withoutChildren([...base.keys()].filter((key) => !head.has(key)));
  const added = withoutChildren([...head.keys()].filter((key) => !base.has(key)));
  const changes: Change[] = [];
  for (const key of removed) changes.push(removal(base.get(key)!, today));
  for (const key of added) {
    const fact = head.get(key)!;
    changes.push(change(CATEGORY_RULES[fact.category].added(fact), fact, undefined, fact.values.value));
  }
  for (const [key, after] of head) {
    const before = base.get(key);
    if (before) changes.push(...valueChanges(before, after));
  }
  return changes.sort(
    (a, b) => Number(b.breaking) - Number(a.breaking) || byCodePoint(a.subject, b.subject) || byCodePoint(a.kind, b.kind) || byCodePoint(a.message, b.message),
  );
}

/** The strongest revision part any change asks for. */
function requiredLevel(changes: readonly Change[]): RevisionLevel {
  return changes.reduce<RevisionLevel>((level, c) => {
    const asked = CHANGE_KINDS[c.kind].level;
    return REVISION_LEVELS.indexOf(asked) > REVISION_LEVELS.indexOf(level) ? asked : level;
  }, 'none');
}

function revisionOf(model: AnalysedModel, versionId: string): string | null {
  return model.resolved.model.versions?.[versionId]?.revision ?? null;
}

function surfaceOf(model: AnalysedModel, versionId: string): Surface | undefined {
  const view = model.views.find((v) => v.id === versionId);
  return view ? versionSurface(model.resolved, view, model.locator) : undefined;
}

/** A version present in one model only: one change naming it, not one per element. */
function wholeVersion(kind: 'version-removed' | 'version-added', surface: Surface): Change[] {
  return [change(kind, surface.get('version')!)];
}

/** `today` (YYYY-MM-DD, UTC) decides whether a removed element's sunset has passed. */
export function compareModels(baseLabel: string, base: AnalysedModel, head: AnalysedModel, today = new Date().toISOString().slice(0, 10)): DiffReport {
  const ids = [...head.resolved.versionIds, ...base.resolved.versionIds.filter((id) => !head.resolved.versionIds.includes(id))];
  const versions = ids.map((version): VersionReport => {
    const before = surfaceOf(base, version);
    const after = surfaceOf(head, version);
    const changes = !before ? wholeVersion('version-added', after!) : !after ? wholeVersion('version-removed', before) : compareSurfaces(before, after, today);
    return { version, revision: { base: revisionOf(base, version), head: revisionOf(head, version), required: requiredLevel(changes) }, changes };
  });
  return { base: baseLabel, versions };
}

/** The versions whose head revision is below what their changes require. */
export function revisionShortfalls(report: DiffReport): { version: string; head: string; lowest: string; required: RevisionLevel }[] {
  return report.versions.flatMap(({ version, revision }) => {
    if (revision.base === null || revision.head === null) return [];
    const lowest = lowestAllowed(revision.base, revision.required);
    return compareRevisions(revision.head, lowest) < 0 ? [{ version, head: revision.head, lowest, required: revision.required }] : [];
  });
}
