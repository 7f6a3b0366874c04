/**
 * Iterates every item of a paginated v3 list: asks for page 1, 2, … and stops at the first page
 * with fewer items than `limit` (or no items). Bounded by `maxPages` so a server that never
 * shortens a page cannot keep a caller looping forever.
 */
export const DEFAULT_MAX_PAGES = 1000;
export async function* paginate(fetchPage, itemsOf, params, maxPages = DEFAULT_MAX_PAGES) {
    const first = params.query?.page ?? 1;
    for (let page = first; page < first + maxPages; page++) {
        const body = await fetchPage({ ...params, query: { ...params.query, page } });
        const items = itemsOf(body) ?? [];
        yield* items;
        const limit = params.query?.limit;
        if (items.length === 0 || (limit !== undefined && items.length < limit))
            return;
    }
}
