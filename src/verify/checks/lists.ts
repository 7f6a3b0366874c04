/**
 * Lists, driven by the query parameters and filterable attributes the model declares for each
 * list: every filter attribute and operator is honoured (every record answered satisfies it, with
 * an operand drawn from what the server listed, chosen to leave some records out), sorting works
 * in both directions, `limit` bounds the page, and pages neither repeat nor skip a record. The
 * default call of every list runs first: its records are what the other checks call with.
 */
import { checksOf } from '../../model/conformance-checks.ts';
import type { OperationView, ParameterView, VersionView } from '../../views/version-view.ts';
import { isListOperation, listItems, type RunContext } from '../context.ts';
import type { Exchange } from '../http.ts';
import type { CheckDefinition } from '../types.ts';
import { answered, knownParams } from './support.ts';

/** This family's rows of the conformance-check table. */
export const LIST_CHECKS: CheckDefinition[] = checksOf('list');

type Item = Record<string, unknown>;
const NUMERIC = new Set(['integer', 'number']);

/** Orders two wire values by what they are: numbers as numbers, timestamps and dates as instants, else as text. */
function compare(a: unknown, b: unknown, semantic: string | undefined): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (semantic === 'timestamp' || semantic === 'date') return Date.parse(String(a)) - Date.parse(String(b));
  if (semantic && ['money', 'integer', 'decimal'].includes(semantic)) return Number(a) - Number(b);
  return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
}

const OPERATORS: Record<string, (c: number) => boolean> = { eq: (c) => c === 0, gt: (c) => c > 0, gte: (c) => c >= 0, lt: (c) => c < 0, lte: (c) => c <= 0 };

const present = (value: unknown) => value !== undefined && value !== null;

/** The record field a list parameter names: the field itself, or its `_at` timestamp (`created` → `created_at`). */
function fieldOf(items: readonly Item[], name: string): string | undefined {
  return [name, `${name}_at`].find((f) => items.some((item) => present(item[f])));
}

const idsOf = (items: readonly Item[]) => items.map((item) => String(item.id));

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
    if (!listed) {
      // Only the checks the list's parameters call for.
      const applicable = {
        'list.filter': op.filters.length > 0,
        'list.date-range': op.query.some((p) => p.type.semantic === 'dateRange' && p.name !== undefined),
        'list.or': op.query.some((p) => p.type.kind === 'array' && p.type.items.semantic === 'filter'),
        'list.sort': op.query.some((p) => p.type.semantic === 'sort' || p.type.kind === 'map'),
        'list.limit': op.query.some((p) => p.name === 'limit'),
        'list.pages': op.query.some((p) => p.name === 'page'),
      };
      for (const [id, applies] of Object.entries(applicable))
        if (applies) await ctx.check(id, view.id, op.id, async () => ctx.row(id, view.id, op.id, 'skip', 'the list answered no records to check with'));
      continue;
    }
    const all = listed.items;

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

    // Date ranges: `created=<from><separator><to>`, on the record's `<name>_at` timestamp.
    for (const range of op.query.filter((p) => p.type.semantic === 'dateRange' && p.name !== undefined)) {
      await ctx.check('list.date-range', view.id, op.id, async () => {
        const name = range.name!;
        const field = fieldOf(all, name);
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
    const sortable = sortValue
      ? (sortValue.type.sortFields ?? (view.defaultOrder ? [view.defaultOrder.field] : []))
      : sortMap
        ? op.filters.filter((f) => f.value.semantic === 'timestamp' || NUMERIC.has(f.value.kind === 'scalar' ? f.value.json : '')).map((f) => f.attribute)
        : [];
    const { sortPairSeparator } = view.listFormats;
    for (const name of sortable) {
      for (const direction of ['asc', 'desc'] as const) {
        await ctx.check('list.sort', view.id, op.id, async () => {
          const field = fieldOf(all, name);
          const semantic = field && op.filters.find((f) => f.attribute === field)?.value.semantic;
          const distinct = field ? new Set(all.map((item) => String(item[field])).filter((v) => v !== 'undefined' && v !== 'null')) : new Set();
          if (!field || distinct.size < 2) return ctx.row('list.sort', view.id, op.id, 'skip', `fewer than two listed records differ in ${name}`);
          const query = sortValue ? `${sortValue.name}=${name}${sortPairSeparator}${direction}` : `${sortMap!.name}[${name}]=${direction}`;
          const { exchange, items } = await list(query);
          if (!items) return unusable('list.sort', exchange);
          const kind = semantic ?? (/_at$/.test(field) ? 'timestamp' : undefined);
          const values = items.map((item) => item[field]).filter(present);
          const sign = direction === 'asc' ? 1 : -1;
          const at = values.findIndex((v, i) => i > 0 && sign * compare(values[i - 1], v, kind) > 0);
          ctx.row(
            'list.sort',
            view.id,
            op.id,
            at < 0 ? 'pass' : 'fail',
            at < 0 ? `${query}: ${values.length} records in order` : `${query}: ${String(values[at - 1])} comes before ${String(values[at])}`,
            exchange,
          );
        });
      }
    }

    // `limit`, and `page` with it.
    const limit = param(op, (p) => p.name === 'limit');
    if (limit) {
      await ctx.check('list.limit', view.id, op.id, async () => {
        const { exchange, items } = await list(`${limit.name}=1`);
        if (!items) return unusable('list.limit', exchange);
        const ok = items.length === Math.min(1, all.length);
        ctx.row('list.limit', view.id, op.id, ok ? 'pass' : 'fail', `limit=1: ${items.length} records (the list holds ${all.length})`, exchange);
      });
    }
    const page = param(op, (p) => p.name === 'page');
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
