/** The scopes reference: every scope by group, with the endpoints that need it. */
import type { ScopeGroup } from '../../../model/scopes.ts';
import type { VersionView } from '../../../views/version-view.ts';
import { cell, code } from '../markdown.ts';
import type { VersionSite } from '../site.ts';

const GROUP_TITLES: Record<ScopeGroup, string> = {
  read: 'Read scopes',
  readWrite: 'Read and write scopes',
  special: 'Special scopes',
};

export function scopesPageContext(site: VersionSite, description: string, advice: readonly string[]) {
  const view: VersionView = site.view;
  if (view.auth.kind !== 'oauth2') return undefined;
  const scopes = view.auth.scopes;
  const groups = (Object.keys(GROUP_TITLES) as ScopeGroup[]).map((group) => ({
    title: GROUP_TITLES[group],
    scopes: scopes
      .filter((s) => s.group === group)
      .map((s) => {
        const needing = view.operations.filter((op) => op.scope?.name === s.name);
        return {
          name: code(s.name),
          description: cell(s.description),
          endpoints: needing.length > 0 ? needing.map((op) => `[${code(op.id)}](${site.operationHref(op)})`).join(', ') : 'none documented',
        };
      }),
  }));
  return { title: view.title, description, count: scopes.length, groups, advice };
}
