/**
 * One value per semantic type (money, currency, timestamp, date, id, …) in a version's wire
 * form, the first the demo data gives: what the published document puts on every schema of that
 * type, so that a tool making data from the schemas alone (a mock server) makes valid data.
 * Enums list their values already, and free text says nothing a value could show.
 */
import type { WireType } from '../../views/wire-type.ts';
import type { Components } from './fill.ts';

const WITHOUT_EXAMPLE = new Set(['string', 'enum']);

/** Adds to `values`, for each semantic type of a scalar met in `value` (of `type`) that has none yet, the value found. */
export function collectSemanticValues(value: unknown, type: WireType | undefined, components: Components, values: Record<string, unknown>): void {
  if (type === undefined || value === undefined || value === null) return;
  switch (type.kind) {
    case 'ref':
      return collectSemanticValues(value, components(type.name), components, values);
    case 'scalar':
      if (type.semantic !== undefined && !WITHOUT_EXAMPLE.has(type.semantic) && !(type.semantic in values) && typeof value !== 'object')
        values[type.semantic] = value;
      return;
    case 'object':
      if (typeof value !== 'object' || Array.isArray(value)) return;
      for (const field of type.fields) collectSemanticValues((value as Record<string, unknown>)[field.name], field.type, components, values);
      return;
    case 'array':
      if (Array.isArray(value)) for (const item of value) collectSemanticValues(item, type.items, components, values);
      return;
    case 'map':
      if (typeof value === 'object' && !Array.isArray(value))
        for (const item of Object.values(value)) collectSemanticValues(item, type.values, components, values);
      return;
    default:
      return;
  }
}
