import { allFieldSpecs } from '../../model/walk.ts';
import type { Rule } from '../rule.ts';

/** `pick` names fields that the picked object declares. */
export const picksExist: Rule = ({ model, report }) => {
  for (const { spec, path } of allFieldSpecs(model)) {
    const target = spec.of !== undefined ? model.resources?.[spec.of] : undefined;
    if (!target || !spec.pick) continue;
    spec.pick.forEach((name, i) => {
      if (!(name in target.fields)) report('unknown-field', [...path, 'pick', i], { detail: name, other: spec.of! });
    });
  }
};

/** Shape variants (list/single) exist only on resources that declare them. */
export const shapesDeclared: Rule = ({ model, report }) => {
  for (const [name, resource] of Object.entries(model.resources ?? {})) {
    if (resource.shapes) continue;
    for (const [field, spec] of Object.entries(resource.fields)) {
      if (spec.shapes) report('unknown-shape', ['resources', name, 'fields', field, 'shapes'], { detail: `resource \`${name}\`` });
    }
  }
  for (const { spec, path } of allFieldSpecs(model)) {
    const target = spec.of !== undefined ? model.resources?.[spec.of] : undefined;
    if (target && spec.shape !== undefined && !target.shapes) report('unknown-shape', [...path, 'shape'], { detail: `resource \`${spec.of}\`` });
  }
};
