/** v3 list behaviour of the sandbox: date ranges, multi-field sort (default created desc), pages. */
import { ApiProblem } from '../../generated/server/runtime/replies.ts';
import { FACTS } from '../../generated/server/v3/routes.ts';
import type { ListFormats } from '../views/version-view.ts';
import { DEFAULT_LIMIT, MAX_LIMIT, sortField } from './rules.ts';
import type { WireRecord } from './store.ts';

/** The v3 list formats of the model's view, with the default order. */
export interface SandboxListFormats extends ListFormats {
  defaultOrder: { field: string; direction: 'asc' | 'desc' };
}

function invalid(field: string, message: string): ApiProblem {
  return new ApiProblem({ ...FACTS.problems.invalidRequest, description: message, details: { [`querystring.${field}`]: [message] } });
}

/** Keeps records whose `field` date falls inside `YYYY-MM-DD<sep>YYYY-MM-DD` (both days included). */
export function inRange(records: WireRecord[], field: string, range: string | undefined, formats: SandboxListFormats, param: string): WireRecord[] {
  if (range === undefined) return records;
  const [from, to] = range.split(formats.dateRangeSeparator);
  if (!from || !to || from > to) throw invalid(param, `${param} must be a range from an earlier to a later date`);
  return records.filter((r) => {
    const day = String(r[field] ?? '').slice(0, 10);
    return day >= from && day <= to;
  });
}

/** Applies `field:direction,...`, or the default order when no sort is given. */
export function sorted(records: WireRecord[], sort: string | undefined, formats: SandboxListFormats): WireRecord[] {
  const keys = (
    sort ? sort.split(formats.sortListSeparator) : [`${formats.defaultOrder.field}${formats.sortPairSeparator}${formats.defaultOrder.direction}`]
  ).map((pair) => {
    const [field, direction] = pair.split(formats.sortPairSeparator);
    return { field: sortField(field!), sign: direction === 'asc' ? 1 : -1 };
  });
  return [...records].sort((a, b) => {
    for (const { field, sign } of keys) {
      const x = String(a[field] ?? '');
      const y = String(b[field] ?? '');
      if (x !== y) return x < y ? -sign : sign;
    }
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
}

export function page(records: WireRecord[], limit: number | undefined, pageNumber: number | undefined): WireRecord[] {
  const size = Math.min(Math.max(limit ?? DEFAULT_LIMIT, 1), MAX_LIMIT);
  const index = Math.max(pageNumber ?? 1, 1) - 1;
  return records.slice(index * size, index * size + size);
}
