/**
 * Renders a stored record in one version's wire form. Records are stored as the fixture writes
 * them (every scalar a string); a version renders each scalar as its component says, or, where
 * the version does not show the resource's fields, as its wire rules render the field's
 * semantic type (JSON-native unless the model says otherwise: money in minor units, of as many
 * digits as the model states, else as the sandbox's data chooses: `choices.minorUnitDigits`).
 */
import type { SemanticType } from '../model/schema.ts';
import { NATIVE } from '../views/semantic-types.ts';
import type { VersionView } from '../views/version-view.ts';
import type { JsonScalar, WireType } from '../views/wire-type.ts';
import type { RecordAnswer, SandboxVersion } from './model-facts.ts';
import type { WireRecord } from './store.ts';

/** The JSON type a version renders a semantic type as. */
function jsonOf(view: VersionView, semantic: SemanticType | undefined): JsonScalar | undefined {
  if (!semantic) return undefined;
  return (view.wireRules.find((r) => r.semantic === semantic)?.json as JsonScalar | undefined) ?? NATIVE[semantic]?.json;
}

function scalar(value: unknown, json: JsonScalar | undefined, semantic: SemanticType | undefined, how: Rendering): unknown {
  if (typeof value !== 'string' || json === undefined || json === 'string') return value;
  if (json === 'boolean') return value === 'true' ? true : value === 'false' ? false : value;
  const number = Number(value);
  if (value.trim() === '' || !Number.isFinite(number)) return value;
  if (semantic === 'money' && json === 'integer' && how.minorUnitDigits !== undefined) return Math.round(number * 10 ** how.minorUnitDigits);
  return json === 'integer' && !Number.isInteger(number) ? value : number;
}

interface Rendering {
  version: SandboxVersion;
  /** Render scalars by the version's wire rules (a borrowed type) rather than by the type's own JSON type. */
  byRules: boolean;
  /** Digits of a minor unit, for money answered in minor units (validation guarantees them where a version does). */
  minorUnitDigits: number | undefined;
}

function render(value: unknown, type: WireType | undefined, how: Rendering, shape: boolean): unknown {
  if (type === undefined || value === null || value === undefined) return value;
  switch (type.kind) {
    case 'ref':
      // A nested component is converted, not cut down: only the top level is shaped.
      return render(value, how.version.component(type.name), how, false);
    case 'scalar':
      return scalar(value, how.byRules ? jsonOf(how.version.view, type.semantic) : type.json, type.semantic, how);
    case 'array':
      return Array.isArray(value) ? value.map((item) => render(item, type.items, how, false)) : value;
    case 'map':
      return typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, render(v, type.values, how, false)])) : value;
    case 'object': {
      if (typeof value !== 'object' || Array.isArray(value)) return value;
      const fields = new Map(type.fields.map((f) => [f.name, f.type]));
      const entries = Object.entries(value).filter(([key]) => !shape || fields.has(key));
      return Object.fromEntries(entries.map(([key, v]) => [key, render(v, fields.get(key), how, false)]));
    }
    default:
      return value;
  }
}

/**
 * One record as an operation answers it: only the fields its component has (so list and single
 * shapes really differ), each in the version's wire form. A resource whose fields no version
 * shows is answered as stored.
 */
export function renderRecord(record: WireRecord, answer: RecordAnswer, version: SandboxVersion, minorUnitDigits: number | undefined): Record<string, unknown> {
  if (!answer.type) return record;
  return render(record, answer.type, { version, byRules: answer.borrowed, minorUnitDigits }, true) as Record<string, unknown>;
}
