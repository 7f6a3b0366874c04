/**
 * List calls, driven by the operation's query parameters as the model declares them: date ranges
 * (`created=A+TO+B`), `field:direction` sorts, `filter[attribute][operator]` and `or[]` groups,
 * `sort[attribute]` maps, the page size and page number (`paging`), equality filters
 * (`matches`). A sort field, range or default order names a record field by the model's
 * `listFields` (`created` for `created_at`), else by its own name. What the sandbox cannot honour
 * is refused with the version's invalid-request answer naming the parameter, never ignored: an
 * unknown attribute, an operator the attribute does not take, a sort field the list does not sort
 * on, a page size out of range, a parameter the model gives no list role. Values are compared by
 * their semantic type (money and numbers as numbers, timestamps and dates as instants), not as text.
 */
import { ApiProblem } from '../server-runtime/replies.ts';
import type { VersionFacts } from '../server-runtime/facts.ts';
import type { ParameterView } from '../views/version-view.ts';
import type { WireType } from '../views/wire-type.ts';

type Row = Record<string, unknown>;
type Query = Record<string, unknown>;

/** The list call's refusal: the version's invalid request, naming the parameter in its text and details. */
export function invalidParameter(facts: VersionFacts, parameter: string, message: string): ApiProblem {
  const description = `\`${parameter}\` ${message}`;
  return new ApiProblem({ ...facts.problems.invalidRequest, description, details: { [`querystring.${parameter}`]: [message] } });
}

const NUMERIC = new Set(['money', 'integer', 'decimal']);
const INSTANTS = new Set(['timestamp', 'date']);

/** Orders two values by their semantic type; undefined and null sort last in either direction's base order. */
export function compareValues(a: unknown, b: unknown, semantic: string | undefined): number {
  if (a === undefined || a === null || b === undefined || b === null) return a === b || (a == null && b == null) ? 0 : a == null ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (semantic && NUMERIC.has(semantic)) return Number(a) - Number(b);
  if (semantic && INSTANTS.has(semantic)) return Date.parse(String(a)) - Date.parse(String(b));
  const x = String(a);
  const y = String(b);
  return x === y ? 0 : x < y ? -1 : 1;
}

/** The operators the sandbox can apply; a model operator outside this table is refused, not ignored. */
const OPERATORS: Readonly<Record<string, (value: unknown, operand: unknown, semantic: string | undefined) => boolean>> = {
  eq: (value, operand, semantic) => value !== undefined && value !== null && compareValues(value, operand, semantic) === 0,
  gt: (value, operand, semantic) => value !== undefined && value !== null && compareValues(value, operand, semantic) > 0,
  gte: (value, operand, semantic) => value !== undefined && value !== null && compareValues(value, operand, semantic) >= 0,
  lt: (value, operand, semantic) => value !== undefined && value !== null && compareValues(value, operand, semantic) < 0,
  lte: (value, operand, semantic) => value !== undefined && value !== null && compareValues(value, operand, semantic) <= 0,
};

/** The attributes a `filter` parameter takes, each with its operators and semantic type: the `/help` facts. */
export interface FilterAttribute {
  name: string;
  operators: readonly string[];
  semantic: string | undefined;
}

export function filterAttributes(type: WireType | undefined): FilterAttribute[] {
  if (type?.kind === 'array') return filterAttributes(type.items);
  if (type?.kind !== 'object') return [];
  return type.fields.map((f) => ({
    name: f.name,
    operators: f.type.kind === 'object' ? f.type.fields.map((o) => o.name) : [],
    semantic: f.type.kind === 'object' ? f.type.fields[0]?.type.semantic : undefined,
  }));
}

export interface ListContext {
  facts: VersionFacts;
  parameters: readonly ParameterView[];
  /** Semantic type of each field of a listed record, by field name (what sorts and filters compare by). */
  semantics: ReadonlyMap<string, string | undefined>;
  /** The separators of the version's date ranges and `field:direction` sorts. */
  formats: { dateRangeSeparator: string; sortPairSeparator: string; sortListSeparator: string };
  /** The record field a list name stands for: the model's `listFields` entry, else the name itself. */
  recordField(name: string): string;
  /** The order of a call that asks for none (a list name), where the model states one; else the stored order. */
  defaultOrder: { field: string; direction: 'asc' | 'desc' } | undefined;
  /** The names a sort without declared fields takes (src/views/version-view.ts `undeclaredSortNames`). */
  listNames: readonly string[];
  /** The sandbox's page sizes: without `limit`, and the largest `limit` it honours. */
  pageSize: { default: number; maximum: number };
}

type Step = (rows: Row[]) => Row[];

function dateRange(ctx: ListContext, param: string, range: string): Step {
  const [from, to, ...rest] = range.split(ctx.formats.dateRangeSeparator);
  if (!from || !to || rest.length > 0 || from > to) throw invalidParameter(ctx.facts, param, 'must be a range from an earlier to a later date.');
  const field = ctx.recordField(param);
  return (rows) =>
    rows.filter((r) => {
      const day = String(r[field] ?? '').slice(0, 10);
      return day >= from && day <= to;
    });
}

