/**
 * The change report: per version, every partner-visible difference between a base model and
 * the head model, classified (classify.ts, model/change-kinds.ts), with the revision each version needs.
 */
import type { Locator } from '../load/merge.ts';
import { byCodePoint } from '../model/order.ts';
import type { ResolvedModel } from '../resolve/resolve.ts';
import type { VersionView } from '../views/version-view.ts';
import { CATEGORY_RULES } from './classify.ts';
import { compareRevisions, lowestAllowed, REVISION_LEVELS, versionRevision, type RevisionLevel } from '../model/revision.ts';
import { CHANGE_KINDS, type ChangeKind } from '../model/change-kinds.ts';
import {
  asOneGroup,
  KEY_SEPARATORS,
  unchangedGroups,
  versionSurface,
  WHOLE_SURFACE,
  type Fact,
  type FactEntries,
  type Surface,
  type SurfaceGroups,
} from './surface.ts';
import { deprecationDetails } from '../views/deprecation.ts';

/** A model read and analysed: what the comparison needs of it. */
export interface AnalysedModel {
  resolved: ResolvedModel;
  views: readonly VersionView[];
  locator: Locator;
  /**
   * Revisions a base written for an earlier model states elsewhere than in its changelog, null
   * where it states none (lenient-base.ts); they override what the analysed model holds.
   */
  statedRevisions?: Readonly<Record<string, string | null>>;
  /** How a change names a model file (a path from the current folder); the loader's name when absent. */
  displayName?: (file: string) => string;
}

export interface Change {
  breaking: boolean;
  kind: ChangeKind;
  /** What a partner sees, in Markdown: `\`GET /jobs\` · query parameter \`limit\``, `\`Job.status\` value \`halted\``. */
  subject: string;
  /** The operationId of the operation the element belongs to, if any. */
  operationId?: string;
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
  /** What the base holds that could not be read (a base written for an earlier model), one sentence each. */
  unread?: string[];
  versions: VersionReport[];
}

/** A change before its message is written: changes of one element in several schemas are merged first. */
interface Draft {
  kind: ChangeKind;
  subjects: string[];
  operationId?: string;
  before?: string;
  after?: string;
  location: string;
  /** What a removal adds about the element's deprecation. */
  note?: string;
  announced?: true;
}

function draft(kind: ChangeKind, fact: Fact, before?: string, after?: string, location = fact.location): Draft {
  return {
    kind,
    subjects: [fact.subject],
    ...(fact.operationId !== undefined ? { operationId: fact.operationId } : {}),
    ...(before !== undefined ? { before } : {}),
    ...(after !== undefined ? { after } : {}),
    location,
  };
}

function written(d: Draft): Change {
  const definition = CHANGE_KINDS[d.kind];
  const subject = d.subjects.length === 1 ? d.subjects[0]! : `${d.subjects[0]!} (also ${d.subjects.slice(1).join(', ')})`;
  const text = { subject, ...(d.before !== undefined ? { before: d.before } : {}), ...(d.after !== undefined ? { after: d.after } : {}) };
  return {
    breaking: definition.breaking,
    kind: d.kind,
    subject,
    ...(d.operationId !== undefined ? { operationId: d.operationId } : {}),
    message: d.note === undefined ? definition.message(text) : `${definition.message(text)} ${d.note}`,
    location: d.location,
    ...(d.announced ? { announced: true as const } : {}),
  };
}

/**
 * One entry per element of the model: a resource's field shown in several schemas (its list and
 * single shapes) changes in each the same way, from the same line, and is reported once, naming them all.
 */
function merged(drafts: readonly Draft[]): Draft[] {
  const byElement = new Map<string, Draft>();
  for (const d of drafts) {
    const key = d.operationId === undefined ? JSON.stringify([d.kind, d.location, d.before, d.after, d.note]) : undefined;
    const same = key === undefined ? undefined : byElement.get(key);
    if (same) same.subjects.push(...d.subjects);
    else byElement.set(key ?? `${byElement.size}`, { ...d, subjects: [...d.subjects] });
  }
  return [...byElement.values()];
}

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

