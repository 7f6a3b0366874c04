import { declaredScopes } from '../../model/scopes.ts';
import type { Rule } from '../rule.ts';

function scopeName(scope: string | { name: string }): string {
  return typeof scope === 'string' ? scope : scope.name;
}

/** Operations of an OAuth version name a declared scope; API-key versions name none. */
export const operationScopes: Rule = ({ model, report }) => {
  if (!model.scopes || !model.versions) return;
  const declared = new Set(declaredScopes(model.scopes).map((s) => s.name));
  for (const [id, op] of Object.entries(model.operations ?? {})) {
    const version = model.versions[op.version];
    if (!version) continue;
    const path = ['operations', id];
    if (version.auth.kind === 'apiKey') {
      if (op.scope !== undefined) report('unexpected-scope', [...path, 'scope'], { operation: id }, true);
      continue;
    }
    if (op.scope === undefined) {
      if (op.authenticated !== false) report('missing-scope', path, { operation: id }, true);
      continue;
    }
    const name = scopeName(op.scope);
    if (!declared.has(name)) report('undeclared-scope', [...path, 'scope'], { scope: name });
  }
};

/** Areas without documented endpoints still name only declared scopes. */
export const areaScopes: Rule = ({ model, report }) => {
  if (!model.scopes) return;
  const declared = new Set(declaredScopes(model.scopes).map((s) => s.name));
  for (const [id, area] of Object.entries(model.areas ?? {})) {
    area.scopes.forEach((scope, i) => {
      if (!declared.has(scope)) report('area-scope', ['areas', id, 'scopes', i], { area: id, scope });
    });
  }
};
