/**
 * Where everything of one version lives in the docs: one page per resource (its components
 * and its operations), so links between pages are computed in one place.
 */
import type { NamedSchema } from '../../views/wire-type.ts';
import { semanticTypesOf, type OperationView, type VersionView } from '../../views/version-view.ts';
import { byCodePoint } from '../../model/order.ts';
import type { FormatWarning } from '../../views/format-warnings.ts';
import { groupBy } from '../shared/group-by.ts';
import { anchor, slug } from '../shared/markdown.ts';
import type { LinkComponent } from './type-summary.ts';

export interface ResourcePage {
  resource: string;
  title: string;
  /** Path below the version folder, e.g. `resources/job.md`. */
  path: string;
  schemas: NamedSchema[];
  operations: OperationView[];
}

export interface VersionSite {
  view: VersionView;
  /** Folder of the version's pages below docs/: the version id. */
  folder: string;
  pages: ResourcePage[];
  /** The page and anchor of an operation, relative to the version folder. */
  operationHref(op: OperationView): string;
  /** Links a component name from a page in `fromDir` (relative to the version folder: '' or 'resources'). */
  linker(fromDir: '' | 'resources'): LinkComponent;
  /** The semantic types the version uses anywhere: its pages list only the formats that apply. */
  semanticTypes: ReadonlySet<string>;
  /** The formats among them whose values form decoding misreads: said once per version, pointed to where they are sent. */
  formatWarnings: readonly FormatWarning[];
}

export const ERRORS_PAGE = 'errors.md';
/** The migration guide, beside the versions' folders. */
export const MIGRATION_PAGE = 'migration.md';
export const SCOPES_PAGE = 'scopes.md';
export const OVERVIEW_PAGE = 'README.md';
/** The changelog, beside the docs index (one page for every version). */
export const CHANGELOG_PAGE = 'changelog.md';

/** The folder of a version's pages below docs/ (and the name of its HTML reference): the version id. */
export function versionFolder(view: VersionView): string {
  return view.id;
}

export function operationAnchor(op: OperationView): string {
  return anchor(op.id);
}

/**
 * Each page is named after its title. Titles need not be unique (two resources may share one,
 * or have no letters at all), so a name already taken gets the resource's key, then a number.
 */
function assignPagePaths(pages: ResourcePage[]): void {
  const taken = new Set<string>();
  for (const page of pages) {
    const base = slug(page.title) || slug(page.resource) || 'resource';
    let name = taken.has(base) ? `${base}-${slug(page.resource)}` : base;
    for (let n = 2; taken.has(name); n++) name = `${base}-${slug(page.resource)}-${n}`;
    taken.add(name);
    page.path = `resources/${name}.md`;
  }
}

export function buildSite(view: VersionView): VersionSite {
  const resourceKeys = [...new Set([...view.operations.map((op) => op.resource), ...view.schemas.flatMap((s) => (s.resource ? [s.resource] : []))])];
  // Each resource's operations and components in one pass over the view (not one per resource).
  const operationsOf = groupBy(view.operations, (op) => op.resource);
  const schemasOf = groupBy(view.schemas, (s) => s.resource);
  const pages: ResourcePage[] = resourceKeys
    .map((resource) => {
      const operations = operationsOf.get(resource) ?? [];
      const title = operations[0]?.tag ?? view.resourceTexts.get(resource)!.title;
      return { resource, title, path: '', schemas: schemasOf.get(resource) ?? [], operations };
    })
    .sort((a, b) => byCodePoint(a.title.toLowerCase(), b.title.toLowerCase()) || byCodePoint(a.title, b.title) || byCodePoint(a.resource, b.resource));
  assignPagePaths(pages);
  const pageOfSchema = new Map(pages.flatMap((page) => page.schemas.map((s) => [s.name, page] as const)));
  const pageOfOperation = new Map(pages.flatMap((page) => page.operations.map((op) => [op.id, page] as const)));
  const semanticTypes = semanticTypesOf(view);
  const errorSchemas = new Set(view.schemas.filter((s) => s.role === 'error').map((s) => s.name));
  return {
    view,
    folder: versionFolder(view),
    pages,
    semanticTypes,
    formatWarnings: view.formatWarnings,
    operationHref: (op) => `${pageOfOperation.get(op.id)!.path}#${operationAnchor(op)}`,
    linker(fromDir) {
      const up = fromDir === '' ? '' : '../';
      return (name) => {
        const page = pageOfSchema.get(name);
        if (page) return `[${name}](${up}${page.path})`;
        if (errorSchemas.has(name)) return `[${name}](${up}${ERRORS_PAGE}#${anchor(name)})`;
        return name;
      };
    },
  };
}
