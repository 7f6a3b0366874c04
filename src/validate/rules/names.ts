import { paramMessage } from '../../diagnostics/message.ts';
import { pascalCase } from '../../model/naming.ts';
import { defineRule } from '../rule.ts';

/**
 * In each version, resources get distinct type names (from their per-version name or key),
 * and distinct titles (tags): otherwise two resources would silently share one schema or tag.
 */
export const versionNamesUnique = defineRule({
  name: 'versionNamesUnique',
  codes: {
    'duplicate-name': {
      severity: 'error',
      message: paramMessage`The ${'version'} type name \`${'name'}\` is also used by resource \`${'other'}\`.`,
      hint: 'Resources need distinct names in every version (their schemas are named after them); rename one.',
    },
    'duplicate-title': {
      severity: 'error',
      message: paramMessage`The title \`${'title'}\` is also used by resource \`${'other'}\`.`,
      hint: 'Resources need distinct titles (the documents tag their operations with them); rename one.',
    },
  },
  check({ model, report }) {
    const resources = Object.entries(model.resources ?? {});
    for (const version of Object.keys(model.versions ?? {})) {
      const seen = new Map<string, string>();
      for (const [key, resource] of resources) {
        const name = pascalCase(resource.names?.[version]?.singular ?? key);
        const other = seen.get(name);
        if (other) report('duplicate-name', ['resources', key], { version, name, other }, true);
        else seen.set(name, key);
      }
    }
    const titles = new Map<string, string>();
    for (const [key, resource] of resources) {
      const other = titles.get(resource.title);
      if (other) report('duplicate-title', ['resources', key, 'title'], { title: resource.title, other });
      else titles.set(resource.title, key);
    }
  },
});
