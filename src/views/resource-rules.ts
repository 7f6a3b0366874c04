/**
 * The rules a version states for every resource (`versions.<id>.resourceFields`, `.errorBodies`) are defaults: a
 * resource overrides them for every version (`overrides`) or for one (`overridesIn.<id>`), and the
 * most specific statement wins. What is decided from an override is recorded as rendered.
 */
import type { ResourceOverridesT, VersionSpecT } from '../model/schema.ts';
import type { ResolvedModel } from '../resolve/resolve.ts';

interface RuleScope {
  resolved: ResolvedModel;
  versionId: string;
  version: VersionSpecT;
}

/** The override of `rule` that applies to the resource in the version, recorded as used; undefined when the version's default applies. */
function override<K extends keyof ResourceOverridesT>(scope: RuleScope, resourceKey: string, rule: K): ResourceOverridesT[K] | undefined {
  const resource = scope.resolved.model.resources![resourceKey]!;
  const inVersion = resource.overridesIn?.[scope.versionId]?.[rule];
  if (inVersion !== undefined) {
    scope.resolved.consumption.record(['resources', resourceKey, 'overridesIn', scope.versionId, rule]);
    return inVersion;
  }
  const everywhere = resource.overrides?.[rule];
  if (everywhere !== undefined) scope.resolved.consumption.record(['resources', resourceKey, 'overrides', rule]);
  return everywhere;
}

/** Why the resource's fields are not shown in the version, or undefined when they are (stated). */
export function unshownFields(scope: RuleScope, resourceKey: string): string | undefined {
  const rule = override(scope, resourceKey, 'resourceFields') ?? scope.version.resourceFields;
  return rule === undefined || rule === 'stated' ? undefined : rule.unspecified;
}

/** How the resource's operations in the version answer errors: the envelope, or `unspecified` with why their bodies are not shown. */
export function errorBodies(scope: RuleScope, resourceKey: string): VersionSpecT['errorBodies'] {
  return override(scope, resourceKey, 'errorBodies') ?? scope.version.errorBodies;
}
