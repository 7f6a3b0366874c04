/**
 * The key by which `--watch` reuses a version's contract artefacts from one compile to the next
 * (`versionArtefacts`, src/emit/input.ts): a digest of everything they are made from, that is the
 * version's view, the model's contract fields (src/contract/contract-model.ts) and the
 * templates. An edit of one version's file leaves the other versions' keys as they were, so
 * their OpenAPI documents, client code, route stubs, resource pages and HTML references are not
 * made again.
 *
 * The view is written out whole, as JSON, with what JSON would lose or blur spelled out: Maps and
 * Sets as their entries, an undefined property as a marker (a strict template reads a field that
 * is present but undefined, and refuses a missing one), a number that is not finite by its name.
 * A value JSON cannot write at all (a function, a symbol, an instance of a class) is refused: a
 * view is plain data, and a key that left something out would reuse a stale artefact.
 */
import { createHash } from 'node:crypto';
import type { ContractModel } from '../contract/contract-model.ts';
import { NOTHING_INHERITED } from '../load/mapping.ts';
import type { VersionView } from '../views/version-view.ts';

/**
 * Opens every marker; a string of the view that starts with it gets it once more, so no string
 * of a model reads as a marker.
 */
const MARK = '\u0000';

function plainData(key: string, value: unknown): unknown {
  switch (typeof value) {
    case 'undefined':
      return `${MARK}undefined`;
    case 'number':
      return Number.isFinite(value) ? value : `${MARK}${value}`;
    case 'string':
      return value.startsWith(MARK) ? `${MARK}${value}` : value;
    case 'boolean':
      return value;
    case 'object': {
      if (value === null || Array.isArray(value)) return value;
      // An object with one marker key: the view's types fix which of its places hold a Map or a
      // Set, so no plain object in the same place is read as one.
      if (value instanceof Map) return { [`${MARK}map`]: [...value] };
      if (value instanceof Set) return { [`${MARK}set`]: [...value] };
      // JSON writes own properties: an object may inherit only from something that has none.
      const prototype = Object.getPrototypeOf(value) as unknown;
      if (prototype === Object.prototype || prototype === NOTHING_INHERITED || prototype === null) return value;
      throw new TypeError(`a version view holds an instance of ${String((value as object).constructor?.name)} at "${key}": it cannot key --watch's reuse`);
    }
    default:
      throw new TypeError(`a version view holds a ${typeof value} at "${key}": it cannot key --watch's reuse`);
  }
}

/** The digest of a version's contract input; `templates`, the templates' fingerprint. */
export function versionKey(view: VersionView, contract: ContractModel, templates: string): string {
  return createHash('sha256')
    .update(templates)
    .update(MARK)
    .update(JSON.stringify(contract, plainData))
    .update(MARK)
    .update(JSON.stringify(view, plainData))
    .digest('hex');
}
