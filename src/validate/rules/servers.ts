import { paramMessage } from '../../diagnostics/message.ts';
import { defineRule } from '../rule.ts';

/** Every `{variable}` of a server URL is declared, and every declared variable is used. */
export const serverVariablesMatch = defineRule({
  name: 'serverVariablesMatch',
  codes: {
    'server-variable-mismatch': {
      severity: 'error',
      message: paramMessage`Server variable \`${'name'}\` is in the URL but not in variables.`,
      hint: 'Every `{name}` in a server URL needs an entry in variables: add it, or correct the placeholder.',
    },
    'unused-server-variable': {
      severity: 'error',
      message: paramMessage`Server variable \`${'name'}\` is declared but not in the URL.`,
      hint: 'Every variable needs its `{name}` in the server URL: remove the variable, or add the placeholder.',
    },
  },
  check({ model, report }) {
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
  },
});
