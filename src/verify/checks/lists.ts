/**
 * Lists, driven by the query parameters and filterable attributes the model declares for each
 * list: every filter attribute and operator is honoured (every record answered satisfies it, with
 * an operand drawn from what the server listed, chosen to leave some records out), sorting works
 * in both directions on every field it sorts on, the page size (`paging: size`) bounds the page, and pages neither repeat nor skip a record. The
 * default call of every list runs first: its records are what the other checks call with.
 */
import { checksOf } from '../../model/conformance-checks.ts';
import { listRecordField, undeclaredSortNames, type OperationView, type ParameterView, type VersionView } from '../../views/version-view.ts';
import type { WireType } from '../../views/wire-type.ts';
import { isListOperation, listItems, type RunContext } from '../context.ts';
import type { Exchange } from '../http.ts';
import type { CheckDefinition } from '../types.ts';
import { answered, knownParams } from './support.ts';

/** This family's rows of the conformance-check table. */
export const LIST_CHECKS: CheckDefinition[] = checksOf('list');

type Item = Record<string, unknown>;

/** Orders two wire values by what they are: numbers as numbers, timestamps and dates as instants, else as text. */
function compare(a: unknown, b: unknown, semantic: string | undefined): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (semantic === 'timestamp' || semantic === 'date') return Date.parse(String(a)) - Date.parse(String(b));
  if (semantic && ['money', 'integer', 'decimal'].includes(semantic)) return Number(a) - Number(b);
  return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
}

const OPERATORS: Record<string, (c: number) => boolean> = { eq: (c) => c === 0, gt: (c) => c > 0, gte: (c) => c >= 0, lt: (c) => c < 0, lte: (c) => c <= 0 };

const present = (value: unknown) => value !== undefined && value !== null;

/** The record field a list name stands for (the model's `listFields`, else the name itself), where a listed record has it. */
function fieldOf(view: VersionView, items: readonly Item[], name: string): string | undefined {
  const field = listRecordField(view, name);
  return items.some((item) => present(item[field])) ? field : undefined;
}

/**
 * What the values of a listed record's field are, by the model: the filter attribute's semantic
 * type, else the field's in the list's record type, else the resource field's type.
 */
function semanticOf(ctx: RunContext, view: VersionView, op: OperationView, field: string): string | undefined {
  const filter = op.filters.find((f) => f.attribute === field)?.value.semantic;
  if (filter !== undefined) return filter;
  const record = listRecordType(view, op);
  const shown = record?.kind === 'object' ? record.fields.find((f) => f.name === field)?.type : undefined;
  if (shown?.kind === 'scalar' && shown.semantic !== undefined) return shown.semantic;
  return ctx.model.resolved.model.resources?.[op.resource]?.fields[field]?.type;
}

/** The type of one record of a list's success body (its items, or the items of its one list field), with a named schema resolved. */
function listRecordType(view: VersionView, op: OperationView): WireType | undefined {
  const body = op.responses.find((r) => !r.isError)?.content[0]?.type;
  const list = body?.kind === 'object' && body.fields.length === 1 ? body.fields[0]!.type : body;
  const item = list?.kind === 'array' ? list.items : undefined;
  return item?.kind === 'ref' ? view.schemas.find((s) => s.name === item.name)?.type : item;
}

const idsOf = (items: readonly Item[]) => items.map((item) => String(item.id));

/** One key of an ordering: the record field a sort name reads, its direction, and what its values are. */
interface SortKey {
  name: string;
  field: string;
  direction: 'asc' | 'desc';
  semantic: string | undefined;
}

/** How a list's records are sorted by a name: the record field it stands for and what its values are. */
type SortField = (name: string) => { field: string | undefined; semantic: string | undefined };

/** The key of sorting `op`'s records by `name`, where at least two listed records differ in it. */
function sortKey(all: readonly Item[], sortField: SortField, name: string, direction: 'asc' | 'desc'): SortKey | undefined {
  const { field, semantic } = sortField(name);
  if (
    !field ||
    new Set(
      all
        .map((item) => item[field])
        .filter(present)
        .map(String),
    ).size < 2
  )
    return undefined;
  return { name, field, direction, semantic };
}

/** Orders two records by `keys`: the first key, then the next where they tie. */
function byKeys(keys: readonly SortKey[]): (a: Item, b: Item) => number {
  return (a, b) => {
    for (const key of keys) {
      const c = compare(a[key.field], b[key.field], key.semantic);
      if (c !== 0) return key.direction === 'asc' ? c : -c;
    }
    return 0;
  };
}

