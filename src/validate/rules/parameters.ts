import { paramMessage } from '../../diagnostics/message.ts';
import { declaredParameter, sharedParameterKey } from '../../model/parameters.ts';
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

/**
 * A list role names what the sandbox and `verify` apply: `paging` on an integer (a page size or a
 * page number), `matches` on a field of the records the operation lists.
 */
export const listRolesResolve = defineRule({
  name: 'listRolesResolve',
  codes: {
    'paging-not-integer': {
      severity: 'error',
      message: paramMessage`Parameter \`${'parameter'}\` has \`paging\` but is a ${'type'}, not an integer.`,
      hint: '`paging: size` and `paging: number` mark an integer parameter (a page size, a page number); give it `type: integer` or remove `paging`.',
    },
    'matches-unknown-field': {
      severity: 'error',
      message: paramMessage`Parameter \`${'parameter'}\` matches \`${'field'}\`, which is not a field of ${'resource'}.`,
      hint: '`matches` names the field of the listed records the parameter filters on; name one of the resource’s fields, or remove `matches`.',
    },
  },
  check({ model, report }) {
    for (const [key, p] of Object.entries(model.parameters ?? {})) {
      if (p.paging !== undefined && p.schema.type !== 'integer')
        report('paging-not-integer', ['parameters', key, 'paging'], { parameter: p.name ?? key, type: p.schema.type });
    }
    for (const [id, op] of Object.entries(model.operations ?? {})) {
      const fields = model.resources?.[op.resource]?.fields;
      (op.query ?? []).forEach((entry, i) => {
        const p = declaredParameter(model, entry);
        if (!p) return;
        // A shared parameter's `paging` is reported once, at its declaration (above).
        if (sharedParameterKey(entry) === undefined && p.paging !== undefined && p.schema.type !== 'integer')
          report('paging-not-integer', ['operations', id, 'query', i, 'paging'], { parameter: p.name ?? String(i), type: p.schema.type });
        // An unknown resource is `unknown-reference`'s to report.
        if (p.matches !== undefined && fields && !(p.matches in fields))
          report('matches-unknown-field', ['operations', id, 'query', i], { parameter: p.name ?? String(i), field: p.matches, resource: op.resource });
      });
    }
  },
});
