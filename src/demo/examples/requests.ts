/**
 * What an operation's example request addresses in the demo data: its subject (the first record
 * of its resource that gives every path parameter a value: its own id, or the id of the record a
 * path segment names, by the field the sandbox reads it from), the records a list of it answers
 * (its parent's, in the default order, else in the order of their ids, as the sandbox answers),
 * and the query values the sandbox answers with those records: date ranges from the earliest to
 * the latest listed day, the default order as a sort, a filter the first listed record satisfies.
 */
import { listRecordField, type OperationView, type VersionView } from '../../views/version-view.ts';
import type { WireRecord } from '../store.ts';

/** The field of an operation's records naming the record of an enclosing path segment, as the sandbox reads it (undefined: none). */
export type ParentField = (op: OperationView, segment: string, param: string) => string | undefined;

type Order = { field: string; direction: 'asc' | 'desc' };

/**
 * A path's parameters with the segment before each: `/suppliers/{id}/catalogs/{catalog_id}` →
 * suppliers·id, catalogs·catalog_id; `own`: the parameter ends the path, so names the record itself.
 */
function pathParameters(path: string): { segment: string; param: string; own: boolean }[] {
  const segments = path.split('/').filter(Boolean);
  return segments.flatMap((segment, i) => {
    const param = /^\{(.+)\}$/.exec(segment)?.[1];
    return param && i > 0 ? [{ segment: segments[i - 1]!, param, own: i === segments.length - 1 }] : [];
  });
}

export interface ExampleRequest {
  /** The record the request addresses, or, without path parameters, the first of the resource. */
  subject: WireRecord;
  path: Record<string, string>;
}

/**
 * The first record of `records` that gives every path parameter of `op` a value, with those
 * values: a parameter ending the path is the record's own id; another, the parent its
 * `parentField` names, else, for the last parameter (`/jobs/{id}/file_upload`), its own id.
 */
export function exampleRequest(op: OperationView, records: readonly WireRecord[], parentField: ParentField): ExampleRequest | undefined {
  const parameters = pathParameters(op.path);
  for (const subject of records) {
    const path: Record<string, string> = {};
    parameters.forEach(({ segment, param, own }, i) => {
      const field = own ? undefined : parentField(op, segment, param);
      const parent = field === undefined ? undefined : subject[field];
      const value = typeof parent === 'string' ? parent : own || i === parameters.length - 1 ? subject.id : undefined;
      if (value !== undefined) path[param] = value;
    });
    if (Object.keys(path).length === parameters.length) return { subject, path };
  }
  return undefined;
}

/** The records of a list at `path` (those of the parents its path parameters name), in `order`, else in the order of their ids. */
export function listedRecords(
  view: VersionView,
  op: OperationView,
  records: readonly WireRecord[],
  path: Readonly<Record<string, string>>,
  order: Order | undefined,
  parentField: ParentField,
): WireRecord[] {
  const parents = pathParameters(op.path).filter(({ param, own }) => !own && path[param] !== undefined);
  const field = order && listRecordField(view, order.field);
  const sign = order?.direction === 'desc' ? -1 : 1;
  const key = (record: WireRecord) => (field === undefined ? '' : String(record[field] ?? ''));
  return records
    .filter((record) =>
      parents.every(({ segment, param }) => {
        const parent = parentField(op, segment, param);
        return parent !== undefined && record[parent] === path[param];
      }),
    )
    .sort((a, b) => (key(a) === key(b) ? (a.id < b.id ? -1 : 1) : key(a) < key(b) ? -sign : sign));
}

/** `created` → `<earliest day>+TO+<latest day>` of the records' `created_at`. */
function dateRange(view: VersionView, name: string, listed: readonly Record<string, unknown>[]): string | undefined {
  const days = listed.map((r) => r[listRecordField(view, name)]).flatMap((value) => (typeof value === 'string' ? [value.slice(0, 10)] : []));
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
  order: Order | undefined,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const [first] = listed;
  for (const p of op.query) {
    const { type } = p;
    if (type.semantic === 'dateRange') {
      const range = dateRange(view, p.name!, listed);
      if (range !== undefined) out[p.name!] = range;
    } else if (order && type.semantic === 'sort' && (type.sortFields === undefined || type.sortFields.includes(order.field))) {
      out[p.name!] = `${order.field}${view.listFormats.sortPairSeparator}${order.direction}`;
    } else if (type.semantic === 'filter' && first !== undefined) {
      const attribute = op.filters.find((f) => first[f.attribute] !== undefined && f.operators.length > 0);
      if (attribute) out[p.name!] = { [attribute.attribute]: { [attribute.operators[0]!]: first[attribute.attribute] } };
    } else if (
      order &&
      type.kind === 'map' &&
      type.values.kind === 'scalar' &&
      type.values.enum?.includes(order.direction) &&
      first?.[listRecordField(view, order.field)] !== undefined
    ) {
      out[p.name!] = { [listRecordField(view, order.field)]: order.direction };
    }
  }
  return out;
}
