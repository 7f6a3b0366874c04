import type { Rule } from '../rule.ts';

/** A parameter the specification names no name for says so with `unspecified`. */
export const unnamedParametersExplained: Rule = ({ model, report }) => {
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
};
