/** Which OAuth scopes a set of operations needs, known statically from the model. */
/** The narrowest scope set for `operations`: each operation's scope, once, sorted. */
export declare function scopesFor<
	Id extends string,
	Scope extends string
>(table: Readonly<Record<Id, Scope | undefined>>, operations: readonly Id[]): Scope[];
