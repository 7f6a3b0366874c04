import { paramMessage } from '../../diagnostics/message.ts';
import { defineRule, knownList } from '../rule.ts';
import { referencesResolve } from './references.ts';

const PLACEHOLDER = /\{([^}]+)\}/g;

/** Every `{name}` in a path has a pathParams entry and vice versa. */
export const pathParametersMatch = defineRule({
  name: 'pathParametersMatch',
  codes: {
    'path-parameter-mismatch': {
      severity: 'error',
      message: paramMessage`Path parameter \`${'name'}\` is in the path but not in pathParams.`,
      hint: 'Every `{name}` in the path needs an entry in pathParams: add it, or correct the placeholder.',
    },
    'unused-path-parameter': {
      severity: 'error',
      message: paramMessage`Path parameter \`${'name'}\` is declared but not in the path.`,
      hint: 'Every pathParams entry needs its `{name}` in the path: remove the entry, or add the placeholder.',
    },
  },
  check({ model, report }) {
    for (const [id, op] of Object.entries(model.operations ?? {})) {
      const inPath = [...op.path.matchAll(PLACEHOLDER)].map((m) => m[1]!);
      const declared = Object.keys(op.pathParams ?? {});
      for (const name of inPath) {
        if (!declared.includes(name)) report('path-parameter-mismatch', ['operations', id, 'path'], { name });
      }
      for (const name of declared) {
        if (!inPath.includes(name)) report('unused-path-parameter', ['operations', id, 'pathParams', name], { name }, true);
      }
    }
  },
});

/** One operation per method and path in each version. */
export const routesUnique = defineRule({
  name: 'routesUnique',
  codes: {
    'duplicate-route': {
      severity: 'error',
      message: paramMessage`${'method'} ${'path'} (${'version'}) is also defined by operation \`${'operation'}\`.`,
      hint: 'Each method and path may be defined once per version (placeholder names do not make paths differ).',
    },
  },
  check({ model, report }) {
    const seen = new Map<string, string>();
    for (const [id, op] of Object.entries(model.operations ?? {})) {
      const route = `${op.version} ${op.method} ${op.path.replace(PLACEHOLDER, '{}')}`;
      const other = seen.get(route);
      if (other) report('duplicate-route', ['operations', id, 'path'], { method: op.method, path: op.path, version: op.version, operation: other });
      else seen.set(route, id);
    }
  },
});

/** A help operation describes a list (a GET) of its own version: its payload is derived from that list's filterable attributes. */
export const helpDescribesList = defineRule({
  name: 'helpDescribesList',
  codes: {
    'unknown-reference': referencesResolve.codes['unknown-reference'],
    'help-target': {
      severity: 'error',
      message: paramMessage`Help operation \`${'operation'}\` describes \`${'list'}\`, which is not a GET operation of ${'version'}.`,
      hint: '`describes` names the list operation whose `filterable` attributes the help operation answers with: a GET of the same version.',
    },
  },
  check({ model, report }) {
    const operations = model.operations ?? {};
    for (const [id, op] of Object.entries(operations)) {
      if (op.describes === undefined) continue;
      const path = ['operations', id, 'describes'];
      const list = operations[op.describes];
      if (!list) report('unknown-reference', path, { name: op.describes, kind: 'operation', known: knownList(Object.keys(operations)) });
      else if (list.version !== op.version || list.method !== 'GET') report('help-target', path, { operation: id, list: op.describes, version: op.version });
    }
  },
});
