/** The scopes reference: every scope by group, with the endpoints that need it. */
import type { ScopeGroup } from '../../../model/scopes.ts';
import type { ModelView } from '../../../views/model-view.ts';
import type { VersionView } from '../../../views/version-view.ts';
import { groupBy } from '../../shared/group-by.ts';
import { cell, code } from '../../shared/markdown.ts';
import type { VersionSite } from '../site.ts';
import { ruleItems } from './overview.ts';

const GROUP_TITLES: Record<ScopeGroup, string> = {
  read: 'Read scopes',
  readWrite: 'Read and write scopes',
  special: 'Special scopes',
};

/** The areas (the model's `areas`: parts of the API without documented endpoints) that hold a scope. */
function areasOf(model: ModelView, scope: string): string[] {
  return model.areasHolding(scope).map((area) => `${area.title} (${area.description.replace(/\.$/, '')})`);
}

export function scopesPageContext(model: ModelView, site: VersionSite) {
  const view: VersionView = site.view;
  // A version without scopes (no OAuth, or OAuth without scopes) has no scopes page.
  const advice = model.scopeAdvice();
  if (view.auth.kind !== 'oauth2' || !advice) return undefined;
  const scopes = view.auth.scopes;
  const needed = groupBy(view.operations, (op) => op.scope?.name);
  const groups = (Object.keys(GROUP_TITLES) as ScopeGroup[]).map((group) => ({
    title: GROUP_TITLES[group],
    scopes: scopes
      .filter((s) => s.group === group)
      .map((s) => {
        const needing = needed.get(s.name) ?? [];
        const areas = needing.length > 0 ? [] : areasOf(model, s.name);
        const undocumented = areas.length > 0 ? `none documented; it belongs to ${areas.join(' and ')}, whose endpoints are not shown` : 'none documented';
        return {
          name: code(s.name),
          description: cell(s.description),
          endpoints: needing.length > 0 ? needing.map((op) => `[${code(op.id)}](${site.operationHref(op)})`).join(', ') : cell(undocumented),
        };
      }),
  }));
  return { title: view.title, description: advice.description, count: scopes.length, groups, advice: ruleItems(advice.advice) };
}
