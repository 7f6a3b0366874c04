/**
 * Iterates every item of a paginated v3 list: asks for page 1, 2, … and stops at the first page
 * with fewer items than `limit` (or no items). Bounded by `maxPages` so a server that never
 * shortens a page cannot keep a caller looping forever.
 */

export interface PageQuery {
  page?: number;
  limit?: number;
}

export const DEFAULT_MAX_PAGES = 1000;

export async function* paginate<Item, Params extends { query?: PageQuery }>(
  fetchPage: (params: Params) => Promise<unknown>,
  itemsOf: (body: unknown) => readonly Item[] | undefined,
  params: Params,
  maxPages: number = DEFAULT_MAX_PAGES,
): AsyncGenerator<Item, void, undefined> {
  const first = params.query?.page ?? 1;
  for (let page = first; page < first + maxPages; page++) {
    const body = await fetchPage({ ...params, query: { ...params.query, page } });
    const items = itemsOf(body) ?? [];
    yield* items;
    const limit = params.query?.limit;
    if (items.length === 0 || (limit !== undefined && items.length < limit)) return;
  }
}
