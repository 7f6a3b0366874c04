import { paramMessage } from '../../diagnostics/message.ts';
import { SHAPES } from '../../model/schema.ts';
import { defineRule } from '../rule.ts';

/** `pick` names fields that the picked object declares. */
export const picksExist = defineRule({
  name: 'picksExist',
  codes: {
    'unknown-field': {
      severity: 'error',
      message: paramMessage`\`${'field'}\` is not a field of ${'object'}.`,
      hint: 'Pick only fields the named object declares.',
    },
  },
  check({ model, fields, report }) {
    for (const { spec, path } of fields) {
      const target = spec.of !== undefined ? model.resources?.[spec.of] : undefined;
      if (!target || !spec.pick) continue;
      spec.pick.forEach((name, i) => {
        if (!(name in target.fields)) report('unknown-field', [...path, 'pick', i], { field: name, object: spec.of! });
      });
    }
  },
});

/**
 * A `pick` is expanded inline, so a picked field that (through further picks) picks the same
 * field again would expand forever.
 */
export const picksAcyclic = defineRule({
  name: 'picksAcyclic',
  codes: {
    'cyclic-pick': {
      severity: 'error',
      message: paramMessage`Field \`${'field'}\` picks itself (through ${'through'}).`,
      hint: 'A `pick` is expanded inline; refer to the object with `of` and no `pick` to break the cycle.',
    },
  },
  check({ model, report }) {
    const resources = model.resources ?? {};
    const picksOf = (resource: string, field: string): { resource: string; field: string }[] => {
      const spec = resources[resource]?.fields[field];
      const target = spec?.type === 'array' ? spec.items : spec;
      if (!target?.of || !target.pick) return [];
      return target.pick.map((name) => ({ resource: target.of!, field: name }));
    };
    for (const [resource, spec] of Object.entries(resources)) {
      for (const field of Object.keys(spec.fields)) {
        const stack = picksOf(resource, field);
        // Most fields pick nothing: no cycle to look for.
        if (stack.length === 0) continue;
        const start = `${resource}.${field}`;
        const seen = new Set<string>();
        while (stack.length > 0) {
          const next = stack.pop()!;
          const key = `${next.resource}.${next.field}`;
          if (key === start) {
            report('cyclic-pick', ['resources', resource, 'fields', field, 'pick'], { field: start, through: [...seen].join(', ') || start });
            break;
          }
          if (seen.has(key)) continue;
          seen.add(key);
          stack.push(...picksOf(next.resource, next.field));
        }
      }
    }
  },
});

/** Shape variants (list/single) exist only on resources that declare them. */
export const shapesDeclared = defineRule({
  name: 'shapesDeclared',
  codes: {
    'unknown-shape': {
      severity: 'error',
      message: paramMessage`Resource \`${'resource'}\` has no shape variants.`,
      hint: `Only resources that declare \`shapes: [${SHAPES.join(', ')}]\` can be referred to by shape or mark fields with \`shapes\`.`,
    },
  },
  check({ model, fields, report }) {
    for (const [name, resource] of Object.entries(model.resources ?? {})) {
      if (resource.shapes) continue;
      for (const [field, spec] of Object.entries(resource.fields)) {
        if (spec.shapes) report('unknown-shape', ['resources', name, 'fields', field, 'shapes'], { resource: name });
      }
    }
    for (const { spec, path } of fields) {
      if (spec.of === undefined || spec.shape === undefined) continue;
      const target = model.resources?.[spec.of];
      if (target && !target.shapes) report('unknown-shape', [...path, 'shape'], { resource: spec.of });
    }
  },
});