/** The changes of the values of one fact in both models, in the order of its values' names (the base's first). */
function valueChanges(before: Fact, after: Fact, drafts: Draft[]): void {
  const rules = CATEGORY_RULES[after.category].changed;
  const wireChanged = before.values.wire !== after.values.wire;
  const typeChanged = wireChanged || before.values.semantic !== after.values.semantic;
  const compare = (name: string): void => {
    const was = before.values[name] ?? '';
    const is = after.values[name] ?? '';
    const rule = rules[name];
    // A changed wire form is the change; the semantic type behind it is how it came about, and
    // the description of the new rendering comes with it.
    if (was === is || !rule || (name === 'semantic' && wireChanged) || (name === 'description' && typeChanged)) return;
    drafts.push(draft(rule(was, is, after), after, was, is, after.locationOf(name)));
  };
  for (const name of Object.keys(before.values)) compare(name);
  for (const name of Object.keys(after.values)) if (!Object.hasOwn(before.values, name)) compare(name);
}

/**
 * A removal of a deprecated element: announced when its sunset date is before `today` (the day
 * the report is made), and said either way, so a reviewer sees whether partners were warned.
 */
function removal(fact: Fact, today: string): Draft {
  const removed = draft(CATEGORY_RULES[fact.category].removed(fact), fact, fact.values.value);
  const deprecation = fact.deprecation;
  if (!deprecation) return removed;
  if (deprecation.sunset !== undefined && deprecation.sunset < today) {
    return { ...removed, note: `Announced: deprecated ${deprecationDetails(deprecation)}`, announced: true };
  }
  const early = deprecation.sunset === undefined ? 'it has no sunset date' : `its sunset, ${deprecation.sunset}, has not passed`;
  return { ...removed, note: `It was deprecated, but ${early}.` };
}

/** Drafts of one group of facts, by kind of change, each in the order of its surface. */
interface GroupDrafts {
  removed: Draft[];
  added: Draft[];
  changed: Draft[];
}

const NO_FACTS: FactEntries = [];

/** Whether two facts have equal values (valueChanges finds no change between them). */
function sameValues(a: Fact, b: Fact): boolean {
  // `for…in` rather than lists of keys made for each of the model's facts: values inherit nothing enumerable.
  let names = 0;
  for (const name in a.values) {
    if (!Object.hasOwn(b.values, name) || a.values[name] !== b.values[name]) return false;
    names += 1;
  }
  for (const _name in b.values) names -= 1;
  return names === 0;
}

/** Whether two groups are made of the same keys in the same order with equal values: their surfaces then have no change. */
function sameFacts(base: FactEntries, head: FactEntries): boolean {
  if (base.length !== head.length) return false;
  for (let i = 0; i < base.length; i++) {
    const [key, fact] = base[i]!;
    const [headKey, headFact] = head[i]!;
    if (key !== headKey || !sameValues(fact, headFact)) return false;
  }
  return true;
}

/** The drafts of a group of facts; most groups are equal in both models, and are not made into surfaces. */
function compareGroup(baseFacts: FactEntries, headFacts: FactEntries, today: string, into: GroupDrafts): void {
  if (sameFacts(baseFacts, headFacts)) return;
  const base: Surface = new Map(baseFacts);
  const head: Surface = new Map(headFacts);
  for (const key of withoutChildren([...base.keys()].filter((key) => !head.has(key)))) into.removed.push(removal(base.get(key)!, today));
  for (const key of withoutChildren([...head.keys()].filter((key) => !base.has(key)))) {
    const fact = head.get(key)!;
    into.added.push(draft(CATEGORY_RULES[fact.category].added(fact), fact, undefined, fact.values.value));
  }
  for (const [key, after] of head) {
    const before = base.get(key);
    if (before) valueChanges(before, after, into.changed);
  }
}

/**
 * The changes between two surfaces, a group of facts at a time: removals in the base's order, then
 * additions and changed values in the head's, as comparing the whole surfaces lists them. A group
 * `unchanged` tells has no change, and is not made.
 */
