import { knownList, type Rule } from '../rule.ts';

const PLACEHOLDER = /\{([^}]+)\}/g;

/** Every `{name}` in a path has a pathParams entry and vice versa. */
export const pathParametersMatch: Rule = ({ model, report }) => {
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
};

/** One operation per method and path in each version. */
export const routesUnique: Rule = ({ model, report }) => {
  const seen = new Map<string, string>();
  for (const [id, op] of Object.entries(model.operations ?? {})) {
    const route = `${op.version} ${op.method} ${op.path.replace(PLACEHOLDER, '{}')}`;
    const other = seen.get(route);
    if (other) report('duplicate-route', ['operations', id, 'path'], { method: op.method, path: op.path, version: op.version, operation: other });
    else seen.set(route, id);
  }
};

/** A help operation describes a list (a GET) of its own version: its payload is derived from that list's filterable attributes. */
export const helpDescribesList: Rule = ({ model, report }) => {
  const operations = model.operations ?? {};
  for (const [id, op] of Object.entries(operations)) {
    if (op.describes === undefined) continue;
    const path = ['operations', id, 'describes'];
    const list = operations[op.describes];
    if (!list) report('unknown-reference', path, { name: op.describes, kind: 'operation', known: knownList(Object.keys(operations)) });
    else if (list.version !== op.version || list.method !== 'GET') report('help-target', path, { operation: id, list: op.describes, version: op.version });
  }
};