function filterStep(ctx: ListContext, param: string, type: WireType, groups: Query[], any: boolean): Step {
  const attributes = new Map(filterAttributes(type).map((a) => [a.name, a]));
  const tests = groups.map((group, index) => {
    const where = any ? `${param}[${index}]` : param;
    return Object.entries(group).flatMap(([name, operations]) => {
      const attribute = attributes.get(name);
      if (!attribute)
        throw invalidParameter(ctx.facts, `${where}[${name}]`, `is not a filter attribute; the attributes are ${[...attributes.keys()].join(', ')}.`);
      return Object.entries(operations as Query).map(([operator, operand]) => {
        const apply = OPERATORS[operator];
        if (!attribute.operators.includes(operator) || !apply)
          throw invalidParameter(ctx.facts, `${where}[${name}][${operator}]`, `is not an operator of ${name}; it takes ${attribute.operators.join(', ')}.`);
        return (row: Row) => apply(row[name], operand, attribute.semantic);
      });
    });
  });
  const holds = (row: Row, group: ((row: Row) => boolean)[]) => group.every((test) => test(row));
  return (rows) => rows.filter((row) => (any ? tests.length === 0 || tests.some((g) => holds(row, g)) : tests.every((g) => holds(row, g))));
}

interface SortKey {
  field: string;
  sign: number;
}

/** The names a `field:direction` sort takes: its declared fields, else the list names (`listNames`), those whose record field the listed records have. */
function sortableNames(ctx: ListContext, type: WireType): string[] {
  return (type.sortFields ?? ctx.listNames).filter((name) => ctx.semantics.has(ctx.recordField(name)));
}

function sortPairs(ctx: ListContext, param: string, type: WireType, text: string): SortKey[] {
  const allowed = sortableNames(ctx, type);
  return text.split(ctx.formats.sortListSeparator).map((pair) => {
    const [field = '', direction, ...rest] = pair.split(ctx.formats.sortPairSeparator);
    if (!allowed.includes(field)) throw invalidParameter(ctx.facts, param, `cannot sort on \`${field}\`; the fields are ${allowed.join(', ')}.`);
    if ((direction !== 'asc' && direction !== 'desc') || rest.length > 0)
      throw invalidParameter(ctx.facts, param, `takes \`field${ctx.formats.sortPairSeparator}asc\` or \`field${ctx.formats.sortPairSeparator}desc\` pairs.`);
    return { field: ctx.recordField(field), sign: direction === 'asc' ? 1 : -1 };
  });
}

/** The records whose `field` equals the value, compared by the field's semantic type. */
function matchStep(ctx: ListContext, field: string, value: unknown): Step {
  const semantic = ctx.semantics.get(field);
  return (rows) => rows.filter((row) => row[field] !== undefined && row[field] !== null && compareValues(row[field], value, semantic) === 0);
}

function sortMap(ctx: ListContext, param: string, map: Query): SortKey[] {
  return Object.entries(map).map(([field, direction]) => {
    if (!ctx.semantics.has(field)) throw invalidParameter(ctx.facts, `${param}[${field}]`, `is not a field of the listed records.`);
    return { field, sign: direction === 'asc' ? 1 : -1 };
  });
}

function bounded(ctx: ListContext, param: string, value: unknown, max: number): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max) throw invalidParameter(ctx.facts, param, `must be an integer from 1 to ${max}.`);
  return n;
}

/**
 * The rows of one list call: the stored-form filters (date ranges) run on `stored`, the rest on
 * the rendered rows (filters compare what the version answers, money in its units). `render`
 * maps a stored row to its answer, keeping the order.
 */
export function listRows(ctx: ListContext, query: Query, stored: Row[], render: (row: Row) => Row): Row[] {
  const before: Step[] = [];
  const after: Step[] = [];
  let keys: SortKey[] | undefined;
  let limit = ctx.pageSize.default;
  let page = 1;
  for (const parameter of ctx.parameters) {
    const name = parameter.name!;
    const value = query[name];
    if (value === undefined) continue;
    const { type } = parameter;
    if (type.semantic === 'dateRange') before.push(dateRange(ctx, name, String(value)));
    else if (type.semantic === 'sort') keys = sortPairs(ctx, name, type, String(value));
    else if (type.semantic === 'filter') after.push(filterStep(ctx, name, type, [value as Query], false));
    else if (type.kind === 'array' && type.items.semantic === 'filter') after.push(filterStep(ctx, name, type.items, value as Query[], true));
    else if (type.kind === 'map') keys = sortMap(ctx, name, value as Query);
    else if (parameter.paging === 'size') limit = bounded(ctx, name, value, ctx.pageSize.maximum);
    else if (parameter.paging === 'number') page = bounded(ctx, name, value, Number.MAX_SAFE_INTEGER);
    else if (parameter.matches !== undefined) after.push(matchStep(ctx, parameter.matches, value));
    else throw invalidParameter(ctx.facts, name, 'is not applied by the sandbox: the model gives it no list role (`paging` or `matches`).');
  }
  // Without an order asked for or stated, the records are in the order of their ids, as ties are.
  const order = keys ?? (ctx.defaultOrder ? [{ field: ctx.recordField(ctx.defaultOrder.field), sign: ctx.defaultOrder.direction === 'asc' ? 1 : -1 }] : []);
  let rows = before.reduce((r, step) => step(r), stored).map(render);
  rows = after.reduce((r, step) => step(r), rows);
  rows.sort((a, b) => {
    for (const { field, sign } of order) {
      const c = compareValues(a[field], b[field], ctx.semantics.get(field));
      if (c !== 0) return c * sign;
    }
    return String(a.id) < String(b.id) ? -1 : String(a.id) > String(b.id) ? 1 : 0;
  });
  return rows.slice((page - 1) * limit, page * limit);
}
