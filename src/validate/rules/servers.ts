import type { Rule } from '../rule.ts';

/** Every `{variable}` of a server URL is declared, and every declared variable is used. */
export const serverVariablesMatch: Rule = ({ model, report }) => {
  for (const [id, server] of Object.entries(model.conventions?.servers ?? {})) {
    const used = [...server.url.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
    const declared = Object.keys(server.variables);
    for (const name of used) {
      if (!declared.includes(name)) report('server-variable-mismatch', ['conventions', 'servers', id, 'url'], { detail: name, problem: 'is in the URL but not in variables' });
    }
    for (const name of declared) {
      if (!used.includes(name)) report('server-variable-mismatch', ['conventions', 'servers', id, 'variables', name], { detail: name, problem: 'is declared but not in the URL' }, true);
    }
  }
};