function compareSurfaces(groupedBase: SurfaceGroups, groupedHead: SurfaceGroups, today: string, unchanged: (id: string) => boolean): Change[] {
  const whole = groupedBase.has(WHOLE_SURFACE) || groupedHead.has(WHOLE_SURFACE);
  const base = whole ? asOneGroup(groupedBase) : groupedBase;
  const head = whole ? asOneGroup(groupedHead) : groupedHead;
  const removedIn = new Map<string, Draft[]>();
  const added: Draft[] = [];
  const changed: Draft[] = [];
  for (const [id, after] of head) {
    const group: GroupDrafts = { removed: [], added, changed };
    if (whole || !unchanged(id)) compareGroup(base.get(id)?.() ?? NO_FACTS, after(), today, group);
    removedIn.set(id, group.removed);
  }
  const removed: Draft[] = [];
  for (const [id, before] of base) {
    const group: GroupDrafts = { removed, added: [], changed: [] };
    if (removedIn.has(id)) removed.push(...removedIn.get(id)!);
    else compareGroup(before(), NO_FACTS, today, group);
  }
  return merged([...removed, ...added, ...changed])
    .map(written)
    .sort(
      (a, b) =>
        Number(b.breaking) - Number(a.breaking) || byCodePoint(a.subject, b.subject) || byCodePoint(a.kind, b.kind) || byCodePoint(a.message, b.message),
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
  const stated = model.statedRevisions?.[versionId];
  if (stated !== undefined) return stated;
  return versionRevision(model.resolved.model, versionId) ?? null;
}

function surfaceOf(model: AnalysedModel, view: VersionView | undefined): SurfaceGroups | undefined {
  return view ? versionSurface(model.resolved, view, model.locator, model.displayName) : undefined;
}

/** The changes of a version in both models, its surfaces made only when they can differ. */
function versionChanges(base: AnalysedModel, head: AnalysedModel, versionId: string, today: string): Change[] {
  const baseView = base.views.find((v) => v.id === versionId);
  const headView = head.views.find((v) => v.id === versionId);
  // One analysis for both (a base of the head's files: src/cli/diff-command.ts): a surface is a
  // function of the view and the resolved model, so it has no change (locations differ, and name none).
  if (baseView && baseView === headView && base.resolved === head.resolved) return [];
  const before = surfaceOf(base, baseView);
  const after = surfaceOf(head, headView);
  if (!before) return wholeVersion('version-added', after!);
  if (!after) return wholeVersion('version-removed', before);
  return compareSurfaces(before, after, today, unchangedGroups({ resolved: base.resolved, view: baseView! }, { resolved: head.resolved, view: headView! }));
}

/** A version present in one model only: one change naming it, not one per element. */
function wholeVersion(kind: 'version-removed' | 'version-added', surface: SurfaceGroups): Change[] {
  const own = surface.get('version') ?? surface.get(WHOLE_SURFACE)!;
  return [written(draft(kind, new Map(own()).get('version')!))];
}

/** `today` (YYYY-MM-DD, UTC) decides whether a removed element's sunset has passed. */
export function compareModels(
  baseLabel: string,
  base: AnalysedModel,
  head: AnalysedModel,
  today = new Date().toISOString().slice(0, 10),
  unread: readonly string[] = [],
): DiffReport {
  const ids = [...head.resolved.versionIds, ...base.resolved.versionIds.filter((id) => !head.resolved.versionIds.includes(id))];
  const versions = ids.map((version): VersionReport => {
    const changes = versionChanges(base, head, version, today);
    return { version, revision: { base: revisionOf(base, version), head: revisionOf(head, version), required: requiredLevel(changes) }, changes };
  });
  return { base: baseLabel, ...(unread.length > 0 ? { unread: [...unread] } : {}), versions };
}

/** The lowest revision a version's changes allow after its base revision; null without a base revision. */
export function lowestRevision(v: VersionReport): string | null {
  return v.revision.base === null ? null : lowestAllowed(v.revision.base, v.revision.required);
}

/** The versions whose head revision is below what their changes require. */
export function revisionShortfalls(report: DiffReport): { version: string; head: string; lowest: string; required: RevisionLevel }[] {
  return report.versions.flatMap((v) => {
    const lowest = lowestRevision(v);
    const { head, required } = v.revision;
    if (lowest === null || head === null) return [];
    return compareRevisions(head, lowest) < 0 ? [{ version: v.version, head, lowest, required }] : [];
  });
}
