import { paramMessage } from '../../diagnostics/message.ts';
import { defineRule } from '../rule.ts';

/**
 * Enums, shared parameters, error codes and embedded objects exist to be referred to: one that
 * nothing names is accepted (no artefact breaks), but is usually a leftover or the intended
 * target of a reference that names something else, so it is a warning.
 */
export const declarationsUsed = defineRule({
  name: 'declarationsUsed',
  codes: {
    'unused-declaration': {
      severity: 'warning',
      message: paramMessage`${'kind'} \`${'name'}\` is declared, but nothing in the model refers to it.`,
      hint: 'Refer to it where it applies, or remove it: an unused declaration is usually a leftover, or the target of a reference that names something else.',
    },
  },
  check({ model, fields, report }) {
    const used = { enum: new Set<string>(), parameter: new Set<string>(), code: new Set<string>(), object: new Set<string>() };
    for (const { spec } of fields) {
      if (spec.enum !== undefined) used.enum.add(spec.enum);
      if (spec.of !== undefined) used.object.add(spec.of);
    }
    for (const op of Object.values(model.operations ?? {})) {
      for (const q of op.query ?? []) {
        if (typeof q === 'string') used.parameter.add(q);
        else if ('use' in q) used.parameter.add(q.use);
      }
      for (const code of op.errors ?? []) used.code.add(code);
    }
    for (const row of model.errors?.statuses ?? []) for (const code of row.codes ?? []) used.code.add(code);
    for (const machine of Object.values(model.behaviour?.stateMachines ?? {})) used.code.add(machine.wrongState.code);
    for (const precondition of Object.values(model.behaviour?.preconditions ?? {})) used.code.add(precondition.error);

    const unused = (kind: string, section: readonly (string | number)[], names: Iterable<string>, seen: ReadonlySet<string>) => {
      for (const name of names) if (!seen.has(name)) report('unused-declaration', [...section, name], { kind, name }, true);
    };
    unused('Enum', ['enums'], Object.keys(model.enums ?? {}), used.enum);
    unused('Parameter', ['parameters'], Object.keys(model.parameters ?? {}), used.parameter);
    unused('Error code', ['errors', 'codes'], Object.keys(model.errors?.codes ?? {}), used.code);
    const embedded = Object.entries(model.resources ?? {})
      .filter(([, resource]) => resource.kind === 'embedded')
      .map(([name]) => name);
    unused('Embedded object', ['resources'], embedded, used.object);
  },
});
