const DEFAULT_MAX_PAGES = 1e3;
export async function* paginate(fetchPage, itemsOf, params, maxPages = DEFAULT_MAX_PAGES) {
	const first = params.query?.page ?? 1;
	for (let page = first; page < first + maxPages; page++) {
		const body = await fetchPage({
			...params,
			query: {
				...params.query,
				page
			}
		});
		const items = itemsOf(body) ?? [];
		if (items.length === 0) return;
		yield* items;
	}
}
