/**
 * Query-string serialisation for the generated client: form style (`name=value`) and
 * deepObject style (`filter[status][eq]=draft`, `or[0][budget][gte]=1000`), with the
 * `allowReserved` rule that keeps the literal `+` of date ranges such as `2024-01-01+TO+2024-02-01`.
 */

export interface QueryParamSpec {
  name: string;
  style: 'form' | 'deepObject';
  allowReserved: boolean;
  /** A date-range parameter: `{from, to}` is joined with this separator (`+TO+`). */
  dateRange?: string;
  /** A sort parameter: `[{field, direction}]` is joined with these separators. */
  sort?: { pair: string; list: string };
}

export type QueryValue = string | number | boolean | null | undefined | Date | readonly QueryValue[] | { readonly [key: string]: QueryValue };

/** RFC 3986 reserved characters kept as-is under allowReserved, except those that would end a pair (`&`, `=`, `#`). */
const RESERVED_KEPT = /%(3A|2F|3F|5B|5D|40|21|24|27|28|29|2A|2B|2C|3B)/gi;

function encode(value: string, allowReserved: boolean): string {
  const encoded = encodeURIComponent(value);
  return allowReserved ? encoded.replace(RESERVED_KEPT, (escape) => decodeURIComponent(escape)) : encoded;
}

/** A scalar's text; a Date is sent as its ISO 8601 UTC timestamp. Anything else is a caller's mistake. */
function scalarText(value: unknown, name: string): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new RangeError(`query parameter ${name}: invalid Date`);
    return value.toISOString().replace(/\.\d{3}Z$/, 'Z');
  }
  throw new TypeError(`query parameter ${name}: cannot send ${Object.prototype.toString.call(value)} as a value`);
}

function deepPairs(prefix: string, value: QueryValue, allowReserved: boolean, out: string[]): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    value.forEach((item, index) => deepPairs(`${prefix}[${index}]`, item, allowReserved, out));
  } else if (typeof value === 'object' && !(value instanceof Date)) {
    for (const [key, child] of Object.entries(value)) deepPairs(`${prefix}[${encode(key, false)}]`, child, allowReserved, out);
  } else {
    out.push(`${prefix}=${encode(scalarText(value, prefix), allowReserved)}`);
  }
}

/** Serialises `values` in the order of `specs`; unknown keys are ignored, undefined values skipped. */
export function serializeQuery(specs: readonly QueryParamSpec[], values: Readonly<Record<string, QueryValue>> | undefined): string {
  if (!values) return '';
  const pairs: string[] = [];
  for (const spec of specs) {
    const value = helperValue(spec, values[spec.name]);
    if (value === undefined || value === null) continue;
    if (spec.style === 'deepObject') deepPairs(encode(spec.name, false), value, spec.allowReserved, pairs);
    else if (Array.isArray(value))
      for (const item of value) pairs.push(`${encode(spec.name, false)}=${encode(scalarText(item, spec.name), spec.allowReserved)}`);
    else pairs.push(`${encode(spec.name, false)}=${encode(scalarText(value, spec.name), spec.allowReserved)}`);
  }
  return pairs.join('&');
}

/** Turns the typed helpers (a `{from, to}` range, a list of sort keys) into the wire string. */
function helperValue(spec: QueryParamSpec, value: QueryValue): QueryValue {
  if (spec.dateRange !== undefined && typeof value === 'object' && value !== null && 'from' in value && 'to' in value) {
    return formatDateRange(value as unknown as DateRange, spec.dateRange);
  }
  if (spec.sort !== undefined && Array.isArray(value)) return formatSort(value as unknown as SortKey[], spec.sort.pair, spec.sort.list);
  return value;
}

/** A plain date, `YYYY-MM-DD`, from a Date (its UTC day) or a string already in that shape. */
function formatDate(value: Date | string): string {
  if (typeof value === 'string') {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) throw new RangeError(`not a YYYY-MM-DD date: ${value}`);
    return value;
  }
  if (Number.isNaN(value.getTime())) throw new RangeError('invalid Date');
  return value.toISOString().slice(0, 10);
}

export interface DateRange {
  from: Date | string;
  to: Date | string;
}

/** `{from, to}` → `YYYY-MM-DD<separator>YYYY-MM-DD`; the separator comes from the model (`+TO+`). */
function formatDateRange(range: DateRange, separator: string): string {
  return `${formatDate(range.from)}${separator}${formatDate(range.to)}`;
}

export interface SortKey<Field extends string = string> {
  field: Field;
  direction: 'asc' | 'desc';
}

/** `[{field, direction}]` → `field:direction,...` with the separators of the model's sort shape. */
function formatSort(keys: readonly SortKey[], pairSeparator: string, listSeparator: string): string {
  return keys.map((k) => `${k.field}${pairSeparator}${k.direction}`).join(listSeparator);
}