/** The first position whose record belongs before the one ahead of it by `keys`, or -1 when all are in order. */
function firstOutOfOrder(items: readonly Item[], keys: readonly SortKey[]): number {
  const order = byKeys(keys);
  return items.findIndex((item, i) => i > 0 && order(items[i - 1]!, item) > 0);
}

/**
 * Two pairs to sort by, chosen so that the order they ask differs, on the listed records, from
 * the order of the second pair alone, from the default order, and from the first pair alone with
 * its ties in the listed order (what a server answers that reads only the last pair, none, or only
 * the first): the first such, else the best there is, else the first two fields that sort.
 */
function orderingOfTwo(
  all: readonly Item[],
  sortField: SortField,
  names: readonly string[],
  defaultOrder: { field: string; direction: 'asc' | 'desc' } | undefined,
): [SortKey, SortKey] | undefined {
  const candidates: [SortKey, SortKey][] = [];
  for (const first of names)
    for (const second of names.filter((n) => n !== first))
      for (const d1 of ['asc', 'desc'] as const)
        for (const d2 of ['desc', 'asc'] as const) {
          const a = sortKey(all, sortField, first, d1);
          const b = sortKey(all, sortField, second, d2);
          if (a && b && a.field !== b.field) candidates.push([a, b]);
        }
  const ids = (keys: readonly SortKey[]) => idsOf([...all].sort(byKeys(keys))).join();
  const fallback = defaultOrder && sortKey(all, sortField, defaultOrder.field, defaultOrder.direction);
  const shows = ([a, b]: [SortKey, SortKey]) => ids([a, b]) !== ids([b]) && (!fallback || ids([a, b]) !== ids([fallback]));
  return (
    candidates.find(([a, b]) => shows([a, b]) && ids([a, b]) !== ids([a])) ??
    candidates.find(shows) ??
    candidates.find(([a, b]) => ids([a, b]) !== ids([b])) ??
    candidates[0]
  );
}

interface OrGroup {
  attribute: string;
  operator: string;
  operand: unknown;
  holds(item: Item): boolean;
}

/**
 * Two `or[]` groups on one filter attribute that select different listed records: `eq` of two
 * values where the attribute takes it, else the least value (`lte`) and the greatest (`gte`).
 */
function orGroups(op: OperationView, all: readonly Item[]): [OrGroup, OrGroup] | undefined {
  for (const attribute of op.filters) {
    const semantic = attribute.value.semantic;
    const values = [...new Set(all.map((item) => item[attribute.attribute]).filter(present))].sort((a, b) => compare(a, b, semantic));
    if (values.length < 2) continue;
    const group = (operator: string, operand: unknown): OrGroup => ({
      attribute: attribute.attribute,
      operator,
      operand,
      holds: (item) => present(item[attribute.attribute]) && OPERATORS[operator]!(compare(item[attribute.attribute], operand, semantic)),
    });
    if (attribute.operators.includes('eq')) return [group('eq', values[0]), group('eq', values.at(-1))];
    if (attribute.operators.includes('lte') && attribute.operators.includes('gte')) return [group('lte', values[0]), group('gte', values.at(-1))];
  }
  return undefined;
}

/** The list's default call, as the first tenant: the records the other checks use. */
export async function discoverLists(ctx: RunContext, view: VersionView): Promise<void> {
  const tenant = ctx.tenants[0]!.tenant;
  for (const op of view.operations.filter(isListOperation)) {
    try {
      const exchange = await ctx.call(view, op, { auth: { tenant }, params: knownParams(ctx, view, op) });
      const items = exchange.status < 300 ? listItems(op, exchange.json) : undefined;
      if (items) ctx.listed.set(`${view.id} ${op.id}`, { items, exchange });
      const success = op.responses.find((r) => !r.isError);
      if (items && success?.content[0]?.type.kind === 'unknown' && exchange.json && !Array.isArray(exchange.json))
        ctx.observe({
          version: view.id,
          operation: op.id,
          observed: `the list answers ${exchange.status} with an object of ${Object.keys(exchange.json).join(', ')}; records carry ${[...new Set(items.flatMap(Object.keys))].join(', ')}`,
          ...(success.provenance.reason ? { question: success.provenance.reason } : {}),
        });
    } catch (error) {
      if (!(error instanceof Error) || !['BudgetSpent', 'NoAnswer'].includes(error.name)) throw error;
    }
  }
}

