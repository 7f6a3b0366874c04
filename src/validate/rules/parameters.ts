import { defineRule } from '../rule.ts';

/** A parameter the specification names no name for says so with `unspecified`. */
export const unnamedParametersExplained = defineRule({
  name: 'unnamedParametersExplained',
  codes: {
    'unnamed-parameter': {
      severity: 'error',
      message: 'A parameter without a name must say why with `unspecified`.',
      hint: 'Add `name:`, or `unspecified: The name of ... is not shown.`',
    },
  },
  check({ model, report }) {
    for (const [key, p] of Object.entries(model.parameters ?? {})) {
      if (p.name === undefined && p.unspecified === undefined) report('unnamed-parameter', ['parameters', key], {});
    }
    for (const [id, op] of Object.entries(model.operations ?? {})) {
      (op.query ?? []).forEach((q, i) => {
        if (typeof q === 'object' && 'schema' in q && q.name === undefined && q.unspecified === undefined) {
          report('unnamed-parameter', ['operations', id, 'query', i], {});
        }
      });
    }
  },
});
