/**
 * What an operation's example request addresses in the demo data: its subject (the first record
 * of its resource that gives every path parameter a value: its own id, or the id of the record a
 * path segment names, as the fixture names it), the records a list of it answers (its parent's,
 * in the default order), and the query values the sandbox answers with those records: date
 * ranges from the earliest to the latest listed day, the default order as a sort, a filter the
 * first listed record satisfies.
 */
import type { OperationView, VersionView } from '../../views/version-view.ts';
import { dateField, parentField } from '../rules.ts';
import type { WireRecord } from '../store.ts';

/** A path's parameters with the segment before each: `/suppliers/{id}/catalogs/{catalog_id}` → suppliers·id, catalogs·catalog_id. */
function pathParameters(path: string): { segment: string; param: string }[] {
  const segments = path.split('/').filter(Boolean);
  return segments.flatMap((segment, i) => {
    const param = /^\{(.+)\}$/.exec(segment)?.[1];
    return param && i > 0 ? [{ segment: segments[i - 1]!, param }] : [];
  });
}

/** The value `record` gives a path parameter: the parent it names (`supplier_id`), else, for the last parameter, its own id. */
function parameterValue(record: WireRecord, segment: string, param: string, last: boolean): string | undefined {
  const parent = record[parentField(segment, param)];
  if (typeof parent === 'string') return parent;
  return last ? record.id : undefined;
}

export interface ExampleRequest {
  /** The record the request addresses, or, without path parameters, the first of the resource. */
  subject: WireRecord;
  path: Record<string, string>;
}

/** The first record of `records` that gives every path parameter of `op` a value, with those values. */
export function exampleRequest(op: OperationView, records: readonly WireRecord[]): ExampleRequest | undefined {
  const parameters = pathParameters(op.path);
  for (const subject of records) {
    const path: Record<string, string> = {};
    parameters.forEach(({ segment, param }, i) => {
      const value = parameterValue(subject, segment, param, i === parameters.length - 1);
      if (value !== undefined) path[param] = value;
    });
    if (Object.keys(path).length === parameters.length) return { subject, path };
  }
  return undefined;
}

/** The records of a list at `path` (those of the parents its path parameters name), in `order`. */
export function listedRecords(
  op: OperationView,
  records: readonly WireRecord[],
  path: Readonly<Record<string, string>>,
  order: { field: string; direction: 'asc' | 'desc' },
): WireRecord[] {
  const parents = pathParameters(op.path).filter(({ param }) => path[param] !== undefined);
  const field = dateField(order.field);
  const sign = order.direction === 'asc' ? 1 : -1;
  const key = (record: WireRecord) => String(record[field] ?? '');
  return records
    .filter((record) => parents.every(({ segment, param }) => record[parentField(segment, param)] === path[param]))
    .sort((a, b) => (key(a) === key(b) ? (a.id < b.id ? -1 : 1) : key(a) < key(b) ? -sign : sign));
}

/** `created` → `<earliest day>+TO+<latest day>` of the records' `created_at`. */
function dateRange(view: VersionView, name: string, listed: readonly Record<string, unknown>[]): string | undefined {
  const days = listed.map((r) => r[dateField(name)]).flatMap((value) => (typeof value === 'string' ? [value.slice(0, 10)] : []));
  if (days.length === 0) return undefined;
  days.sort();
  return `${days[0]}${view.listFormats.dateRangeSeparator}${days.at(-1)}`;
}

/**
 * Example values of the query parameters the sandbox answers `listed` (rendered, in order) with:
 * a date range covering them, the default order, a filter the first of them satisfies. Others
 * (a page, a page size) get none: their values would be choices, not the demo data's.
 */
export function queryExamples(
  view: VersionView,
  op: OperationView,
  listed: readonly Record<string, unknown>[],
  order: { field: string; direction: 'asc' | 'desc' },
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const [first] = listed;
  for (const p of op.query) {
    const { type } = p;
    if (type.semantic === 'dateRange') {
      const range = dateRange(view, p.name!, listed);
      if (range !== undefined) out[p.name!] = range;
    } else if (type.semantic === 'sort' && (type.sortFields === undefined || type.sortFields.includes(order.field))) {
      out[p.name!] = `${order.field}${view.listFormats.sortPairSeparator}${order.direction}`;
    } else if (type.semantic === 'filter' && first !== undefined) {
      const attribute = op.filters.find((f) => first[f.attribute] !== undefined && f.operators.length > 0);
      if (attribute) out[p.name!] = { [attribute.attribute]: { [attribute.operators[0]!]: first[attribute.attribute] } };
    } else if (
      type.kind === 'map' &&
      type.values.kind === 'scalar' &&
      type.values.enum?.includes(order.direction) &&
      first?.[dateField(order.field)] !== undefined
    ) {
      out[p.name!] = { [dateField(order.field)]: order.direction };
    }
  }
  return out;
}
