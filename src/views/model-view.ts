/**
 * What the whole model shows beyond any one version: the API's title, its publication, rules and
 * formats, the scope advice, the error sections, the migration, each version's changelog, the
 * resources' titles and the open questions. With the version views it is the only way emitters
 * reach the model.
 *
 * A read of a section that an artefact then shows is recorded here, where the model is read (see
 * src/resolve/consumption.ts), so no emitter has to remember to: a method reads and records, a
 * property is a fact that no warning depends on (names, titles, what the version views record).
 */
import type { ModelPath } from '../model/path.ts';
import { provenanceOf, type Provenance } from '../model/provenance.ts';
import type { AreaSpecT, ConventionsSpecT, MigrationSpecT, ResourceSpecT, RuleT } from '../model/schema.ts';
import type { ProvenanceItem } from '../resolve/provenance.ts';
import type { ResolvedConventions, ResolvedErrors, ResolvedModel } from '../resolve/resolve.ts';
import type { VersionView } from './version-view.ts';
import { ruleTraces, type RuleTrace } from './rule-trace-view.ts';

export type { ProvenanceItem };

export type Publication = ConventionsSpecT['publication'] & { provenance: Provenance };

export type Release = NonNullable<ResolvedModel['model']['changelog']>[string][number];

/** An area of the API without documented endpoints that holds a scope. */
export interface ScopeArea {
  title: string;
  description: string;
}

export interface ModelView {
  title: string;
  description: string;
  /** Undefined for an API without tenants. */
  tenantHeaderName: string | undefined;
  publication: Publication;
  /** The order of a list call that gives none; undefined where the model does not state one. */
  defaultOrder: ConventionsSpecT['defaultOrder'];
  /** The versions the migration guide goes between; undefined for a model without a migration. */
  migrationEnds: { from: string; to: string } | undefined;
  /** The model's error sections, as facts (what a page shows of them is recorded by `errorsShownOn`). */
  errors: ResolvedErrors;
  /** Every `inferred` and `unspecified` element, located: the places of the open questions. */
  openQuestionPlaces: readonly ProvenanceItem[];
  /** A resource of the model (the version views name resources by key). */
  resource(key: string): ResourceSpecT | undefined;
  /** The values of an enum of the model. */
  enumValues(key: string): readonly string[];
  /** The semantic types' formats (shapes and descriptions), shown on every version's overview. */
  formats(): ResolvedConventions['formats'];
  /** The API's stated rules, by group, shown on the docs index. */
  rules(): ResolvedConventions['rules'];
  /** The scopes reference's introduction and advice, shown where a version has scopes; undefined for a model without scopes. */
  scopeAdvice(): { description: string; advice: readonly RuleT[] } | undefined;
  /** The areas holding `scope`, for a scope no documented endpoint needs. */
  areasHolding(scope: string): ScopeArea[];
  /** The migration section, shown by the migration guide; undefined for a model without one. */
  migration(): MigrationSpecT | undefined;
  /** A version's releases, newest first. */
  changelog(versionId: string): readonly Release[];
  /** The error sections a version's error reference shows, recorded as shown. */
  errorsShownOn(view: VersionView): ResolvedErrors;
  /** The open questions, each shown with its element's reason. */
  askOpenQuestions(): readonly ProvenanceItem[];
  /** Every rule of the model with its data, artefacts and checks, recorded as shown (the rules page). */
  ruleTraces(): readonly RuleTrace[];
}

/** An area that lists a scope, and where in its list. */
interface ScopeHolder {
  key: string;
  index: number;
  area: AreaSpecT;
}

/** Each scope's areas, in the areas' order. */
function scopeAreas(areas: Readonly<Record<string, AreaSpecT>>): Map<string, ScopeHolder[]> {
  const byScope = new Map<string, ScopeHolder[]>();
  for (const [key, area] of Object.entries(areas)) {
    area.scopes.forEach((scope, index) => {
      // A scope listed twice in one area is found at its first place, as indexOf found it.
      const holders = byScope.get(scope) ?? byScope.set(scope, []).get(scope)!;
      if (holders.at(-1)?.key !== key) holders.push({ key, index, area });
    });
  }
  return byScope;
}

export function buildModelView(resolved: ResolvedModel): ModelView {
  const { model, conventions, errors, migration } = resolved;
  const shown = (path: ModelPath) => resolved.consumption.record(path);
  let areasByScope: Map<string, ScopeHolder[]> | undefined;
  return {
    title: conventions.title,
    description: conventions.description,
    tenantHeaderName: resolved.tenantHeader?.name,
    publication: { ...conventions.publication, provenance: provenanceOf(conventions.publication) },
    defaultOrder: conventions.defaultOrder,
    migrationEnds: migration && { from: migration.from, to: migration.to },
    errors,
    // Read when asked: the provenance list is made on its first read (src/resolve/resolve.ts).
    get openQuestionPlaces() {
      return resolved.provenance;
    },
    resource: (key) => model.resources?.[key],
    enumValues: (key) => model.enums?.[key]?.values ?? [],
    formats() {
      shown(['conventions', 'formats']);
      return conventions.formats;
    },
    rules() {
      shown(['conventions', 'rules']);
      return conventions.rules;
    },
    scopeAdvice() {
      const { scopesSpec } = resolved;
      if (!scopesSpec) return undefined;
      shown(['scopes', 'advice']);
      return { description: scopesSpec.description, advice: scopesSpec.advice };
    },
    areasHolding(scope) {
      // One pass over the areas for all scopes: a pass per scope grew with scopes × areas.
      areasByScope ??= scopeAreas(model.areas ?? {});
      return (areasByScope.get(scope) ?? []).map(({ key, index, area }) => {
        shown(['areas', key, 'scopes', index]);
        return { title: area.title, description: area.description };
      });
    },
    migration() {
      if (migration) shown(['migration']);
      return migration;
    },
    changelog(versionId) {
      shown(['changelog', versionId]);
      return model.changelog?.[versionId] ?? [];
    },
    errorsShownOn(view) {
      if (errors.messages?.[view.id] !== undefined && !view.usesErrorEnvelope) shown(['errors', 'messages', view.id]);
      // The envelope's sections (every code) show where any operation answers with it; the token endpoint's OAuth statuses where the version does.
      if (view.usesErrorEnvelope || view.operations.some((op) => op.errorEnvelope === true)) shown(['errors', 'codes']);
      if (view.usesErrorEnvelope) shown(['errors', 'oauth', 'statuses']);
      return errors;
    },
    askOpenQuestions() {
      for (const item of resolved.provenance) shown([...item.path, item.status]);
      return resolved.provenance;
    },
    ruleTraces: () => ruleTraces(resolved),
  };
}