const param = (op: OperationView, test: (p: ParameterView) => boolean) => op.query.find(test);

export async function listChecks(ctx: RunContext, view: VersionView): Promise<void> {
  const tenant = ctx.tenants[0]!.tenant;
  for (const op of view.operations.filter(isListOperation)) {
    const listed = ctx.listed.get(`${view.id} ${op.id}`);
    const params = knownParams(ctx, view, op);
    const list = async (query: string) => {
      const exchange = await ctx.call(view, op, { auth: { tenant }, params, query });
      return { exchange, items: exchange.status < 300 ? listItems(op, exchange.json) : undefined };
    };
    const unusable = (id: string, exchange: Exchange) => ctx.row(id, view.id, op.id, 'fail', `answered ${answered(exchange)}, not a list of records`, exchange);
    /** The list called with `query` answers the records that have every key's field in the order of `keys`. */
    const inOrder = async (id: string, query: string, keys: readonly SortKey[]) => {
      const { exchange, items } = await list(query);
      if (!items) return unusable(id, exchange);
      const judged = items.filter((item) => keys.every((k) => present(item[k.field])));
      const at = firstOutOfOrder(judged, keys);
      const shown = (item: Item) =>
        keys.length === 1 ? String(item[keys[0]!.field]) : `${String(item.id)} (${keys.map((k) => String(item[k.field])).join(', ')})`;
      ctx.row(
        id,
        view.id,
        op.id,
        at < 0 ? 'pass' : 'fail',
        at < 0 ? `${query}: ${judged.length} records in order` : `${query}: ${shown(judged[at - 1]!)} comes before ${shown(judged[at]!)}`,
        exchange,
      );
    };
    if (!listed) {
      // Only the checks the list's parameters call for.
      const applicable = {
        'list.filter': op.filters.length > 0,
        'list.date-range': op.query.some((p) => p.type.semantic === 'dateRange' && p.name !== undefined),
        'list.or': op.query.some((p) => p.type.kind === 'array' && p.type.items.semantic === 'filter'),
        'list.sort': op.query.some((p) => p.type.semantic === 'sort' || p.type.kind === 'map'),
        'list.multi-sort': op.query.some((p) => p.type.semantic === 'sort'),
        'list.default-order': true,
        'list.limit': op.query.some((p) => p.paging === 'size'),
        'list.pages': op.query.some((p) => p.paging === 'number'),
      };
      for (const [id, applies] of Object.entries(applicable))
        if (applies) await ctx.check(id, view.id, op.id, async () => ctx.row(id, view.id, op.id, 'skip', 'the list answered no records to check with'));
      continue;
    }
    const all = listed.items;
    const sortField: SortField = (name) => {
      const field = fieldOf(view, all, name);
      return { field, semantic: field === undefined ? undefined : semanticOf(ctx, view, op, field) };
    };

    // Filters: `filter[attribute][operator]=value`.
    const filter = param(op, (p) => p.type.semantic === 'filter');
    for (const attribute of filter ? op.filters : []) {
      for (const operator of attribute.operators) {
        await ctx.check('list.filter', view.id, op.id, async () => {
          const test = OPERATORS[operator];
          const semantic = attribute.value.semantic;
          const values = all.map((item) => item[attribute.attribute]).filter(present);
          if (!test || values.length === 0)
            return ctx.row(
              'list.filter',
              view.id,
              op.id,
              'skip',
              test ? `no listed record has ${attribute.attribute}` : `the operator ${operator} has no known meaning`,
            );
          const sorted = [...values].sort((a, b) => compare(a, b, semantic));
          // An operand that leaves records out, where the values differ.
          const operand =
            operator === 'gte' || operator === 'lt' ? sorted.at(-1) : operator === 'eq' ? (values.find((v) => v !== values[0]) ?? values[0]) : sorted[0];
          const holds = (item: Item) => present(item[attribute.attribute]) && test(compare(item[attribute.attribute], operand, semantic));
          const query = `${filter!.name}[${attribute.attribute}][${operator}]=${encodeURIComponent(String(operand))}`;
          const { exchange, items } = await list(query);
          if (!items) return unusable('list.filter', exchange);
          const wrong = items.filter((item) => !holds(item));
          const expected = all.filter(holds);
          const message =
            wrong.length > 0
              ? `${query}: ${wrong.length} of ${items.length} records do not satisfy it (${idsOf(wrong).slice(0, 3).join(', ')})`
              : items.length === 0 && expected.length > 0
                ? `${query}: no records, though ${expected.length} listed records satisfy it`
                : `${query}: ${items.length} records, all satisfying it`;
          ctx.row('list.filter', view.id, op.id, wrong.length > 0 || (items.length === 0 && expected.length > 0) ? 'fail' : 'pass', message, exchange);
        });
      }
    }

    // Date ranges: `created=<from><separator><to>`, on the record field the name stands for.
    for (const range of op.query.filter((p) => p.type.semantic === 'dateRange' && p.name !== undefined)) {
      await ctx.check('list.date-range', view.id, op.id, async () => {
        const name = range.name!;
        const field = fieldOf(view, all, name);
        const dayOf = (item: Item) => /^\d{4}-\d{2}-\d{2}/.exec(String(item[field!] ?? ''))?.[0];
        const days = [...new Set(all.map(dayOf).filter((d): d is string => d !== undefined))].sort();
        if (!field || days.length < 2) return ctx.row('list.date-range', view.id, op.id, 'skip', `fewer than two listed records differ in the day of ${name}`);
        // A range that leaves the latest day out; where three days or more differ, a day strictly inside it.
        const [from, to] = [days[0]!, days.at(-2)!];
        const query = `${name}=${from}${view.listFormats.dateRangeSeparator}${to}`;
        const { exchange, items } = await list(query);
        if (!items) return unusable('list.date-range', exchange);
        const outside = items.filter((item) => {
          const day = dayOf(item);
          return day === undefined || day < from || day > to;
        });
        const inside = all.filter((item) => dayOf(item)! > from && dayOf(item)! < to);
        const missing = inside.length > 0 && !items.some((item) => dayOf(item)! > from && dayOf(item)! < to);
        ctx.row(
          'list.date-range',
          view.id,
          op.id,
          outside.length > 0 || missing ? 'fail' : 'pass',
          outside.length > 0
            ? `${query}: ${outside.length} of ${items.length} records lie outside it (${idsOf(outside).slice(0, 3).join(', ')}: ${field} ${outside
                .slice(0, 3)
                .map((item) => String(item[field]))
                .join(', ')})`
            : missing
              ? `${query}: none of the ${inside.length} listed records strictly inside it`
              : `${query}: ${items.length} records, all within it`,
          exchange,
        );
      });
    }

    // `or[]` groups: `or[0][attribute][operator]=value&or[1]…`, two groups that select different records.
    const or = param(op, (p) => p.type.kind === 'array' && p.type.items.semantic === 'filter');
    if (or) {
      await ctx.check('list.or', view.id, op.id, async () => {
        const groups = orGroups(op, all);
        if (!groups)
          return ctx.row('list.or', view.id, op.id, 'skip', 'no filter attribute of the listed records takes two values that select different records');
        const query = groups.map((g, i) => `${or.name}[${i}][${g.attribute}][${g.operator}]=${encodeURIComponent(String(g.operand))}`).join('&');
        const { exchange, items } = await list(query);
        if (!items) return unusable('list.or', exchange);
        const wrong = items.filter((item) => !groups.some((g) => g.holds(item)));
        const unanswered = groups.findIndex((g) => all.some(g.holds) && !items.some(g.holds));
        ctx.row(
          'list.or',
          view.id,
          op.id,
          wrong.length > 0 || unanswered >= 0 ? 'fail' : 'pass',
          wrong.length > 0
            ? `${query}: ${wrong.length} of ${items.length} records satisfy no group (${idsOf(wrong).slice(0, 3).join(', ')})`
            : unanswered >= 0
              ? `${query}: no record of group ${unanswered}, though listed records satisfy it`
              : `${query}: ${items.length} records, each satisfying a group, every group answered`,
          exchange,
        );
      });
    }

    // Sorting: `sort=field:direction` (a sort value) or `sort[field]=direction` (a map).
    const sortValue = param(op, (p) => p.type.semantic === 'sort');
    const sortMap = param(op, (p) => p.type.kind === 'map');
    // Every field the model says the list sorts on, of any scalar type: a sort value's declared
    // fields (one that declares none: the default order's and the model's list names), a sort
    // map's filter attributes.
    const sortable = sortValue
      ? (sortValue.type.sortFields ?? undeclaredSortNames(view))
      : sortMap
        ? op.filters.filter((f) => f.value.kind === 'scalar').map((f) => f.attribute)
        : [];
    if ((sortValue || sortMap) && sortable.length === 0)
      await ctx.check('list.sort', view.id, op.id, async () => ctx.row('list.sort', view.id, op.id, 'skip', 'the model names no field the list sorts on'));
    const { sortPairSeparator, sortListSeparator } = view.listFormats;
    for (const name of sortable) {
      for (const direction of ['asc', 'desc'] as const) {
        await ctx.check('list.sort', view.id, op.id, async () => {
          const key = sortKey(all, sortField, name, direction);
          if (!key) return ctx.row('list.sort', view.id, op.id, 'skip', `fewer than two listed records differ in ${name}`);
          const query = sortValue ? `${sortValue.name}=${name}${sortPairSeparator}${direction}` : `${sortMap!.name}[${name}]=${direction}`;
          await inOrder('list.sort', query, [key]);
        });
      }
    }

    // Orderings of more than one pair: `sort=a:asc,b:desc`, ordered by the first pair, then the next.
    if (sortValue)
      await ctx.check('list.multi-sort', view.id, op.id, async () => {
        const keys = orderingOfTwo(all, sortField, sortable, view.defaultOrder);
        if (!keys) return ctx.row('list.multi-sort', view.id, op.id, 'skip', `fewer than two sort fields in which listed records differ`);
        await inOrder('list.multi-sort', `${sortValue.name}=${keys.map((k) => `${k.name}${sortPairSeparator}${k.direction}`).join(sortListSeparator)}`, keys);
      });

    // The default order: the list's default call, which every other check starts from.
    await ctx.check('list.default-order', view.id, op.id, async () => {
      if (!view.defaultOrder) return ctx.row('list.default-order', view.id, op.id, 'skip', 'the model states no default order', listed.exchange);
      const { field: name, direction, provenance } = view.defaultOrder;
      const key = sortKey(all, sortField, name, direction);
      if (!key) return ctx.row('list.default-order', view.id, op.id, 'skip', `fewer than two listed records differ in ${name}`, listed.exchange);
      const judged = all.filter((item) => present(item[key.field]));
      const at = firstOutOfOrder(judged, [key]);
      if (at >= 0 && provenance.status !== 'stated') {
        ctx.observe({
          version: view.id,
          operation: op.id,
          observed: `without a sort, ${String(judged[at - 1]![key.field])} comes before ${String(judged[at]![key.field])}`,
          ...(provenance.reason ? { question: provenance.reason } : {}),
        });
        return ctx.row('list.default-order', view.id, op.id, 'skip', `the default order is ${provenance.status} in the model`, listed.exchange);
      }
      ctx.row(
        'list.default-order',
        view.id,
        op.id,
        at < 0 ? 'pass' : 'fail',
        at < 0
          ? `no sort: ${judged.length} records in ${key.field} ${direction} order`
          : `no sort: ${String(judged[at - 1]![key.field])} comes before ${String(judged[at]![key.field])}, not ${key.field} ${direction}`,
        listed.exchange,
      );
    });

    // The page size (`paging: size`), and the page number (`paging: number`) with it.
    const limit = param(op, (p) => p.paging === 'size');
    if (limit) {
      await ctx.check('list.limit', view.id, op.id, async () => {
        const { exchange, items } = await list(`${limit.name}=1`);
        if (!items) return unusable('list.limit', exchange);
        const ok = items.length === Math.min(1, all.length);
        ctx.row('list.limit', view.id, op.id, ok ? 'pass' : 'fail', `${limit.name}=1: ${items.length} records (the list holds ${all.length})`, exchange);
      });
    }
    const page = param(op, (p) => p.paging === 'number');
    if (limit && page) {
      await ctx.check('list.pages', view.id, op.id, async () => {
        const seen: string[] = [];
        let last: Exchange | undefined;
        for (let n = 1; n <= all.length + 1; n++) {
          const { exchange, items } = await list(`${limit.name}=1&${page.name}=${n}`);
          last = exchange;
          if (!items) return unusable('list.pages', exchange);
          const repeated = idsOf(items).find((id) => seen.includes(id));
          if (repeated) return ctx.row('list.pages', view.id, op.id, 'fail', `page ${n} repeats ${repeated}`, exchange);
          seen.push(...idsOf(items));
          if (items.length === 0) break;
        }
        const skipped = idsOf(all).filter((id) => !seen.includes(id));
        ctx.row(
          'list.pages',
          view.id,
          op.id,
          skipped.length === 0 ? 'pass' : 'fail',
          skipped.length === 0 ? `${seen.length} records over pages of 1, none repeated or skipped` : `pages of 1 skip ${skipped.slice(0, 3).join(', ')}`,
          last,
        );
      });
    }
  }
}
