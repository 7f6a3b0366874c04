/**
 * Iterates every item of a list paginated with `page`: asks for page 1, 2, … and stops at the first empty
 * page. It does not stop at a short page: the maximum page size is not shown, so a server may
 * return fewer items than `limit` asked for and still have more. Bounded by `maxPages`, so a
 * server that never returns an empty page cannot keep a caller looping forever.
 */

export interface PageQuery {
  page?: number;
}

const DEFAULT_MAX_PAGES = 1000;

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
    if (items.length === 0) return;
    yield* items;
  }
}
