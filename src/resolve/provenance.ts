/**
 * The list of every `inferred`, `unspecified` and `observed` element of the model, located in its
 * spec file: the open questions the platform team takes back to the API owners (an observed fact
 * is one a server answered, still to be confirmed by them).
 */
import type { SourcePosition } from '../diagnostics/diagnostic.ts';
import type { Locator, MergedModel } from '../load/merge.ts';
import type { ModelPath } from '../model/path.ts';
import { allProvenanceHolders } from '../model/walk.ts';
import { provenanceOf, type Observation, type ProvenanceStatus } from '../model/provenance.ts';

export interface ProvenanceItem {
  status: Exclude<ProvenanceStatus, 'stated'>;
  reason: string;
  /** Where, when and what was seen, for an `observed` element. */
  observed?: Observation;
  /** Model section the item belongs to, for grouping (Resources, Operations of a version, …). */
  area: string;
  /** Readable name of the element, e.g. `project.budget` or `operation holdProject`. */
  subject: string;
  path: ModelPath;
  location: SourcePosition;
}

const AREA_TITLES: Record<string, string> = {
  conventions: 'Conventions',
  versions: 'Versions',
  enums: 'Enumerations',
  resources: 'Resources',
  parameters: 'Parameters',
  operations: 'Operations',
  scopes: 'Scopes',
  errors: 'Errors',
  migration: 'Migration',
  areas: 'Areas without documented endpoints',
  gaps: 'Not shown anywhere in the specification',
};

/** Segments a subject leaves out: they say how a field is nested, not which it is. */
const NESTING_SEGMENTS: ReadonlySet<string | number> = new Set(['fields', 'schema', 'items', 'values']);

/** `resources.project.fields.budget` → `project.budget`; keeps the path readable, not clever. */
function subjectOf(path: ModelPath): string {
  const [section, key] = path;
  let subject = section === 'operations' ? `operation ${String(key)}` : String(key ?? section);
  for (let i = 2; i < path.length; i++) if (!NESTING_SEGMENTS.has(path[i]!)) subject += `.${String(path[i])}`;
  return subject;
}

function areaOf(model: MergedModel, path: ModelPath): string {
  const section = String(path[0]);
  if (section === 'operations') {
    const op = model.operations?.[String(path[1])];
    return `Operations (${op?.version ?? '?'})`;
  }
  if (section === 'gaps') return `${AREA_TITLES.gaps}: ${model.gaps?.[String(path[1])]?.area ?? ''}`.trim();
  return AREA_TITLES[section] ?? section;
}

export function collectProvenance(model: MergedModel, locator: Locator): ProvenanceItem[] {
  return allProvenanceHolders(model).map(({ node, path }) => {
    const p = provenanceOf(node as { inferred?: string; unspecified?: string; observed?: unknown });
    // Built key by key (`observed` only where there is one), in the order readers have always seen.
    const item = { status: p.status as ProvenanceItem['status'], reason: p.reason! } as ProvenanceItem;
    if (p.observed) item.observed = p.observed;
    item.area = areaOf(model, path);
    item.subject = subjectOf(path);
    item.path = path;
    // The `inferred:` / `unspecified:` / `observed:` line itself: where a reader settles the open question.
    item.location = locator.at([...path, p.status], true);
    return item;
  });
}
