/** Which OAuth scopes a set of operations needs, known statically from the model. */
/** The narrowest scope set for `operations`: each operation's scope, once, sorted. */
export function scopesFor(table, operations) {
	const scopes = new Set();
	for (const id of operations) {
		const scope = table[id];
		if (scope !== undefined) scopes.add(scope);
	}
	return [...scopes].sort();
}
