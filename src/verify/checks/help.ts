/**
 * `/help`: an operation that describes a list (the model's `describes`) answers its filterable
 * attributes, with each one's operators and enum values, exactly as the model gives them for that
 * list. The payload's shape is not shown, so the answer is read by what it holds: the attributes
 * are the entries of the array (of objects, by a field naming them) or of the object (keyed by
 * them) that holds most of the model's attribute names; an attribute's operators and values are
 * the lists within its entry that hold one of the model's operators or of its enum values.
 */
import { checksOf } from '../../model/conformance-checks.ts';
import type { FilterAttribute } from '../../views/render-field.ts';
import type { VersionView } from '../../views/version-view.ts';
import type { WireType } from '../../views/wire-type.ts';
import type { RunContext } from '../context.ts';
import type { CheckDefinition } from '../types.ts';
import { answered, NOT_IMPLEMENTED } from './support.ts';

/** This family's rows of the conformance-check table. */
export const HELP_CHECKS: CheckDefinition[] = checksOf('help');

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every array and object of a JSON value, the value first, depth first. */
function* nodes(value: unknown): Generator<unknown> {
  if (Array.isArray(value) || isObject(value)) {
    yield value;
    for (const child of Object.values(value)) yield* nodes(child);
  }
}

/**
 * The attribute entries of a help answer, by the name each gives: the container that names most
 * of `names` (an array of objects, by one of their text fields; an object, by its keys whose
 * values are objects or arrays), with every entry it holds, the model's or not.
 */
function attributeEntries(body: unknown, names: ReadonlySet<string>): Map<string, unknown> {
  let best = new Map<string, unknown>();
  let bestHits = 0;
  for (const node of nodes(body)) {
    const candidates: Map<string, unknown>[] = [];
    if (Array.isArray(node)) {
      const objects = node.filter(isObject);
      const keys = new Set(objects.flatMap((o) => Object.keys(o)));
      for (const key of keys) candidates.push(new Map(objects.filter((o) => typeof o[key] === 'string').map((o) => [o[key] as string, o])));
    } else if (isObject(node)) candidates.push(new Map(Object.entries(node).filter(([, value]) => Array.isArray(value) || isObject(value))));
    for (const entries of candidates) {
      const hits = [...entries.keys()].filter((name) => names.has(name)).length;
      if (hits > bestHits) [best, bestHits] = [entries, hits];
    }
  }
  return best;
}

/** The first list within an entry that holds one of `known`: an array of texts, or an object's keys. */
function listHolding(entry: unknown, known: ReadonlySet<string>): string[] | undefined {
  for (const node of nodes(entry)) {
    const texts = Array.isArray(node) ? node.filter((v): v is string => typeof v === 'string') : Object.keys(node as object);
    if (texts.some((t) => known.has(t))) return texts;
  }
  return undefined;
}

/** The enum values of a filter attribute's value type, where it has them. */
function enumValues(view: VersionView, type: WireType): readonly string[] | undefined {
  const resolved = type.kind === 'ref' ? view.schemas.find((s) => s.name === type.name)?.type : type;
  return resolved?.kind === 'scalar' ? resolved.enum : undefined;
}

/** What differs between a list the answer gives and the model's, in words; undefined when they agree. */
function difference(what: string, got: readonly string[] | undefined, expected: readonly string[]): string | undefined {
  if (!got) return `no ${what} (expected ${expected.join(', ')})`;
  const missing = expected.filter((e) => !got.includes(e));
  const extra = [...new Set(got)].filter((g) => !expected.includes(g));
  if (missing.length === 0 && extra.length === 0) return undefined;
  return `${what} ${[missing.length > 0 ? `without ${missing.join(', ')}` : '', extra.length > 0 ? `with ${extra.join(', ')}` : ''].filter(Boolean).join(' and ')}`;
}

/** Every way a help answer differs from the model's filterable attributes of its list. */
export function helpProblems(view: VersionView, body: unknown, filters: readonly FilterAttribute[]): string[] {
  const names = new Set(filters.map((f) => f.attribute));
  const entries = attributeEntries(body, names);
  const operators = new Set(filters.flatMap((f) => f.operators));
  const problems: string[] = [];
  const unlisted = [...names].filter((n) => !entries.has(n));
  if (unlisted.length > 0) problems.push(`no attribute ${unlisted.join(', ')}`);
  const extra = [...entries.keys()].filter((n) => !names.has(n));
  if (extra.length > 0) problems.push(`attributes the list does not take: ${extra.join(', ')}`);
  for (const filter of filters) {
    if (!entries.has(filter.attribute)) continue;
    const entry = entries.get(filter.attribute);
    const ops = difference('operators', listHolding(entry, operators), filter.operators);
    if (ops) problems.push(`${filter.attribute}: ${ops}`);
    const values = enumValues(view, filter.value);
    if (values) {
      const got = difference('values', listHolding(entry, new Set(values)), values);
      if (got) problems.push(`${filter.attribute}: ${got}`);
    }
  }
  return problems;
}

export async function helpChecks(ctx: RunContext, view: VersionView): Promise<void> {
  const tenant = ctx.tenants[0]!.tenant;
  for (const op of view.operations.filter((o) => o.describes !== undefined && ctx.maySend(view, o))) {
    await ctx.check('help.content', view.id, op.id, async () => {
      const list = view.operations.find((o) => o.id === op.describes);
      const filters = list?.filters ?? [];
      if (filters.length === 0)
        return ctx.row('help.content', view.id, op.id, 'skip', `the model shows no filterable attributes of ${op.describes} to compare with`);
      const exchange = await ctx.call(view, op, { auth: { tenant } });
      if (exchange.status === NOT_IMPLEMENTED)
        return ctx.row('help.content', view.id, op.id, 'skip', `the server does not implement the operation (${exchange.status})`, exchange);
      if (exchange.status >= 300 || exchange.json === undefined)
        return ctx.row('help.content', view.id, op.id, 'fail', `answered ${answered(exchange)}, not a JSON description of ${op.describes}`, exchange);
      const problems = helpProblems(view, exchange.json, filters);
      ctx.row(
        'help.content',
        view.id,
        op.id,
        problems.length > 0 ? 'fail' : 'pass',
        problems.length > 0
          ? `${op.describes}'s filters: ${problems.join('; ')}`
          : `${filters.length} attributes of ${op.describes} (${filters.map((f) => f.attribute).join(', ')}), each with its operators and values`,
        exchange,
      );
    });
  }
}
