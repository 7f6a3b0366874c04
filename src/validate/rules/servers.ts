import type { Rule } from '../rule.ts';

/** Every `{variable}` of a server URL is declared, and every declared variable is used. */
export const serverVariablesMatch: Rule = ({ model, report }) => {
  for (const [id, server] of Object.entries(model.conventions?.servers ?? {})) {
    const used = [...server.url.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
    const declared = Object.keys(server.variables);
    for (const name of used) {
      if (!declared.includes(name)) report('server-variable-mismatch', ['conventions', 'servers', id, 'url'], { name });
    }
    for (const name of declared) {
      if (!used.includes(name)) report('unused-server-variable', ['conventions', 'servers', id, 'variables', name], { name }, true);
    }
  }
};
