/**
 * Iterates every item of a paginated v3 list: asks for page 1, 2, … and stops at the first page
 * with fewer items than `limit` (or no items). Bounded by `maxPages` so a server that never
 * shortens a page cannot keep a caller looping forever.
 */
export interface PageQuery {
    page?: number;
    limit?: number;
}
export declare const DEFAULT_MAX_PAGES = 1000;
export declare function paginate<Item, Params extends {
    query?: PageQuery;
}>(fetchPage: (params: Params) => Promise<unknown>, itemsOf: (body: unknown) => readonly Item[] | undefined, params: Params, maxPages?: number): AsyncGenerator<Item, void, undefined>;
