/**
 * What a version's contract artefacts are made from, and whether it is the same as the last
 * compile's: `--watch` then reuses the artefacts that compile made (`versionArtefacts`,
 * src/emit/input.ts and src/pipeline/emit-input.ts). The input is the version's view, the
 * model's contract fields (src/contract/contract-model.ts) and the templates' fingerprint. An
 * edit of one version's file leaves the other versions' inputs as they were, so their OpenAPI
 * documents, client code, route stubs, resource pages and HTML references are not made again.
 *
 * Two inputs are compared as data, walked side by side: the same property names in the same
 * order (an artefact lists them in that order), Maps and Sets entry by entry, an undefined
 * property apart from a missing one (a strict template reads a field that is present but
 * undefined, and refuses a missing one), NaN the same as NaN. A value that is not plain data (a
 * function, a symbol, an instance of a class) is refused where the two inputs hold different
 * ones: a view is plain data, and a comparison that passed over something would reuse a stale
 * artefact. The very same object in both is the same data, unwalked (inputs are never changed). Walking both inputs costs about a
 * third of writing one out as JSON and digesting it (bench/RESULTS.md), and stops at the first
 * difference.
 */
import type { ContractModel } from '../contract/contract-model.ts';
import { NOTHING_INHERITED } from '../load/mapping.ts';
import type { VersionView } from '../views/version-view.ts';

export interface VersionInput {
  view: VersionView;
  contract: ContractModel;
  /** The templates' fingerprint (src/emit/shared/templates.ts). */
  templates: string;
}

/** Whether `last` and `now` hold the same data; throws on a value that is not plain data. */
export function sameVersionInput(last: VersionInput, now: VersionInput): boolean {
  return last.templates === now.templates && sameData(last.contract, now.contract, 'contract') && sameData(last.view, now.view, 'view');
}

function refused(value: unknown, at: string): never {
  const what = typeof value === 'object' ? `an instance of ${String((value as object).constructor?.name)}` : `a ${typeof value}`;
  throw new TypeError(`a version's input holds ${what} at "${at}": it cannot decide --watch's reuse`);
}

/** Objects whose own properties are all there is of them: they inherit from nothing that has any. */
function isPlainObject(value: object): boolean {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === NOTHING_INHERITED || prototype === null;
}

/** Functions, symbols and big integers: what no view holds, and JSON cannot write. */
function isNotData(value: unknown): boolean {
  const type = typeof value;
  return type === 'function' || type === 'symbol' || type === 'bigint';
}

/** Whether two values hold the same data, as above (`diff` asks it of two models' views too: src/diff/surface.ts); `at` names where, for a refusal. */
export function sameData(a: unknown, b: unknown, at: string): boolean {
  if (isNotData(a)) refused(a, at);
  if (a === b) return true;
  if (isNotData(b)) refused(b, at);
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) {
    return typeof a === 'number' && typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b);
  }
  if (Array.isArray(a)) return Array.isArray(b) && sameItems(a, b, at);
  if (a instanceof Map) return b instanceof Map && a.size === b.size && sameItems([...a], [...b], at);
  if (a instanceof Set) return b instanceof Set && a.size === b.size && sameItems([...a], [...b], at);
  if (!isPlainObject(a)) refused(a, at);
  if (Array.isArray(b) || b instanceof Map || b instanceof Set) return false;
  if (!isPlainObject(b)) refused(b, at);
  return sameProperties(a as Record<string, unknown>, b as Record<string, unknown>);
}

function sameItems(a: readonly unknown[], b: readonly unknown[], at: string): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!sameData(a[i], b[i], at)) return false;
  return true;
}

/** The same names in the same order, each with the same value (`for…in`: a plain object inherits none). */
function sameProperties(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const names: string[] = [];
  for (const name in b) names.push(name);
  let index = 0;
  for (const name in a) {
    if (names[index++] !== name || !sameData(a[name], b[name], name)) return false;
  }
  return index === names.length;
}
