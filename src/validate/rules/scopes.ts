import { either } from '../../diagnostics/code-table.ts';
import { paramMessage } from '../../diagnostics/message.ts';
import { declaredScopes, SCOPE_GROUPS } from '../../model/scopes.ts';
import { defineRule } from '../rule.ts';

function scopeName(scope: string | { name: string }): string {
  return typeof scope === 'string' ? scope : scope.name;
}

/** Operations of an OAuth version name a declared scope; API-key versions name none. */
export const operationScopes = defineRule({
  name: 'operationScopes',
  codes: {
    'undeclared-scope': {
      severity: 'error',
      message: paramMessage`Scope \`${'scope'}\` is not declared in the scopes section.`,
      hint: `Declare it under ${either(SCOPE_GROUPS.map((group) => `scopes.${group}`))}, or correct the name.`,
    },
    'missing-scope': {
      severity: 'error',
      message: paramMessage`Operation \`${'operation'}\` of a scoped version names no scope.`,
      hint: 'Add `scope:`; mark it `inferred` with a reason when the specification does not state it.',
    },
    'unexpected-scope': {
      severity: 'error',
      message: paramMessage`Operation \`${'operation'}\` names a scope, but its version does not use OAuth scopes.`,
      hint: 'Remove `scope:`; only OAuth 2.0 versions have scopes.',
    },
  },
  check({ model, report }) {
    if (!model.versions) return;
    // Without a scopes section, an OAuth version has no scopes (requiredSections reports one an operation names).
    const declared = model.scopes && new Set(declaredScopes(model.scopes).map((s) => s.name));
    for (const [id, op] of Object.entries(model.operations ?? {})) {
      const version = model.versions[op.version];
      if (!version) continue;
      const path = ['operations', id];
      if (version.auth.kind !== 'oauth2ClientCredentials') {
        if (op.scope !== undefined) report('unexpected-scope', [...path, 'scope'], { operation: id }, true);
        continue;
      }
      if (!declared) continue;
      if (op.scope === undefined) {
        if (op.authenticated !== false) report('missing-scope', path, { operation: id }, true);
        continue;
      }
      const name = scopeName(op.scope);
      if (!declared.has(name)) report('undeclared-scope', [...path, 'scope'], { scope: name });
    }
  },
});

/** Areas without documented endpoints still name only declared scopes. */
export const areaScopes = defineRule({
  name: 'areaScopes',
  codes: {
    'area-scope': {
      severity: 'error',
      message: paramMessage`Area \`${'area'}\` names undeclared scope \`${'scope'}\`.`,
      hint: 'Declare the scope, or correct the name.',
    },
  },
  check({ model, report }) {
    if (!model.scopes) return;
    const declared = new Set(declaredScopes(model.scopes).map((s) => s.name));
    for (const [id, area] of Object.entries(model.areas ?? {})) {
      area.scopes.forEach((scope, i) => {
        if (!declared.has(scope)) report('area-scope', ['areas', id, 'scopes', i], { area: id, scope });
      });
    }
  },
});
