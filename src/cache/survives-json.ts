/**
 * Whether model data can go through JSON unchanged: what the caches that store parsed data, or
 * key by its JSON, must check first.
 */

/**
 * True when a JSON round trip gives `data` back: strings, booleans, null, finite numbers, arrays
 * and the prototype-less mappings the loader makes. YAML's `.nan`, `.inf` and `-0` do not
 * survive it (JSON writes the first two as `null`), so caches filled or keyed by JSON leave such
 * data out. Values an alias shares are visited once (JSON repeats them, which changes nothing
 * for a reader).
 */
export function survivesJson(data: unknown): boolean {
  const seen = new Set<object>();
  const pending: unknown[] = [data];
  while (pending.length > 0) {
    const value = pending.pop();
    if (value === null || typeof value === 'string' || typeof value === 'boolean') continue;
    if (typeof value === 'number') {
      if (Number.isFinite(value) && !Object.is(value, -0)) continue;
      return false;
    }
    if (typeof value !== 'object' || (!Array.isArray(value) && Object.getPrototypeOf(value) !== null)) return false;
    if (seen.has(value)) continue;
    seen.add(value);
    for (const child of Object.values(value)) pending.push(child);
  }
  return true;
}
